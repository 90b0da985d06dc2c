import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loginWithPasskey, passkeyLoginOptions } from '../../../api/passkeys-login';
import { apiErrorMessage } from '../../../lib/api-error-message';

// The browser's ceremony code loads after the login page shows (its first bundle has a budget).
const loadCeremony = () => import('../../../lib/passkey-sign-in');

/**
 * Logging in with a passkey (decision 072): offered in the e-mail field's
 * autofill from the start (conditional mediation), and by the button, which ends the autofill's
 * ceremony and opens the browser's own dialog. A failure is a sentence for the form; a person
 * who broke off the dialog is told so.
 */
export function usePasskeyLogin(onLoggedIn: (user: TUserWithPractices) => Promise<void>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const active = useRef(true);
  // Read through a ref: the form's handler is new at every render, the ceremony must not be.
  const loggedIn = useRef(onLoggedIn);
  loggedIn.current = onLoggedIn;

  const logIn = useCallback(async (autofill: boolean): Promise<void> => {
    const ceremony = await loadCeremony();
    if (autofill && !(await ceremony.passkeyAutofillSupported())) return;
    if (!active.current) return;
    try {
      const options = await passkeyLoginOptions();
      const response = await ceremony.signWithPasskey(options, { autofill });
      setPending(true);
      setFailure(null);
      await loggedIn.current(await loginWithPasskey({ response }));
    } catch (error) {
      if (!active.current) return;
      setPending(false);
      // The autofill's ceremony ends quietly: when the button starts one of its own, and when
      // the browser cannot offer passkeys here (an address that is an IP number, say). Only
      // the server's answer to a passkey the person picked is worth telling.
      if (autofill && error instanceof ceremony.PasskeyCeremonyError) return;
      setFailure(
        error instanceof ceremony.PasskeyCeremonyError ? error.message : apiErrorMessage(error),
      );
      // After the dialog the autofill is offered again; not after the autofill's own failure,
      // or an authenticator that answers without a person would go round and round.
      if (!autofill) void logIn(true);
    }
  }, []);

  useEffect(() => {
    active.current = true;
    void logIn(true);
    return () => {
      active.current = false;
      void loadCeremony().then((ceremony) => ceremony.cancelPasskeyCeremony());
    };
  }, [logIn]);

  return {
    failure,
    pending,
    /** The button: the browser's passkey dialog. */
    logInWithDialog: () => {
      setFailure(null);
      void logIn(false);
    },
    clearFailure: () => setFailure(null),
  };
}
