import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { pdfPagePath } from '@praktijkportaal/contract/page-paths';
import { useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router';
import { useReportPractice } from '../../../api/practices';
import { useReport } from '../../../api/reports';
import { useUpdateReport } from '../../../api/reports-mutations';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { NotifyPracticeField } from '../components/notify-practice-field';
import { type Relogin, ReportForm } from '../components/report-form';
import { practicePagePath } from '../report-practice';
import { tellWhoIsTold } from '../tell-who-is-told';
import { DOCUMENT_TEXTS } from '../texts';

/**
 * /practice/edit-report/{reportId} (Admin, Coach): the same form, filled in. Saving renders
 * a new PDF, which is shown next.
 */
export function EditReportPage({ relogin }: { relogin: Relogin }) {
  const reportId = useIdParam('reportId');
  const user = useOutletContext<TSessionUser>();
  const navigate = useNavigate();
  const report = useReport(reportId);
  const practice = useReportPractice(report.data?.practice_id);
  const update = useUpdateReport(reportId);
  const [notifyPractice, setNotifyPractice] = useState(false);

  const loadFailure = report.isError
    ? `${DOCUMENT_TEXTS.reportLoadFailed} ${apiErrorMessage(report.error)}`
    : null;
  // A practice that cannot be shown (deleted since) is no choice: the report must get another.
  const practiceKnown = practice.isSuccess || practice.isError;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={DOCUMENT_TEXTS.editReportTitle} />
      {loadFailure ? <Alert>{loadFailure}</Alert> : null}
      {!loadFailure && (report.isPending || !practiceKnown) ? (
        <StatusText>{TEXTS.loading}</StatusText>
      ) : null}
      {!loadFailure && report.data && practiceKnown ? (
        <ReportForm
          key={report.data.id}
          defaultValues={{
            practice: practice.data ?? null,
            name: report.data.name,
            klanten: report.data.klanten,
            verrichtingen: report.data.verrichtingen,
            team: report.data.team,
            financien: report.data.financien,
            overig: report.data.overig,
          }}
          reportId={reportId}
          user={user}
          relogin={relogin}
          cancelTo={practicePagePath(user.type, report.data.practice_id)}
          extraFields={
            <NotifyPracticeField
              reads={report.data.read_by}
              checked={notifyPractice}
              onChange={setNotifyPractice}
            />
          }
          onSubmit={async (changed) => {
            const saved = await update.mutateAsync({
              ...changed,
              ...(notifyPractice ? { notify_practice: true } : {}),
            });
            await navigate(pdfPagePath(saved.pdf.id));
            tellWhoIsTold(saved.notice_audience);
          }}
        />
      ) : null}
    </section>
  );
}
