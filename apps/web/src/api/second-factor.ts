import type {
  TConfirmMfaRequest,
  TDisableMfaRequest,
  TReauthenticateRequest,
} from '@praktijkportaal/contract/second-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/** Runs an action that may need the password again first (useProof, decision 053). */
export type WithProof = <T>(action: () => Promise<T>) => Promise<T>;

/** POST /api/me/reauthenticate: the password again proves the owner in this session for 5 minutes. */
export function reauthenticate(body: TReauthenticateRequest) {
  return answer(call('reauthenticate', { body }));
}

/** POST /api/me/mfa/enrolment: a new secret, as a QR code and as text. */
export function startMfaEnrolment() {
  return answer(call('startSecondFactorEnrolment'));
}

/** Asks the password again first when the server wants it (decision 053). */
export function useStartMfaEnrolment(withProof: WithProof) {
  return useMutation({ mutationFn: () => withProof(startMfaEnrolment) });
}

/** POST /api/me/mfa: the first code turns the second factor on; the recovery codes come back. */
export function confirmMfaEnrolment(body: TConfirmMfaRequest) {
  return answer(call('confirmSecondFactor', { body }));
}

/** Asks the password again first when the server wants it (decision 053). */
export function useConfirmMfaEnrolment(withProof: WithProof) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConfirmMfaRequest) => withProof(() => confirmMfaEnrolment(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

/** POST /api/me/mfa/disable: the password and a code turn the second factor off. */
export function disableMfa(body: TDisableMfaRequest) {
  return answer(call('disableSecondFactor', { body }));
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

/** POST /api/me/mfa/recovery-codes: ten new recovery codes; the earlier ones stop working. */
export function renewRecoveryCodes() {
  return answer(call('renewRecoveryCodes'));
}

/** Asks the password again first when the server wants it (decision 053). */
export function useRenewRecoveryCodes(withProof: WithProof) {
  return useMutation({ mutationFn: () => withProof(renewRecoveryCodes) });
}

/** DELETE /api/users/{id}/mfa: the Admin resets another user's second factor (a lost phone). */
export function resetSecondFactor(userId: number) {
  return answer(call('resetUserSecondFactor', { params: { id: userId } }));
}

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: (_answer, userId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(userId) }),
  });
}
