import { useNavigate } from 'react-router';
import { usePractice } from '../../../api/practices';
import { useUpdatePractice } from '../../../api/practices-mutations';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { notify } from '../../../lib/notices';
import { usePageName } from '../../../lib/page-context';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { DeletedPracticeNotice } from '../components/deleted-practice-notice';
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
      {practice.data && !practice.data.is_active ? (
        <DeletedPracticeNotice practice={practice.data} />
      ) : null}
      {practice.data?.is_active ? (
        <EditPracticeForm
          key={practice.data.id}
          practice={practice.data}
          cancelTo={`/admin/practice-details/${practiceId}`}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values);
            await navigate(`/admin/practice-details/${practiceId}`);
            notify(TEXTS.practiceSaved(saved.name));
          }}
        />
      ) : null}
    </section>
  );
}
