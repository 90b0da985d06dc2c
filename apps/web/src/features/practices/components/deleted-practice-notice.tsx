import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { RefObject } from 'react';
import { useReinstatePractice } from '../../../api/practices-mutations';
import { Icon } from '../../../components/icons/icon';
import { faRotateLeft } from '../../../components/icons/solid/rotate-left';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';

type Props = {
  practice: { id: number; name: string; is_active: boolean };
  /** Where the focus goes once the notice (and its button) is gone. */
  fallbackFocus?: RefObject<HTMLElement | null>;
};

/**
 * On a deleted practice's pages: says so, and offers the one change allowed, reinstating it.
 * Once it is active again the notice region says so (screen readers announce it).
 */
export function DeletedPracticeNotice({ practice, fallbackFocus }: Props) {
  const reinstatement = useConfirmedAction(useReinstatePractice());
  const wasDeleted = !practice.is_active;

  return (
    <>
      {wasDeleted ? (
        <div className="flex flex-col gap-3 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <p className="font-bold">{TEXTS.practiceIsDeleted}</p>
            <p className="text-sm">{TEXTS.practiceDeletedExplanation}</p>
          </div>
          <Button
            variant="secondary"
            onClick={() => reinstatement.ask(practice.id, TEXTS.practiceReinstated(practice.name))}
          >
            <Icon icon={faRotateLeft} />
            {TEXTS.reinstatePracticeButton}
          </Button>
          <ConfirmDialog
            question={MESSAGES.reinstatePracticeConfirm}
            confirmVariant="primary"
            fallbackFocus={fallbackFocus}
            {...reinstatement.dialogProps}
          />
        </div>
      ) : null}
    </>
  );
}
