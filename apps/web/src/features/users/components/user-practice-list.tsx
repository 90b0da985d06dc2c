import { PRACTICE_MEMBER_TYPES } from '@praktijkportaal/contract/roles';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import type { RefObject } from 'react';
import { useDetachPractice, useUpdatePracticeDepartments } from '../../../api/users-mutations';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { DepartmentCheckboxes } from './department-checkboxes';

/**
 * The user's practices, each with Verwijderen (after a Ja, as on the practice's page); Klant
 * and Manager also choose departments, and hear what was saved. The departments of a deleted user
 * or practice stay as they are.
 */
export function UserPracticeList({
  user,
  fallbackFocus,
}: {
  user: TUserWithPractices;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const detachment = useConfirmedAction(useDetachPractice(user.id));
  const departments = useUpdatePracticeDepartments(user.id);
  const hasDepartments = PRACTICE_MEMBER_TYPES.some((type) => type === user.type);
  const detaching = user.practices.find((practice) => practice.id === detachment.subject);
  const savedPractice = user.practices.find(
    (practice) => practice.id === departments.variables?.practiceId,
  );

  return (
    <div className="flex flex-col gap-3">
      {departments.isError ? <Alert>{apiErrorMessage(departments.error)}</Alert> : null}
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {departments.isSuccess && savedPractice
          ? TEXTS.departmentsSaved(savedPractice.name, departments.variables.departments)
          : ''}
      </p>
      {user.practices.length === 0 ? (
        <p className="text-slate-600">{TEXTS.noUserPractices}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {user.practices.map((practice) => (
            <li
              key={practice.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-2">
                <span>
                  <ActionLink to={`/admin/practice-details/${practice.id}`}>
                    {practice.name}
                  </ActionLink>
                  {practice.is_active ? null : (
                    <span className="ml-2 text-sm text-slate-600">{TEXTS.practiceDeletedNote}</span>
                  )}
                </span>
                {hasDepartments ? (
                  <DepartmentCheckboxes
                    practice={practice}
                    disabled={!user.is_active || !practice.is_active}
                    onChange={(chosen) =>
                      departments.mutateAsync({ practiceId: practice.id, departments: chosen })
                    }
                  />
                ) : null}
              </div>
              <Button
                variant="secondary"
                className="shrink-0 self-start sm:self-center"
                aria-label={`${TEXTS.detachPractice}: ${practice.name}`}
                onClick={() => detachment.ask(practice.id)}
              >
                {TEXTS.detachPractice}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        question={TEXTS.detachConfirm(user.name, detaching?.name ?? '')}
        fallbackFocus={fallbackFocus}
        {...detachment.dialogProps}
      />
    </div>
  );
}
