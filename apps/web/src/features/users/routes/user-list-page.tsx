import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useRef, useState } from 'react';
import { ActionLink } from '../../../components/ui/action-link';
import { DeletedItemsSection } from '../../../components/ui/deleted-items-section';
import { NameSearchField } from '../../../components/ui/name-search-field';
import { PageHeader } from '../../../components/ui/page-header';
import { TEXTS } from '../../../lib/texts';
import { DeletedUserTable } from '../components/deleted-user-table';
import { UserTable } from '../components/user-table';

/**
 * /admin/customers (spec §2): search by name, sortable columns, delete and reinstate. Each key
 * filters at once, in the same render as the field: the table searches a lower-case index and
 * renders one batch of rows, which costs less than the second render a deferred search took
 * (bench/web-lists.mjs).
 */
export function UserListPage() {
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.usersTitle}>
        <ActionLink variant="button" to="/admin/add-customer">
          {TEXTS.addUserLink}
        </ActionLink>
      </PageHeader>
      <NameSearchField ref={searchRef} value={search} onChange={setSearch} />
      <UserTable search={search} fallbackFocus={searchRef} />
      <DeletedItemsSection
        showLabel={MESSAGES.showDeletedUsers}
        hideLabel={MESSAGES.hideDeletedUsers}
        title={TEXTS.deletedUsersTitle}
      >
        <DeletedUserTable search={search} fallbackFocus={searchRef} />
      </DeletedItemsSection>
    </section>
  );
}
