import { useRef, useState } from 'react';
import { useRenewRecoveryCodes } from '../../../api/second-factor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useProof } from '../proof/proof-dialog';
import { MFA_TEXTS } from './mfa-texts';

/** Ten new recovery codes after a question (and the password, when the server asks it again). */
export function RecoveryCodesRenewal({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const { withProof, dialog } = useProof();
  const renew = useRenewRecoveryCodes(withProof);
  const [asking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex flex-col items-start gap-3">
      {renew.isError ? <Alert>{apiErrorMessage(renew.error)}</Alert> : null}
      <Button
        ref={buttonRef}
        variant="secondary"
        onClick={() => setAsking(true)}
        aria-disabled={renew.isPending || undefined}
      >
        {MFA_TEXTS.renewCodes}
      </Button>
      <ConfirmDialog
        open={asking}
        question={MFA_TEXTS.renewCodesQuestion}
        confirmVariant="primary"
        fallbackFocus={buttonRef}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          renew.mutate(undefined, { onSuccess: (answer) => onRenewed(answer.recovery_codes) });
        }}
      />
      {dialog}
    </div>
  );
}
