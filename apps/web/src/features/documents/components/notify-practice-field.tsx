import { dutchList } from '@praktijkportaal/contract/notice-audience';
import type { TPdfReads } from '@praktijkportaal/contract/pdf-reads';
import { useId } from 'react';
import { DOCUMENT_TEXTS } from '../texts';

type Props = {
  reads: TPdfReads | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * On the edit form of a report someone of the practice has read: whether to tell the practice
 * that it changed (off unless ticked; decision 095). Nothing for a report nobody read yet.
 */
export function NotifyPracticeField({ reads, checked, onChange }: Props) {
  const hintId = useId();
  if (!reads || reads.readers.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-10 items-center gap-3 font-medium">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-theme-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{DOCUMENT_TEXTS.notifyPracticeLabel}</span>
      </label>
      <p id={hintId} className="ps-8 text-sm text-slate-600">
        {DOCUMENT_TEXTS.notifyPracticeHint(dutchList(reads.readers.map((reader) => reader.name)))}
      </p>
    </div>
  );
}
