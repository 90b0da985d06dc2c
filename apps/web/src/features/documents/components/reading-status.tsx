import type { TPdfReads } from '@praktijkportaal/contract/pdf-reads';
import { formatDutchDayAndTime } from '../../../lib/dutch-formats';
import { DOCUMENT_TEXTS } from '../texts';

/** Beside a document a Klant or Manager has not opened yet (decision 050). */
export function NewBadge({ isNew }: { isNew: boolean | undefined }) {
  if (!isNew) return null;
  return (
    <span className="ms-2 inline-block rounded-full bg-theme-100 px-2 py-0.5 text-xs font-semibold text-theme-800">
      {DOCUMENT_TEXTS.newBadge}
    </span>
  );
}

/**
 * For Admin and Coach: how many of the practice's members opened a document, with the names and
 * first times in a disclosure. The server sends `read_by` to them only.
 */
export function ReadBy({ reads }: { reads: TPdfReads | undefined }) {
  if (!reads) return null;
  const summary = DOCUMENT_TEXTS.readBy(reads.readers.length, reads.member_count);
  if (reads.readers.length === 0) {
    return <span className="block text-sm text-slate-600">{summary}</span>;
  }
  return (
    <details className="text-sm text-slate-700">
      <summary className="min-h-8 cursor-pointer py-1 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600">
        {summary}
      </summary>
      <ul className="flex flex-col gap-0.5 ps-4">
        {reads.readers.map((reader) => (
          <li key={`${reader.name}-${reader.first_opened_at}`}>
            {DOCUMENT_TEXTS.reader(
              reader.name,
              formatDutchDayAndTime(new Date(reader.first_opened_at)),
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
