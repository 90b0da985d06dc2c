import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useNavigate } from 'react-router';
import { useUser } from '../../../api/users';
import { useUpdateUser } from '../../../api/users-mutations';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { notify } from '../../../lib/notices';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { UserForm } from '../components/user-form';

/** /admin/edit-customer/{userId}: the same form, filled in; then back to the user's details. */
export function EditUserPage() {
  const userId = useIdParam('userId');
  const navigate = useNavigate();
  const user = useUser(userId);
  const update = useUpdateUser(userId);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.editUserTitle} />
      {user.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {user.isError ? <Alert>{MESSAGES.userFetchFailed}</Alert> : null}
      {user.data ? (
        <UserForm
          key={user.data.id}
          mode="edit"
          defaultValues={{
            name: user.data.name,
            email: user.data.email,
            type: user.data.type,
            password: '',
          }}
          cancelTo={`/admin/customer-details/${userId}`}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values);
            await navigate(`/admin/customer-details/${userId}`);
            notify(TEXTS.userSaved(saved.name));
          }}
        />
      ) : null}
    </section>
  );
}
