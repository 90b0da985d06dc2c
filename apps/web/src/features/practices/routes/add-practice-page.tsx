import { useNavigate } from 'react-router';
import { useCreatePractice } from '../../../api/practices-mutations';
import { PageHeader } from '../../../components/ui/page-header';
import { notify } from '../../../lib/notices';
import { TEXTS } from '../../../lib/texts';
import { AddPracticeForm } from '../components/add-practice-form';

/** /admin/add-practice: practice and first user in one go; then the practice's details. */
export function AddPracticePage() {
  const navigate = useNavigate();
  const create = useCreatePractice();
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.addPracticeTitle} />
      <AddPracticeForm
        cancelTo="/admin/practices"
        onSubmit={async (values, idempotencyKey) => {
          const practice = await create.mutateAsync({ body: values, idempotencyKey });
          await navigate(`/admin/practice-details/${practice.id}`);
          notify(TEXTS.practiceAdded(practice.name));
        }}
      />
    </section>
  );
}
