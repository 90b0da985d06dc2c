import { countWords } from '@praktijkportaal/contract/reports';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FIELD_CONTROL } from '../../../components/ui/field-frame';
import { DOCUMENT_TEXTS } from '../texts';

type Props = {
  /** What a paste brought beyond the limit, kept here until it is closed. */
  text: string;
  /** The id of the message, so the report field names it among its descriptions. */
  messageId: string;
  onClose: () => void;
};

/**
 * What a paste into a report text brought beyond the 200 words: how many
 * words were not taken, and those words themselves, to copy back once there is room. Nothing
 * pasted goes without a word.
 */
export function LeftOutWords({ text, messageId, onClose }: Props) {
  const restId = useId();
  const restRef = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyRest = () => {
    const copied = navigator.clipboard?.writeText(text) ?? Promise.reject();
    copied.then(
      () => setCopy('copied'),
      () => {
        // Without the clipboard, the words stand selected for the person to copy.
        restRef.current?.select();
        setCopy('failed');
      },
    );
  };

  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p id={messageId} role="alert" className="text-sm font-semibold text-amber-900">
        {DOCUMENT_TEXTS.leftOutWords(countWords(text))}
      </p>
      <label htmlFor={restId} className="text-sm text-slate-800">
        {DOCUMENT_TEXTS.leftOutLabel}
      </label>
      <textarea
        ref={restRef}
        id={restId}
        readOnly
        rows={3}
        value={text}
        className={`${FIELD_CONTROL} text-sm`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={copyRest}>
          {DOCUMENT_TEXTS.copyLeftOut}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {DOCUMENT_TEXTS.closeLeftOut}
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {copy === 'copied'
            ? DOCUMENT_TEXTS.leftOutCopied
            : copy === 'failed'
              ? DOCUMENT_TEXTS.leftOutCopyFailed
              : null}
        </span>
      </div>
    </div>
  );
}
