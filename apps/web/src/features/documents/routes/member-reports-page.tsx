import { MemberDocumentsPage } from '../components/member-documents-page';
import { ReportTable } from '../components/report-table';
import { DOCUMENT_TEXTS } from '../texts';

/** /practice/{practiceId}/reports (Klant, Manager): the practice's reports, newest first. */
export function MemberReportsPage() {
  return (
    <MemberDocumentsPage title={DOCUMENT_TEXTS.reportsTitle}>
      {(practiceId) => <ReportTable practiceId={practiceId} manage={false} />}
    </MemberDocumentsPage>
  );
}
