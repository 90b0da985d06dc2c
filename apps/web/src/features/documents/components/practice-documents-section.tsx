import { useId, useRef } from 'react';
import { Icon } from '../../../components/icons/icon';
import { faPlus } from '../../../components/icons/solid/plus';
import { ActionLink } from '../../../components/ui/action-link';
import { type ChosenPractice, reportForPracticeState } from '../report-practice';
import { DOCUMENT_TEXTS } from '../texts';
import { PdfUploadForm } from './pdf-upload-form';
import { ReportTable } from './report-table';
import { UploadedPdfTable } from './uploaded-pdf-table';

/**
 * The practice details page's files and reports (spec §2), for Admin and Coach alike: upload
 * and delete PDFs; open, edit and delete reports, and write a new one for this practice.
 * A deleted practice's (not `writable`) are only opened.
 */
export function PracticeDocumentsSection({
  practice,
  writable,
}: {
  practice: ChosenPractice;
  writable: boolean;
}) {
  const filesHeadingId = useId();
  const reportsHeadingId = useId();
  const filesHeadingRef = useRef<HTMLHeadingElement>(null);
  const reportsHeadingRef = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <section aria-labelledby={filesHeadingId} className="flex flex-col gap-3">
        <h2
          id={filesHeadingId}
          ref={filesHeadingRef}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {DOCUMENT_TEXTS.filesTitle}
        </h2>
        {writable ? <PdfUploadForm practiceId={practice.id} /> : null}
        <UploadedPdfTable
          practiceId={practice.id}
          manage={writable}
          fallbackFocus={filesHeadingRef}
        />
      </section>
      <section aria-labelledby={reportsHeadingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id={reportsHeadingId}
            ref={reportsHeadingRef}
            tabIndex={-1}
            className="text-xl font-bold focus:outline-none"
          >
            {DOCUMENT_TEXTS.reportsTitle}
          </h2>
          {writable ? (
            <ActionLink
              variant="button"
              to="/practice/add-report"
              state={reportForPracticeState(practice)}
            >
              <Icon icon={faPlus} />
              {DOCUMENT_TEXTS.addReportLink}
            </ActionLink>
          ) : null}
        </div>
        <ReportTable practiceId={practice.id} manage={writable} fallbackFocus={reportsHeadingRef} />
      </section>
    </>
  );
}
