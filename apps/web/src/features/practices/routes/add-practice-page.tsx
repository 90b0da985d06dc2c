import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { TEXTS } from '../../../lib/texts';
import { useCreatePractice } from '../api/create-practice';
import { AddPracticeForm } from '../components/add-practice-form';

/** /admin/add-practice: practice and first user in one go; then the practice's details. */
export function AddPracticePage() {
  const navigate = useNavigate();
  const create = useCreatePractice();
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.addPracticeTitle} />
      <AddPracticeForm
        pending={create.isPending}
        cancelTo="/admin/practices"
        submitError={create.error}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: (practice) => navigate(`/admin/practice-details/${practice.id}`),
          })
        }
      />
    </section>
  );
}
