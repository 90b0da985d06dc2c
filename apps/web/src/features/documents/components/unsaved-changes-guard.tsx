import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DOCUMENT_TEXTS } from '../texts';

type Props = {
  dirty: boolean;
  /** The concept on the server holds every change: leaving loses nothing. */
  conceptSaved?: boolean;
};

/**
 * While `dirty`, leaving asks first: a link, Back or the sidebar through the router's blocker
 * and a dialog of our own, which says so when the concept holds every change; closing or
 * reloading the tab through the browser's own prompt (`beforeunload`, whose text browsers no
 * longer let a page choose).
 */
export function UnsavedChangesGuard({ dirty, conceptSaved = false }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      question={conceptSaved ? DOCUMENT_TEXTS.leaveWithConcept : DOCUMENT_TEXTS.leaveQuestion}
      confirmLabel={DOCUMENT_TEXTS.leave}
      cancelLabel={DOCUMENT_TEXTS.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
