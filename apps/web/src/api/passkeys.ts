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
 * The signed-in user's passkeys (decision 072) and the Admin's view of a user's; the login with
 * one is in passkeys-login.ts. The browser's half of each ceremony is passed in by the caller:
 * lib/passkey-sign-in.ts signs, features/account/passkeys/passkey-registration.ts makes a new one.
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

/** GET /api/users/{id}/passkeys: a user's passkeys, as the Admin sees them. */
export function useUserPasskeys(userId: number) {
  return useQuery({
    queryKey: queryKeys.users.passkeys(userId),
    queryFn: ({ signal }) => answer(call('listUserPasskeys', { params: { id: userId }, signal })),
  });
}

/** DELETE /api/users/{id}/passkeys/{passkeyId}: the Admin removes a user's passkey. */
export function useRemoveUserPasskey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkeyId: number) =>
      answer(
        call('removeUserPasskey', {
          params: { id: userId, passkeyId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.passkeys(userId) }),
  });
}
