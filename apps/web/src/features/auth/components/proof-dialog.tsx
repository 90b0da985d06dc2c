import { ERROR_CODES } from '@praktijkportaal/contract/error-codes';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { proveWithPasskey } from '../../../api/passkeys';
import { reauthenticate, type WithProof } from '../../../api/second-factor';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { PasskeyCeremonyError, passkeysSupported, signWithPasskey } from '../lib/passkey-sign-in';
import { MFA_TEXTS } from '../mfa-texts';
import { PASSKEY_TEXTS } from '../passkey-texts';

/** The server wants the password again before it changes a login factor (decision 053). */
const needsProof = (failure: unknown) =>
  failure instanceof ApiError && failure.body?.code === ERROR_CODES.reauthenticationRequired;

type Asking = { proven: () => void; cancelled: () => void };

/**
 * Step-up (issue #27 item 4): `withProof(action)` runs the action; when the server asks for the
 * password again, a dialog asks it, and the same action runs again once it is proven. The form
 * that asked keeps what was typed meanwhile; cancelling fails the action with the server's reason.
 */
export function useProof(): { withProof: WithProof; dialog: ReactNode } {
  const [asking, setAsking] = useState<Asking | null>(null);

  const withProof = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (failure) {
      if (!needsProof(failure)) throw failure;
      await new Promise<void>((resolve, reject) =>
        setAsking({ proven: resolve, cancelled: () => reject(failure) }),
      );
      return action();
    }
  }, []);

  const dialog = (
    <ProofDialog
      open={asking !== null}
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
  onProven,
  onCancel,
}: {
  open: boolean;
  onProven: () => void;
  onCancel: () => void;
}) {
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
    if (password === '') {
      setError(MFA_TEXTS.proofPasswordMissing);
      fieldRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await reauthenticate({ password });
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
        signWithPasskey(options, { cancelledMessage: PASSKEY_TEXTS.proofCancelled }),
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
      question={MFA_TEXTS.proofQuestion}
      confirmLabel={pending ? MFA_TEXTS.confirming : MFA_TEXTS.confirm}
      cancelLabel={MFA_TEXTS.cancel}
      confirmVariant="primary"
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      initialFocus={fieldRef}
    >
      <p className="mb-4 text-sm text-slate-700">{MFA_TEXTS.proofIntro}</p>
      <TextField
        ref={fieldRef}
        label={MFA_TEXTS.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {passkeysSupported() ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={pending}
          onClick={() => void confirmWithPasskey()}
        >
          {PASSKEY_TEXTS.proofButton}
        </Button>
      ) : null}
    </ConfirmDialog>
  );
}
