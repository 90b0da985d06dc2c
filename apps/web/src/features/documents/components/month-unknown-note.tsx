import { DOCUMENT_TEXTS } from '../texts';

/** Beside a report whose name holds no readable month, for Admin and Coach (decision 092). */
export function MonthUnknownNote({ month }: { month: string | null }) {
  if (month !== null) return null;
  return (
    <span className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {DOCUMENT_TEXTS.monthUnknown}
    </span>
  );
}
