import { LIST_PAGE_SIZE, PRACTICE_SORTS } from '@praktijkportaal/contract/list-fields';
import type { TWhatsNew } from '@praktijkportaal/contract/whats-new';
import { useRef } from 'react';
import { Link } from 'react-router';
import { usePractices } from '../../../api/practices';
import { Icon } from '../../../components/icons/icon';
import { faChevronRight } from '../../../components/icons/solid/chevron-right';
import { Alert } from '../../../components/ui/alert';
import { NameSearchField } from '../../../components/ui/name-search-field';
import { Pager } from '../../../components/ui/pager';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { useListParams, useListSearch, useNoPagePastTheEnd } from '../../../lib/use-list-params';
import { whatsNewText } from '../lib/whats-new-parts';
import { MEMBER_TEXTS } from '../texts';

/**
 * A Manager's practices as cards, a page at a time and searched by name on the server (the
 * address keeps both); each opens that practice's dashboards.
 */
export function PracticePicker() {
  const [search, setSearch] = useListSearch();
  const searchRef = useRef<HTMLInputElement>(null);
  const params = useListParams(PRACTICE_SORTS);
  const practices = usePractices(params.query);
  useNoPagePastTheEnd(params, practices.isPlaceholderData ? undefined : practices.data?.total);

  return (
    <div className="flex flex-col gap-4">
      <NameSearchField ref={searchRef} value={search} onChange={setSearch} />
      {practices.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {practices.isError ? <Alert>{TEXTS.practicesLoadFailed}</Alert> : null}
      {practices.data?.rows.length === 0 ? (
        <p className="text-slate-600">{TEXTS.noPracticesFound}</p>
      ) : null}
      {practices.data && practices.data.rows.length > 0 ? (
        <>
          <ul
            aria-busy={practices.isPlaceholderData || undefined}
            className="grid gap-4 aria-busy:opacity-60 sm:grid-cols-2"
          >
            {practices.data.rows.map((practice) => (
              <li key={practice.id}>
                <Link
                  to={`/practice/${practice.id}`}
                  className="group flex h-full items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-theme-600 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
                >
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="text-lg font-semibold text-theme-800 group-hover:underline">
                      {practice.name}
                    </span>
                    {practice.description ? (
                      <span className="text-sm text-slate-600">{practice.description}</span>
                    ) : null}
                    {practice.whats_new ? <WhatsNewLine counts={practice.whats_new} /> : null}
                  </span>
                  <Icon icon={faChevronRight} className="text-theme-700" />
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            list={MEMBER_TEXTS.choosePractice}
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

/** What is new in the practice for the reader, part of the card's name (decision 095). */
function WhatsNewLine({ counts }: { counts: TWhatsNew }) {
  const anything = counts.new_reports > 0 || counts.new_files > 0;
  return (
    <span className={`text-sm ${anything ? 'font-semibold text-theme-800' : 'text-slate-600'}`}>
      {whatsNewText(counts)}
    </span>
  );
}
