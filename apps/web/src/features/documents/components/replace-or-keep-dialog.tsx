import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { DOCUMENT_TEXTS } from '../texts';

export type SameNameChoice = 'replace' | 'keepBoth' | 'cancel';

type Props = {
  /** The file of the same name already there; null while nothing is asked. */
  existing: { name: string; uploadedOn: string } | null;
  onChoose: (choice: SameNameChoice) => void;
};

/**
 * "Vervangen of allebei houden?" in a native modal <dialog>: the page behind
 * is inert, Esc means Annuleren, Annuleren has the focus first (nothing happens unless chosen),
 * and the focus goes back to the button that asked.
 */
export function ReplaceOrKeepDialog({ existing, onChoose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<Element | null>(null);
  const chosen = useRef(false);
  const questionId = useId();
  const detailId = useId();
  const open = existing !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      triggerRef.current = document.activeElement;
      chosen.current = false;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const choose = (choice: SameNameChoice) => {
    chosen.current = true;
    dialogRef.current?.close();
    onChoose(choice);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={questionId}
      aria-describedby={detailId}
      onClose={() => {
        const trigger = triggerRef.current;
        if (trigger instanceof HTMLElement && trigger.isConnected) trigger.focus();
        // Closed by the browser itself (Esc): that is Annuleren.
        if (!chosen.current) onChoose('cancel');
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <p id={questionId} className="text-lg font-semibold">
        {DOCUMENT_TEXTS.sameNameQuestion}
      </p>
      <p id={detailId} className="mt-2 text-sm break-words text-slate-700">
        {existing ? DOCUMENT_TEXTS.sameNameDetail(existing.name, existing.uploadedOn) : null}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} variant="secondary" onClick={() => choose('cancel')}>
          {DOCUMENT_TEXTS.sameNameCancel}
        </Button>
        <Button variant="secondary" onClick={() => choose('keepBoth')}>
          {DOCUMENT_TEXTS.sameNameKeepBoth}
        </Button>
        <Button onClick={() => choose('replace')}>{DOCUMENT_TEXTS.sameNameReplace}</Button>
      </div>
    </dialog>
  );
}
