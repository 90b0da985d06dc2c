import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { readMonthParam } from '@praktijkportaal/contract/month-overview-fields';
import { pdfPagePath } from '@praktijkportaal/contract/page-paths';
import { numericReportMonth } from '@praktijkportaal/contract/report-month';
import { useLocation, useNavigate, useOutletContext } from 'react-router';
import { useCreateReport } from '../../../api/reports-mutations';
import { PageHeader } from '../../../components/ui/page-header';
import { EMPTY_REPORT_TEXTS, type Relogin, ReportForm } from '../components/report-form';
import { practicePagePath, preselectedPractice } from '../report-practice';
import { tellWhoIsTold } from '../tell-who-is-told';
import { DOCUMENT_TEXTS } from '../texts';

/**
 * /practice/add-report (Admin, Coach): a new report; from a practice's page or the month overview
 * that practice comes chosen already, from the overview with its month (`?maand=`). After saving, its PDF is shown (spec §2).
 */
export function AddReportPage({ relogin }: { relogin: Relogin }) {
  const user = useOutletContext<TSessionUser>();
  const navigate = useNavigate();
  const location = useLocation();
  const practice = preselectedPractice(location.state);
  // "Verslag schrijven" in the month overview names the month: `?maand=2026-11` (decision 094).
  const month = readMonthParam(new URLSearchParams(location.search).get('maand'));
  const create = useCreateReport();

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={DOCUMENT_TEXTS.addReportTitle} />
      <ReportForm
        defaultValues={{
          practice,
          ...EMPTY_REPORT_TEXTS,
          name: month ? numericReportMonth(month) : EMPTY_REPORT_TEXTS.name,
        }}
        reportId={null}
        user={user}
        relogin={relogin}
        cancelTo={practicePagePath(user.type, practice?.id)}
        onSubmit={async (report, idempotencyKey) => {
          const saved = await create.mutateAsync({ body: report, idempotencyKey });
          await navigate(pdfPagePath(saved.pdf.id));
          tellWhoIsTold(saved.notice_audience);
        }}
      />
    </section>
  );
}
