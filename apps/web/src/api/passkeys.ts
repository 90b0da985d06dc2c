import type {
  TPasskey,
  TPasskeyAuthenticationOptions,
  TPasskeyAuthenticationResponse,
  TPasskeyRegistrationOptions,
  TPasskeyRegistrationResponse,
} from '@praktijkportaal/contract/passkeys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, call } from './client';
import { queryKeys } from './query-keys';
import type { WithProof } from './second-factor';

/*
 * The signed-in user's passkeys (decision 072). The browser's half of each ceremony is passed in
 * by the caller: lib/passkey-sign-in.ts signs, features/account/passkeys/passkey-registration.ts
 * makes a new one.
 */
export type CreatePasskey = (
  options: TPasskeyRegistrationOptions,
) => Promise<TPasskeyRegistrationResponse>;
export type SignWithPasskey = (
  options: TPasskeyAuthenticationOptions,
) => Promise<TPasskeyAuthenticationResponse>;

export const passkeysQueryKey = queryKeys.passkeys;

export const passkeysQuery = queryOptions({
  queryKey: passkeysQueryKey,
  queryFn: () => answer(call('listPasskeys')),
});

export function usePasskeys() {
  return useQuery(passkeysQuery);
}

/**
 * "Passkey toevoegen": the challenge (after the password again when the server asks for it),
 * the browser's ceremony, then the server stores the passkey under a first name.
 */
export function useAddPasskey(withProof: WithProof, createPasskey: CreatePasskey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TPasskey> => {
      const options = await withProof(() => answer(call('passkeyRegistrationOptions')));
      const response = await createPasskey(options);
      return answer(call('addPasskey', { body: { response } }));
    },
    onSuccess: async () => {
      // Adding one may release a user held at the second factor's enrolment.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me, exact: true }),
      ]);
    },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ passkey, name }: { passkey: TPasskey; name: string }) =>
      answer(
        call('renamePasskey', {
          params: { id: passkey.id },
          body: { name },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

export function useRemovePasskey(withProof: WithProof) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkey: TPasskey) =>
      withProof(() => answer(call('removePasskey', { params: { id: passkey.id } }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/**
 * Proves the owner in this session with one of their passkeys (step-up, decision 053); a
 * session held at the second factor's enrolment goes on with it (decision 072).
 */
export async function proveWithPasskey(signWithPasskey: SignWithPasskey) {
  const options = await answer(call('passkeyProofOptions'));
  const response = await signWithPasskey(options);
  await answer(call('reauthenticateWithPasskey', { body: { response } }));
}

/**
 * POST /api/security-report: a security mail's "Dit was ik niet" (decision 088); no session
 * needed. The answer carries the token of the page where a new password is chosen.
 */
export function reportSecurityChange(token: string) {
  return answer(call('reportSecurityChange', { body: { token } }), { keepPageOn401: true });
}
