import { answer, call } from './client';

/** GET /api/session: how long this session has left; asking does not count as activity. */
export function getSessionExpiry() {
  return answer(call('getSessionExpiry'));
}

/** POST /api/session ("Ingelogd blijven"): now counts as the session's last activity. */
export function keepSessionAlive() {
  return answer(call('keepSessionAlive'));
}
