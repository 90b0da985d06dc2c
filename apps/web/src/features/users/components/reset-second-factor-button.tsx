import type { TUser } from '@praktijkportaal/contract/users';
import { useSignedInUserId } from '../../../api/me';
import { useResetSecondFactor } from '../../../api/second-factor';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';

/**
 * Resets a user's second factor after a question; the user page shows it only
 * while one is on, as the spec's facts of a user stay four. Not offered for the Admin's own: that
 * goes off with the password and a code (the server refuses it too).
 */
export function ResetSecondFactorButton({ user }: { user: Pick<TUser, 'id' | 'name'> }) {
  const reset = useConfirmedAction(useResetSecondFactor());
  if (useSignedInUserId() === user.id) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => reset.ask(user.id, TEXTS.secondFactorReset(user.name))}
      >
        {TEXTS.resetSecondFactor}
      </Button>
      <ConfirmDialog question={TEXTS.resetSecondFactorQuestion(user.name)} {...reset.dialogProps} />
    </>
  );
}
