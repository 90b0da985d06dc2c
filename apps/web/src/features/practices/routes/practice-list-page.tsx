import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { useDeferredValue, useRef, useState } from 'react';
import { useOutletContext } from 'react-router';
import { ActionLink } from '../../../components/ui/action-link';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { TEXTS } from '../../../lib/texts';
import { DeletedPracticeTable } from '../components/deleted-practice-table';
import { PracticeTable } from '../components/practice-table';

const adminDetailsPath = (practiceId: number) => `/admin/practice-details/${practiceId}`;
const coachDetailsPath = (practiceId: number) => `/coach/practice-details/${practiceId}`;

/**
 * The practice list (spec §2): the Admin's /admin/practices and the Coach's home. Both search
 * and sort; the Admin also edits, deletes and reinstates.
 */
export function PracticeListPage() {
  const user = useOutletContext<TSessionUser>();
  const manage = user.type === 'Admin';
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [showDeleted, setShowDeleted] = useState(false);
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
      <div className="max-w-sm">
        <TextField
          ref={searchRef}
          label={TEXTS.searchByName}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <PracticeTable
        search={deferredSearch}
        detailsPath={manage ? adminDetailsPath : coachDetailsPath}
        manage={manage}
        fallbackFocus={searchRef}
      />
      {manage ? (
        <>
          <div>
            <Button variant="secondary" onClick={() => setShowDeleted((shown) => !shown)}>
              {showDeleted ? TEXTS.hideDeletedPractices : TEXTS.showDeletedPractices}
            </Button>
          </div>
          {showDeleted ? (
            <section aria-labelledby="verwijderde-praktijken" className="flex flex-col gap-3">
              <h2 id="verwijderde-praktijken" className="text-xl font-bold">
                {TEXTS.deletedPracticesTitle}
              </h2>
              <DeletedPracticeTable search={deferredSearch} fallbackFocus={searchRef} />
            </section>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
