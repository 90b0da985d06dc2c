import { useRef, useState } from 'react';
import { useDisableMfa } from '../../../api/second-factor';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorMessage, formFailureMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/notices';
import { MFA_TEXTS } from './mfa-texts';

/** Turning the second factor off: a real dialog asking the password and a code. */
export function MfaTurnOff() {
  const disable = useDisableMfa();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const ask = () => {
    disable.reset();
    setPassword('');
    setCode('');
    setOpen(true);
  };
  const confirm = () =>
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          setOpen(false);
          notify(MFA_TEXTS.turnedOff);
        },
      },
    );

  return (
    <div>
      <Button ref={buttonRef} variant="secondary" onClick={ask}>
        {MFA_TEXTS.turnOff}
      </Button>
      <ConfirmDialog
        open={open}
        question={MFA_TEXTS.turnOffConfirm}
        pending={disable.isPending}
        error={formFailureMessage(disable.error, ['password', 'code'])}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        fallbackFocus={buttonRef}
        initialFocus={passwordRef}
      >
        <div className="flex flex-col gap-4">
          <TextField
            ref={passwordRef}
            label={MFA_TEXTS.passwordLabel}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrorMessage(disable.error, 'password')}
          />
          <TextField
            label={MFA_TEXTS.codeLabel}
            hint={MFA_TEXTS.turnOffCodeHint}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldErrorMessage(disable.error, 'code')}
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}
