import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from './api-error-message';

/**
 * A mutation that runs only after a Ja in a ConfirmDialog: `ask(subject)` opens the question,
 * `dialogProps` drive the dialog (it closes once the change succeeded, or shows why not).
 */
export function useConfirmedAction<TSubject>(
  mutation: UseMutationResult<unknown, Error, TSubject>,
) {
  const [subject, setSubject] = useState<TSubject | null>(null);
  return {
    ask: setSubject,
    /** What the open question is about (null while none is open). */
    subject,
    dialogProps: {
      open: subject !== null,
      pending: mutation.isPending,
      error: mutation.isError ? apiErrorMessage(mutation.error) : null,
      onConfirm: () => {
        if (subject !== null) mutation.mutate(subject, { onSuccess: () => setSubject(null) });
      },
      onCancel: () => {
        mutation.reset();
        setSubject(null);
      },
    },
  };
}
