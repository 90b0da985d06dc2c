import { answer, call } from './client';

/**
 * POST /api/security-report: a security mail's "Dit was ik niet" (decision 088); no session
 * needed. The answer carries the token of the page where a new password is chosen.
 */
export function reportSecurityChange(token: string) {
  return answer(call('reportSecurityChange', { body: { token } }), { keepPageOn401: true });
}
