import { MemberDocumentsPage } from '../components/member-documents-page';
import { UploadedPdfTable } from '../components/uploaded-pdf-table';
import { DOCUMENT_TEXTS } from '../texts';

/** /practice/{practiceId}/uploadedPDFs (Klant, Manager): Bestanden, the practice's uploaded PDFs. */
export function MemberFilesPage() {
  return (
    <MemberDocumentsPage title={DOCUMENT_TEXTS.filesTitle}>
      {(practiceId) => <UploadedPdfTable practiceId={practiceId} manage={false} />}
    </MemberDocumentsPage>
  );
}
