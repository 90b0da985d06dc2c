import { useNavigate } from 'react-router';
import { useCreateUser } from '../../../api/users-mutations';
import { PageHeader } from '../../../components/ui/page-header';
import { notify } from '../../../lib/notices';
import { TEXTS } from '../../../lib/texts';
import { UserForm } from '../components/user-form';

const NEW_USER = { name: '', email: '', password: '', type: 'Klant' } as const;

/** /admin/add-customer: a new user, Klant unless chosen otherwise (spec §9); then its details. */
export function AddUserPage() {
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.addUserTitle} />
      <UserForm
        mode="create"
        defaultValues={NEW_USER}
        cancelTo="/admin/customers"
        onSubmit={async (values, idempotencyKey) => {
          const user = await create.mutateAsync({ body: values, idempotencyKey });
          await navigate(`/admin/customer-details/${user.id}`);
          notify(TEXTS.userAdded(user.name));
        }}
      />
    </section>
  );
}
