import { LIST_PAGE_SIZE, PRACTICE_SORTS } from '@praktijkportaal/contract/list-fields';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useRef } from 'react';
import { useAvailablePractices } from '../../../api/practices';
import { useAttachPractice } from '../../../api/users-mutations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NameSearchField } from '../../../components/ui/name-search-field';
import { Pager } from '../../../components/ui/pager';
import { StatusText } from '../../../components/ui/status-text';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
import { useListParams, useListSearch, useNoPagePastTheEnd } from '../../../lib/use-list-params';

/**
 * A page of the active practices the user is not linked to yet, each with Toevoegen (spec §2,
 * §4), searched by name on the server; the address keeps the search and page.
 */
export function AvailablePractices({ user }: { user: TUserWithPractices }) {
  const [search, setSearch] = useListSearch();
  const searchRef = useRef<HTMLInputElement>(null);
  const params = useListParams(PRACTICE_SORTS);
  const practices = useAvailablePractices(user.id, params.query);
  const attach = useAttachPractice(user.id);
  useNoPagePastTheEnd(params, practices.isPlaceholderData ? undefined : practices.data?.total);

  return (
    <div className="flex flex-col gap-3">
      <NameSearchField ref={searchRef} value={search} onChange={setSearch} />
      {attach.isError ? <Alert>{apiErrorMessage(attach.error)}</Alert> : null}
      {practices.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {practices.isError ? <Alert>{TEXTS.practicesLoadFailed}</Alert> : null}
      {practices.data?.rows.length === 0 ? (
        <p className="text-slate-600">
          {params.q ? TEXTS.noPracticesFound : TEXTS.noAvailablePractices}
        </p>
      ) : null}
      {practices.data && practices.data.rows.length > 0 ? (
        <>
          <ul
            aria-busy={practices.isPlaceholderData || undefined}
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white aria-busy:opacity-60"
          >
            {practices.data.rows.map((practice) => (
              <li key={practice.id} className="flex items-center justify-between gap-3 px-4 py-2">
                <span className="min-w-0">{practice.name}</span>
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
          <Pager
            list={TEXTS.availablePracticesTitle}
            page={params.page}
            pageCount={Math.ceil(practices.data.total / LIST_PAGE_SIZE)}
            count={TEXTS.practiceCount(practices.data.total)}
            onPage={params.setPage}
          />
        </>
      ) : null}
    </div>
  );
}
