import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { TEXTS } from '../../lib/texts';
import { Alert } from './alert';
import { Button } from './button';

type Props = {
  open: boolean;
  /** The question, also the dialog's accessible name. */
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the answer is being carried out the buttons and Esc do nothing. */
  pending?: boolean;
  error?: string | null;
  confirmVariant?: 'primary' | 'danger';
  /** Where the focus goes when the asking button is gone by then (e.g. its row was deleted). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** Fields the answer needs (a password), between question and buttons; Enter in them is Ja. */
  children?: ReactNode;
  /** What has the focus first instead of Nee (the first of `children`). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The buttons' words where Ja and Nee would not fit the question (Verlaten, Blijven). */
  confirmLabel?: string;
  cancelLabel?: string;
};

/**
 * A Ja/Nee question in a native modal <dialog>: the page behind is inert, Esc means Nee,
 * Nee has the focus first, and the focus goes back to the button that asked.
 */
export function ConfirmDialog({
  open,
  question,
  onConfirm,
  onCancel,
  pending = false,
  error,
  confirmVariant = 'danger',
  fallbackFocus,
  children,
  initialFocus,
  confirmLabel = TEXTS.yes,
  cancelLabel = TEXTS.no,
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const noButtonRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<Element | null>(null);
  const openRef = useRef(open);
  const questionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    openRef.current = open;
    if (!dialog) return;
    if (open && !dialog.open) {
      triggerRef.current = document.activeElement;
      dialog.showModal();
      (initialFocus?.current ?? noButtonRef.current)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  const handleClose = () => {
    const trigger = triggerRef.current;
    if (trigger instanceof HTMLElement && trigger.isConnected) trigger.focus();
    else fallbackFocus?.current?.focus();
    // Closed by the browser itself (Esc) while the question was still open: that is a Nee.
    if (openRef.current) onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={questionId}
      onCancel={(event) => {
        if (pending) event.preventDefault();
      }}
      onClose={handleClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <p id={questionId} className="text-lg font-semibold">
        {question}
      </p>
      {error ? (
        <div className="mt-4">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onConfirm();
        }}
      >
        {children ? <div className="mt-4">{children}</div> : null}
        <div className="mt-6 flex justify-end gap-3">
          {/* aria-disabled, not disabled: a disabled button would drop the focus out of the dialog. */}
          <Button
            ref={noButtonRef}
            variant="secondary"
            aria-disabled={pending || undefined}
            onClick={pending ? undefined : onCancel}
          >
            {cancelLabel}
          </Button>
          <Button type="submit" variant={confirmVariant} aria-disabled={pending || undefined}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
