import type { TReportDraft } from '@praktijkportaal/contract/report-drafts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDutchDay, formatDutchDayAndTime, formatDutchTime } from '../../../lib/dutch-formats';
import { DOCUMENT_TEXTS } from '../texts';

/** "14:32" for today's concept, "25-11-2026 14:32" for an older one (Dutch time). */
function conceptTime(updatedAt: string, now = new Date()) {
  const at = new Date(updatedAt);
  return formatDutchDay(at) === formatDutchDay(now)
    ? formatDutchTime(at)
    : formatDutchDayAndTime(at);
}

type Props = { draft: TReportDraft; onRestore: () => void; onDiscard: () => void };

/** The concept found on opening the form: "Concept van 14:32 herstellen?". */
export function DraftOffer({ draft, onRestore, onDiscard }: Props) {
  const questionId = useId();
  return (
    <section
      aria-labelledby={questionId}
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p id={questionId} role="status" className="font-medium text-slate-900">
        {DOCUMENT_TEXTS.restoreQuestion(conceptTime(draft.updated_at))}
      </p>
      <div className="flex gap-3">
        <Button onClick={onRestore}>{DOCUMENT_TEXTS.restore}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {DOCUMENT_TEXTS.discard}
        </Button>
      </div>
    </section>
  );
}
