import { dutchList } from '@praktijkportaal/contract/notice-audience';
import type { TPdfReads, TReadFields } from '@praktijkportaal/contract/pdf-reads';
import { Icon } from '../../../components/icons/icon';
import { faTriangleExclamation } from '../../../components/icons/solid/triangle-exclamation';
import { formatDutchDayAndTime } from '../../../lib/dutch-formats';
import { formatDate } from '../../../lib/format-date';
import { DOCUMENT_TEXTS } from '../texts';

const BADGE =
  'ms-2 inline-block rounded-full bg-theme-100 px-2 py-0.5 text-xs font-semibold text-theme-800';

/**
 * Beside a document a Klant or Manager has not opened yet (decision 050), or a report changed
 * since they last opened it: "Bijgewerkt op 14-11-2026" (decision 095).
 */
export function NewBadge({ reading }: { reading: TReadFields }) {
  if (reading.updated_since_read_at) {
    return (
      <span className={BADGE}>
        {DOCUMENT_TEXTS.updatedBadge(formatDate(reading.updated_since_read_at))}
      </span>
    );
  }
  if (!reading.is_new) return null;
  return <span className={BADGE}>{DOCUMENT_TEXTS.newBadge}</span>;
}

/** The practice's invited members who cannot read yet, apart from the count (decision 095). */
function NotActivated({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <span className="block text-sm text-slate-600">
      {DOCUMENT_TEXTS.notActivated(dutchList(names))}
    </span>
  );
}

/**
 * For Admin and Coach: how many of the practice's members opened a document, with the names and
 * first times in a disclosure. The server sends `read_by` to them only.
 */
export function ReadBy({ reads }: { reads: TPdfReads | undefined }) {
  if (!reads) return null;
  if (reads.member_count === 0) {
    return (
      <>
        <span className="block text-sm font-semibold text-amber-800">
          <Icon icon={faTriangleExclamation} className="me-1" />
          {DOCUMENT_TEXTS.nobodyCanRead}
        </span>
        <NotActivated names={reads.not_activated} />
      </>
    );
  }
  const summary = DOCUMENT_TEXTS.readBy(reads.readers.length, reads.member_count);
  if (reads.readers.length === 0) {
    return (
      <>
        <span className="block text-sm text-slate-600">{summary}</span>
        <NotActivated names={reads.not_activated} />
      </>
    );
  }
  return (
    <>
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
      <NotActivated names={reads.not_activated} />
    </>
  );
}
