import type { TLoginRequest } from '@praktijkportaal/contract/auth';
import type { TMfaRequiredResponse } from '@praktijkportaal/contract/second-factor';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/login; the login form calls it and hands the user to the session gate, or asks for
 * the second factor's code when the answer is `{mfa_required: true}` (issue #19 item 6).
 */
export function login(body: TLoginRequest) {
  return apiRequest<TUserWithPractices | TMfaRequiredResponse>('/login', { method: 'POST', body });
}

export function needsSecondFactor(
  answer: TUserWithPractices | TMfaRequiredResponse,
): answer is TMfaRequiredResponse {
  return 'mfa_required' in answer;
}
