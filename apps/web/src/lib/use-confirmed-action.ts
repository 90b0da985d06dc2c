import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiErrorMessage } from './api-error-message';
import { notify } from './notices';

/**
 * A mutation that runs only after a Ja in a ConfirmDialog: `ask(subject, done)` opens the
 * question, `dialogProps` drive the dialog (it closes once the change succeeded, or shows why
 * not). `done`, if given, is the confirmation shown and announced after success.
 */
export function useConfirmedAction<TSubject>(
  mutation: UseMutationResult<unknown, Error, TSubject>,
) {
  const [asked, setAsked] = useState<{ subject: TSubject; done?: string } | null>(null);
  const ask = useCallback((subject: TSubject, done?: string) => setAsked({ subject, done }), []);
  return {
    ask,
    /** What the open question is about (null while none is open). */
    subject: asked?.subject ?? null,
    dialogProps: {
      open: asked !== null,
      pending: mutation.isPending,
      error: mutation.isError ? apiErrorMessage(mutation.error) : null,
      onConfirm: () => {
        if (asked === null) return;
        // mutateAsync, not mutate's callbacks: those are dropped when the button unmounts, as a
        // reset button does once the refetched user no longer has what it resets. A failure
        // shows through `mutation.error` above.
        mutation.mutateAsync(asked.subject).then(
          () => {
            setAsked(null);
            if (asked.done) notify(asked.done);
          },
          () => {},
        );
      },
      onCancel: () => {
        mutation.reset();
        setAsked(null);
      },
    },
  };
}
