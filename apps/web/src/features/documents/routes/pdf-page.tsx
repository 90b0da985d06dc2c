import type { TSessionUser } from '@praktijkportaal/contract/auth';
import type { TPdfView } from '@praktijkportaal/contract/pdfs';
import { PDF_FRAME_HEIGHT } from '@praktijkportaal/contract/reports';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOutletContext } from 'react-router';
import { pdfOpened, usePdf } from '../../../api/files';
import { ReportActionPoints } from '../../../components/action-points/report-action-points';
import { faArrowUpRightFromSquare } from '../../../components/icons/solid/arrow-up-right-from-square';
import { faDownload } from '../../../components/icons/solid/download';
import { AccessDenied } from '../../../components/ui/access-denied';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { usePageName, useParentPath } from '../../../lib/page-context';
import { pdfListPath } from '../../../lib/practice-path';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { FileLink } from '../components/file-link';
import { DOCUMENT_TEXTS } from '../texts';

/**
 * /pdf/{pdfId} for every role (spec §2): the PDF's name and the PDF in a frame of height 1000,
 * with links to open it in its own tab or download it, and one back to the list it belongs to.
 * A PDF that is not the user's, or that cannot be loaded, shows Toegang geweigerd.
 */
export function PdfPage() {
  const pdfId = useIdParam('pdfId');
  const pdf = usePdf(pdfId);
  const user = useOutletContext<TSessionUser>();
  const listPath = pdf.data ? pdfListPath(user.type, pdf.data) : undefined;
  usePageName(pdf.data?.name);
  useParentPath(listPath);
  useMarkOpenedOnLeaving(user, pdf.data);

  if (pdf.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (pdf.isError) return <AccessDenied />;
  const { name, url } = pdf.data;
  return (
    <section className="flex flex-col gap-4">
      <div>
        <BackLink to={listPath ?? '/'}>{backText(user, pdf.data)}</BackLink>
      </div>
      <PageHeader title={name}>
        <FileLink icon={faArrowUpRightFromSquare} href={url} target="_blank" rel="noopener">
          {DOCUMENT_TEXTS.openPdf}
        </FileLink>
        <FileLink icon={faDownload} href={url} download={name}>
          {DOCUMENT_TEXTS.downloadPdf}
        </FileLink>
      </PageHeader>
      <iframe
        src={url}
        title={DOCUMENT_TEXTS.pdfFrameTitle(name)}
        height={PDF_FRAME_HEIGHT}
        className="w-full rounded-lg border border-slate-200 bg-white"
      />
      {pdf.data.kind === 'report' ? (
        <ReportActionPoints
          pdfId={pdfId}
          canMark={user.type === 'Klant' || user.type === 'Manager'}
        />
      ) : null}
    </section>
  );
}

function backText(user: TSessionUser, pdf: TPdfView) {
  if (user.type === 'Admin' || user.type === 'Coach') return DOCUMENT_TEXTS.backToPractice;
  return pdf.kind === 'report' ? DOCUMENT_TEXTS.backToReports : DOCUMENT_TEXTS.backToFiles;
}

/**
 * A Klant's or Manager's list marks what they have not opened ("Nieuw"); the frame (or the
 * links) had the server serve the file, which recorded the opening. On leaving the page, the
 * PDF's list is loaded again, so going back shows it without the mark.
 */
function useMarkOpenedOnLeaving(user: TSessionUser, pdf: TPdfView | undefined) {
  const queryClient = useQueryClient();
  const member = user.type === 'Klant' || user.type === 'Manager';
  useEffect(() => {
    if (!member || !pdf) return;
    return () => {
      void pdfOpened(queryClient, pdf);
    };
  }, [member, pdf, queryClient]);
}
