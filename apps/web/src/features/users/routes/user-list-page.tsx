import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useRef } from 'react';
import { ActionLink } from '../../../components/ui/action-link';
import { DeletedItemsSection } from '../../../components/ui/deleted-items-section';
import { NameSearchField } from '../../../components/ui/name-search-field';
import { PageHeader } from '../../../components/ui/page-header';
import { TEXTS } from '../../../lib/texts';
import { useListSearch } from '../../../lib/use-list-params';
import { DeletedUserTable } from '../components/deleted-user-table';
import { UserTable } from '../components/user-table';

/**
 * /admin/customers (spec §2): search by name, sortable columns, pages, delete and reinstate.
 * The server searches, sorts and pages; the address keeps the search, sort and page.
 */
export function UserListPage() {
  const [search, setSearch] = useListSearch();
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.usersTitle}>
        <ActionLink variant="button" to="/admin/add-customer">
          {TEXTS.addUserLink}
        </ActionLink>
      </PageHeader>
      <NameSearchField ref={searchRef} value={search} onChange={setSearch} />
      <UserTable fallbackFocus={searchRef} />
      <DeletedItemsSection
        showLabel={MESSAGES.showDeletedUsers}
        hideLabel={MESSAGES.hideDeletedUsers}
        title={TEXTS.deletedUsersTitle}
      >
        <DeletedUserTable fallbackFocus={searchRef} />
      </DeletedItemsSection>
    </section>
  );
}
