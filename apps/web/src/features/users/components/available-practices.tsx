import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusText } from '../../../components/ui/status-text';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
import { useAttachPractice } from '../api/attach-practice';
import { usePractices } from '../api/get-practices';

/** The active practices the user is not linked to yet, each with Toevoegen (spec §2, §4). */
export function AvailablePractices({ user }: { user: TUserWithPractices }) {
  const practices = usePractices();
  const attach = useAttachPractice(user.id);
  const available = useMemo(() => {
    const linked = new Set(user.practices.map((practice) => practice.id));
    return (practices.data ?? []).filter((practice) => !linked.has(practice.id));
  }, [practices.data, user.practices]);

  if (practices.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (practices.isError) return <Alert>{TEXTS.practicesLoadFailed}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      {attach.isError ? <Alert>{apiErrorMessage(attach.error)}</Alert> : null}
      {available.length === 0 ? (
        <p className="text-slate-600">{TEXTS.noAvailablePractices}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {available.map((practice) => (
            <li key={practice.id} className="flex items-center justify-between gap-3 px-4 py-2">
              <span className="min-w-0 break-words">{practice.name}</span>
              <Button
                variant="secondary"
                className="shrink-0"
                aria-label={`${TEXTS.attachPractice}: ${practice.name}`}
                disabled={attach.isPending}
                onClick={() => attach.mutate(practice.id)}
              >
                {TEXTS.attachPractice}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
