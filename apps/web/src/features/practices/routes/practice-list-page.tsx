import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { useRef } from 'react';
import { useOutletContext } from 'react-router';
import { ActionLink } from '../../../components/ui/action-link';
import { DeletedItemsSection } from '../../../components/ui/deleted-items-section';
import { NameSearchField } from '../../../components/ui/name-search-field';
import { PageHeader } from '../../../components/ui/page-header';
import { TEXTS } from '../../../lib/texts';
import { useListSearch } from '../../../lib/use-list-params';
import { DeletedPracticeTable } from '../components/deleted-practice-table';
import { PracticeTable } from '../components/practice-table';

const adminDetailsPath = (practiceId: number) => `/admin/practice-details/${practiceId}`;
const coachDetailsPath = (practiceId: number) => `/coach/practice-details/${practiceId}`;

/**
 * The practice list (spec §2): the Admin's /admin/practices and the Coach's home. Both search,
 * sort and page (on the server, kept in the address); the Admin also edits, deletes and
 * reinstates.
 */
export function PracticeListPage() {
  const user = useOutletContext<TSessionUser>();
  const manage = user.type === 'Admin';
  const [search, setSearch] = useListSearch();
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.practicesTitle}>
        {manage ? (
          <ActionLink variant="button" to="/admin/add-practice">
            {TEXTS.addPracticeLink}
          </ActionLink>
        ) : null}
      </PageHeader>
      <NameSearchField ref={searchRef} value={search} onChange={setSearch} />
      <PracticeTable
        detailsPath={manage ? adminDetailsPath : coachDetailsPath}
        manage={manage}
        fallbackFocus={searchRef}
      />
      {manage ? (
        <DeletedItemsSection
          showLabel={TEXTS.showDeletedPractices}
          hideLabel={TEXTS.hideDeletedPractices}
          title={TEXTS.deletedPracticesTitle}
        >
          <DeletedPracticeTable fallbackFocus={searchRef} />
        </DeletedItemsSection>
      ) : null}
    </section>
  );
}
