import {
  countWords,
  MAX_REPORT_FIELD_LENGTH,
  MAX_REPORT_WORDS,
} from '@praktijkportaal/contract/reports';
import { type Ref, useId } from 'react';
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

/**
 * One of the report's five texts, with its word counter (spec §2: n/200 woorden). Whatever
 * would take it beyond 200 words is refused as it is typed or pasted; screen readers hear
 * the counter politely when the count changes.
 */
export function ReportTextField({ name, label, value, onChange, onBlur, error, ref }: Props) {
  const textareaId = useId();
  const counterId = `${textareaId}-count`;
  const words = countWords(value);

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
              if (limited.text !== textarea.value) {
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
            className={`self-end text-sm ${words >= MAX_REPORT_WORDS ? 'font-semibold text-theme-800' : 'text-slate-600'}`}
          >
            {DOCUMENT_TEXTS.wordCount(words)}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
