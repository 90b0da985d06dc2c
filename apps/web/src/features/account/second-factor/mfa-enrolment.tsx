import { type FormEvent, useRef, useState } from 'react';
import { useConfirmMfaEnrolment, useStartMfaEnrolment } from '../../../api/second-factor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorMessage, formFailureMessage } from '../../../lib/api-error-message';
import { useProof } from '../proof/proof-dialog';
import { MFA_TEXTS } from './mfa-texts';

/** The secret in groups of four, as apps show and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning the second factor on: a new secret as a QR code (drawn by the server, no outside
 * service) and as text, then the app's first code; `onEnabled` gets the recovery codes.
 */
export function MfaEnrolment({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { withProof, dialog } = useProof();
  const start = useStartMfaEnrolment(withProof);
  const confirm = useConfirmMfaEnrolment(withProof);
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const enrolment = start.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    confirm.mutate(
      { code },
      {
        onSuccess: (answer) => onEnabled(answer.recovery_codes),
        onError: () => codeRef.current?.select(),
      },
    );
  };

  if (!enrolment) {
    return (
      <div className="flex flex-col items-start gap-3">
        {start.isError ? <Alert>{formFailureMessage(start.error, [])}</Alert> : null}
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? MFA_TEXTS.starting : MFA_TEXTS.start}
        </Button>
        {dialog}
      </div>
    );
  }

  return (
    <div className="flex max-w-md flex-col gap-4">
      <p className="font-semibold">{MFA_TEXTS.step1}</p>
      <img
        src={enrolment.qr_code}
        alt={MFA_TEXTS.qrAlt}
        width={200}
        height={200}
        className="h-[200px] w-[200px] rounded-md border border-slate-200 bg-white"
      />
      <div>
        <p className="text-sm text-slate-700">{MFA_TEXTS.manualEntry}</p>
        <code className="mt-1 block text-base break-words select-all" data-testid="mfa-secret">
          {grouped(enrolment.secret)}
        </code>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="font-semibold">{MFA_TEXTS.step2}</p>
        {confirm.isError && !fieldErrorMessage(confirm.error, 'code') ? (
          <Alert>{formFailureMessage(confirm.error, ['code'])}</Alert>
        ) : null}
        <TextField
          ref={codeRef}
          label={MFA_TEXTS.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldErrorMessage(confirm.error, 'code')}
        />
        <div>
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? MFA_TEXTS.confirming : MFA_TEXTS.confirm}
          </Button>
        </div>
      </form>
      {dialog}
    </div>
  );
}
