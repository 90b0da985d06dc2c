import { PRACTICE_MEMBER_TYPES } from '@praktijkportaal/contract/roles';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
import { useDetachPractice } from '../api/detach-practice';
import { useUpdatePracticeDepartments } from '../api/update-practice-departments';
import { DepartmentCheckboxes } from './department-checkboxes';

/** The user's practices, each with Verwijderen; Klant and Manager also choose departments. */
export function UserPracticeList({ user }: { user: TUserWithPractices }) {
  const detach = useDetachPractice(user.id);
  const departments = useUpdatePracticeDepartments(user.id);
  const hasDepartments = PRACTICE_MEMBER_TYPES.some((type) => type === user.type);
  const failure = detach.error ?? departments.error;

  return (
    <div className="flex flex-col gap-3">
      {failure ? <Alert>{apiErrorMessage(failure)}</Alert> : null}
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
                    onChange={(chosen) =>
                      departments.mutate({ practiceId: practice.id, departments: chosen })
                    }
                  />
                ) : null}
              </div>
              <Button
                variant="secondary"
                className="shrink-0 self-start sm:self-center"
                aria-label={`${TEXTS.detachPractice}: ${practice.name}`}
                disabled={detach.isPending}
                onClick={() => detach.mutate(practice.id)}
              >
                {TEXTS.detachPractice}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
