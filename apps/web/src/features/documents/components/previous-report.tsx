import { pdfPagePath } from '@praktijkportaal/contract/page-paths';
import { REPORT_SECTIONS } from '@praktijkportaal/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportQuery, usePreviousReport } from '../../../api/reports';
import { Alert } from '../../../components/ui/alert';
import { StatusText } from '../../../components/ui/status-text';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
import { DOCUMENT_TEXTS } from '../texts';

type Props = { practiceId: number | null; editedReportId: number | null };

/**
 * "Vorig verslag bekijken": the practice's most recent other report, read-only, for reference
 * while writing; its texts are fetched when it is first opened. Nothing when there is none.
 */
export function PreviousReport({ practiceId, editedReportId }: Props) {
  const previous = usePreviousReport(practiceId, editedReportId);
  const [open, setOpen] = useState(false);
  const report = useQuery({
    ...reportQuery(previous?.id ?? 0),
    enabled: open && previous !== null,
  });
  if (!previous) return null;

  return (
    <details
      className="rounded-md border border-slate-300 bg-white"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-md px-4 py-3 font-semibold text-theme-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600">
        {DOCUMENT_TEXTS.previousReport}
      </summary>
      {/* Only while open: a closed disclosure says nothing, not even that it is loading. */}
      {open ? (
        <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3">
          {report.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
          {report.isError ? <Alert>{apiErrorMessage(report.error)}</Alert> : null}
          {report.data ? (
            <>
              <p className="font-semibold">{DOCUMENT_TEXTS.previousReportOf(report.data.name)}</p>
              <dl className="flex flex-col gap-3">
                {REPORT_SECTIONS.map((section) => (
                  <div key={section.field}>
                    <dt className="text-sm font-semibold text-slate-700">{section.label}</dt>
                    <dd className="whitespace-pre-wrap break-words text-slate-900">
                      {report.data[section.field] || '–'}
                    </dd>
                  </div>
                ))}
              </dl>
              <a
                href={pdfPagePath(report.data.pdf.id)}
                target="_blank"
                rel="noreferrer"
                className="self-start text-theme-800 underline"
              >
                {DOCUMENT_TEXTS.previousReportPdf}
              </a>
            </>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
