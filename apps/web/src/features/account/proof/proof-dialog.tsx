import { ERROR_CODES } from '@praktijkportaal/contract/error-codes';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useMe } from '../../../api/me';
import { proveWithPasskey } from '../../../api/passkeys';
import { reauthenticate, type WithProof } from '../../../api/second-factor';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useHydrated } from '../../../lib/hydration';
import {
  PasskeyCeremonyError,
  passkeysSupported,
  signWithPasskey,
} from '../../../lib/passkey-sign-in';
import { PROOF_TEXTS } from './proof-texts';

/**
 * What the server wants proven before it changes a login factor: the password (decision 053),
 * or for a user with a second factor a code or a passkey (decision 087); null for anything else.
 */
function proofAskedBy(failure: unknown): ProofKind | null {
  if (!(failure instanceof ApiError)) return null;
  if (failure.body?.code === ERROR_CODES.reauthenticationRequired) return 'password';
  if (failure.body?.code === ERROR_CODES.secondFactorProofRequired) return 'second_factor';
  return null;
}

type ProofKind = 'password' | 'second_factor';
type Asking = { kind: ProofKind; proven: () => void; cancelled: () => void };

/**
 * Step-up: `withProof(action)` runs the action; when the server asks for the
 * password again, a dialog asks it, and the same action runs again once it is proven. The form
 * that asked keeps what was typed meanwhile; cancelling fails the action with the server's reason.
 */
export function useProof(): { withProof: WithProof; dialog: ReactNode } {
  const [asking, setAsking] = useState<Asking | null>(null);

  const withProof = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (failure) {
      const kind = proofAskedBy(failure);
      if (!kind) throw failure;
      await new Promise<void>((resolve, reject) =>
        setAsking({ kind, proven: resolve, cancelled: () => reject(failure) }),
      );
      return action();
    }
  }, []);

  const dialog = (
    <ProofDialog
      open={asking !== null}
      kind={asking?.kind ?? 'password'}
      onProven={() => {
        asking?.proven();
        setAsking(null);
      }}
      onCancel={() => {
        asking?.cancelled();
        setAsking(null);
      }}
    />
  );
  return { withProof, dialog };
}

function ProofDialog({
  open,
  kind,
  onProven,
  onCancel,
}: {
  open: boolean;
  kind: ProofKind;
  onProven: () => void;
  onCancel: () => void;
}) {
  // Whether this browser has passkeys is known in the browser only: the server's page, and the
  // render that takes it over, go without the button.
  const hydrated = useHydrated();
  const me = useMe().data;
  // With a second factor the app's code (or a passkey) proves it; without the app, a passkey.
  const field: 'password' | 'code' | null =
    kind === 'password' ? 'password' : me?.mfa_enabled ? 'code' : null;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) return;
    setPassword('');
    setError(null);
  }, [open]);

  async function confirm() {
    if (field === null) {
      await confirmWithPasskey();
      return;
    }
    if (password === '') {
      setError(field === 'code' ? PROOF_TEXTS.codeMissing : PROOF_TEXTS.passwordMissing);
      fieldRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await reauthenticate(field === 'code' ? { code: password } : { password });
      onProven();
    } catch (failure) {
      setError(apiErrorMessage(failure));
      fieldRef.current?.select();
    } finally {
      setPending(false);
    }
  }

  /** A passkey proves it as well as the password (decision 072). */
  async function confirmWithPasskey() {
    setPending(true);
    setError(null);
    try {
      await proveWithPasskey((options) =>
        signWithPasskey(options, { cancelledMessage: PROOF_TEXTS.passkeyCancelled }),
      );
      onProven();
    } catch (failure) {
      setError(
        failure instanceof PasskeyCeremonyError ? failure.message : apiErrorMessage(failure),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      question={PROOF_TEXTS.question}
      confirmLabel={
        pending
          ? PROOF_TEXTS.confirming
          : field === null
            ? PROOF_TEXTS.passkeyButton
            : PROOF_TEXTS.confirm
      }
      cancelLabel={PROOF_TEXTS.cancel}
      confirmVariant="primary"
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      initialFocus={fieldRef}
    >
      <p className="mb-4 text-sm text-slate-700">
        {field === 'password'
          ? PROOF_TEXTS.intro
          : field === 'code'
            ? PROOF_TEXTS.introWithCode
            : PROOF_TEXTS.introWithPasskey}
      </p>
      {field === 'password' ? (
        <TextField
          ref={fieldRef}
          label={PROOF_TEXTS.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : field === 'code' ? (
        <TextField
          ref={fieldRef}
          label={PROOF_TEXTS.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      {field !== null && hydrated && passkeysSupported() ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={pending}
          onClick={() => void confirmWithPasskey()}
        >
          {PROOF_TEXTS.passkeyButton}
        </Button>
      ) : null}
    </ConfirmDialog>
  );
}
