import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { usePageName } from '../../../lib/page-context';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { usePractice } from '../api/get-practice';
import { useUpdatePractice } from '../api/update-practice';
import { EditPracticeForm } from '../components/edit-practice-form';

/** /admin/edit-practice/{practiceId}; after saving, back to the practice's details. */
export function EditPracticePage() {
  const practiceId = useIdParam('practiceId');
  const navigate = useNavigate();
  const practice = usePractice(practiceId);
  usePageName(practice.data?.name);
  const update = useUpdatePractice(practiceId);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={TEXTS.editPracticeTitle} />
      {practice.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {practice.isError ? <Alert>{TEXTS.practiceLoadFailed}</Alert> : null}
      {practice.data ? (
        <EditPracticeForm
          key={practice.data.id}
          practice={practice.data}
          pending={update.isPending}
          cancelTo={`/admin/practice-details/${practiceId}`}
          submitError={update.error}
          onSubmit={(values) =>
            update.mutate(values, {
              onSuccess: () => navigate(`/admin/practice-details/${practiceId}`),
            })
          }
        />
      ) : null}
    </section>
  );
}
