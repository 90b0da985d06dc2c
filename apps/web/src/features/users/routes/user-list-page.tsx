import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useDeferredValue, useRef, useState } from 'react';
import { ActionLink } from '../../../components/ui/action-link';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { TEXTS } from '../../../lib/texts';
import { DeletedUserTable } from '../components/deleted-user-table';
import { UserTable } from '../components/user-table';

/**
 * /admin/customers (spec §2): search by name, sortable columns, delete and reinstate. The
 * search is deferred, so typing stays smooth while thousands of rows are filtered.
 */
export function UserListPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [showDeleted, setShowDeleted] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.usersTitle}>
        <ActionLink variant="button" to="/admin/add-customer">
          {TEXTS.addUserLink}
        </ActionLink>
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
      <div className={search === deferredSearch ? '' : 'opacity-70'}>
        <UserTable search={deferredSearch} fallbackFocus={searchRef} />
      </div>
      <div>
        <Button variant="secondary" onClick={() => setShowDeleted((shown) => !shown)}>
          {showDeleted ? MESSAGES.hideDeletedUsers : MESSAGES.showDeletedUsers}
        </Button>
      </div>
      {showDeleted ? (
        <section aria-labelledby="verwijderde-gebruikers" className="flex flex-col gap-3">
          <h2 id="verwijderde-gebruikers" className="text-xl font-bold">
            {TEXTS.deletedUsersTitle}
          </h2>
          <DeletedUserTable search={deferredSearch} fallbackFocus={searchRef} />
        </section>
      ) : null}
    </section>
  );
}
