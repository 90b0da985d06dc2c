import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUser } from '@praktijkportaal/contract/users';
import { useSendInvitation } from '../../../api/users-mutations';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';

/**
 * Sends the invitation mail again, after a question (it voids the earlier link). Shown only while
 * the user has no password; should one be set meanwhile, the server refuses and the dialog says why.
 */
export function SendInvitationButton({ user }: { user: Pick<TUser, 'id' | 'email'> }) {
  const invitation = useConfirmedAction(useSendInvitation());
  return (
    <>
      <Button variant="secondary" onClick={() => invitation.ask(user.id, MESSAGES.invitationSent)}>
        {TEXTS.sendInvitation}
      </Button>
      <ConfirmDialog
        question={TEXTS.sendInvitationQuestion(user.email)}
        confirmVariant="primary"
        {...invitation.dialogProps}
      />
    </>
  );
}
