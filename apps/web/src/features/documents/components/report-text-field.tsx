import {
  countWords,
  MAX_REPORT_FIELD_LENGTH,
  MAX_REPORT_WORDS,
} from '@praktijkportaal/contract/reports';
import { type Ref, useId, useState } from 'react';
import { FIELD_CONTROL, FieldFrame } from '../../../components/ui/field-frame';
import { limitReportEdit } from '../limit-report-edit';
import { DOCUMENT_TEXTS } from '../texts';

type Props = {
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Input that brings in a whole text at once, as opposed to typing. */
const PASTED = new Set(['insertFromPaste', 'insertFromDrop', 'insertReplacementText']);

/**
 * One of the report's five texts, with its word counter (spec §2: n/200 woorden). Whatever
 * would take it beyond 200 words is refused as it is typed or pasted; a paste that was cut
 * says so beside the counter until the next edit. Screen readers hear both politely.
 */
export function ReportTextField({ name, label, value, onChange, onBlur, error, ref }: Props) {
  const textareaId = useId();
  const counterId = `${textareaId}-count`;
  const words = countWords(value);
  const [pasteCut, setPasteCut] = useState(false);

  return (
    <FieldFrame inputId={textareaId} label={label} error={error}>
      {(describedBy) => (
        <>
          <textarea
            ref={ref}
            id={textareaId}
            name={name}
            rows={6}
            maxLength={MAX_REPORT_FIELD_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={[counterId, describedBy].filter(Boolean).join(' ')}
            className={FIELD_CONTROL}
            value={value}
            onBlur={onBlur}
            onChange={(event) => {
              const textarea = event.currentTarget;
              const limited = limitReportEdit(value, textarea.value);
              const cut = limited.text !== textarea.value;
              setPasteCut(cut && PASTED.has((event.nativeEvent as InputEvent).inputType));
              if (cut) {
                // Set here, with the caret where the accepted input ends, so it does not jump.
                textarea.value = limited.text;
                textarea.setSelectionRange(limited.caret, limited.caret);
              }
              onChange(limited.text);
            }}
          />
          <p
            id={counterId}
            aria-live="polite"
            className={`flex flex-wrap justify-end gap-x-3 text-sm ${words >= MAX_REPORT_WORDS ? 'font-semibold text-theme-800' : 'text-slate-600'}`}
          >
            {pasteCut ? <span className="text-red-700">{DOCUMENT_TEXTS.pasteCut}</span> : null}
            <span>{DOCUMENT_TEXTS.wordCount(words)}</span>
          </p>
        </>
      )}
    </FieldFrame>
  );
}
