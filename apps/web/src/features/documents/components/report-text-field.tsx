import {
  countWords,
  MAX_REPORT_FIELD_LENGTH,
  MAX_REPORT_WORDS,
} from '@praktijkportaal/contract/reports';
import { type Ref, useId, useState } from 'react';
import { FIELD_CONTROL, FieldFrame } from '../../../components/ui/field-frame';
import { limitReportEdit } from '../limit-report-edit';
import { DOCUMENT_TEXTS } from '../texts';
import { LeftOutWords } from './left-out-words';

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
 * would take it beyond 200 words is refused as it is typed or pasted; what a paste brought
 * beyond that is shown below the field with how many words it is, to copy back later, until
 * it is closed. Later cut pastes add theirs to it.
 */
export function ReportTextField({ name, label, value, onChange, onBlur, error, ref }: Props) {
  const textareaId = useId();
  const counterId = `${textareaId}-count`;
  const leftOutId = `${textareaId}-left-out`;
  const words = countWords(value);
  const [leftOut, setLeftOut] = useState('');

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
            aria-describedby={[leftOut ? leftOutId : '', counterId, describedBy]
              .filter(Boolean)
              .join(' ')}
            className={FIELD_CONTROL}
            value={value}
            onBlur={onBlur}
            onChange={(event) => {
              const textarea = event.currentTarget;
              const limited = limitReportEdit(value, textarea.value);
              const cut = limited.text !== textarea.value;
              const pasted = PASTED.has((event.nativeEvent as InputEvent).inputType);
              if (cut && pasted && limited.leftOut) {
                setLeftOut((kept) => (kept ? `${kept}\n\n${limited.leftOut}` : limited.leftOut));
              }
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
            <span>{DOCUMENT_TEXTS.wordCount(words)}</span>
          </p>
          {leftOut ? (
            <LeftOutWords
              text={leftOut}
              messageId={leftOutId}
              onClose={() => {
                setLeftOut('');
                // The closing button goes with the box: the focus goes back to the text.
                document.getElementById(textareaId)?.focus();
              }}
            />
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
