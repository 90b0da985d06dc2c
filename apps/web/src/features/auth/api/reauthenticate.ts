import type { TReauthenticateRequest } from '@praktijkportaal/contract/second-factor';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/me/reauthenticate: the password again proves the owner in this session for 5 minutes. */
export function reauthenticate(body: TReauthenticateRequest) {
  return apiRequest<undefined>('/me/reauthenticate', { method: 'POST', body });
}
