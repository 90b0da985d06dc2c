import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useDeferredValue, useRef, useState } from 'react';
import { ActionLink } from '../../../components/ui/action-link';
import { DeletedItemsSection } from '../../../components/ui/deleted-items-section';
import { NameSearchField } from '../../../components/ui/name-search-field';
import { PageHeader } from '../../../components/ui/page-header';
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
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.usersTitle}>
        <ActionLink variant="button" to="/admin/add-customer">
          {TEXTS.addUserLink}
        </ActionLink>
      </PageHeader>
      <NameSearchField ref={searchRef} value={search} onChange={setSearch} />
      <div className={search === deferredSearch ? '' : 'opacity-70'}>
        <UserTable search={deferredSearch} fallbackFocus={searchRef} />
      </div>
      <DeletedItemsSection
        showLabel={MESSAGES.showDeletedUsers}
        hideLabel={MESSAGES.hideDeletedUsers}
        title={TEXTS.deletedUsersTitle}
      >
        <DeletedUserTable search={deferredSearch} fallbackFocus={searchRef} />
      </DeletedItemsSection>
    </section>
  );
}
