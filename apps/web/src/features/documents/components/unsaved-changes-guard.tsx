import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DOCUMENT_TEXTS } from '../texts';

/**
 * While `dirty`, leaving asks first: a link, Back or the sidebar through the router's blocker
 * and a dialog of our own; closing or reloading the tab through the browser's own prompt
 * (`beforeunload`, whose text browsers no longer let a page choose).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
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
      question={DOCUMENT_TEXTS.leaveQuestion}
      confirmLabel={DOCUMENT_TEXTS.leave}
      cancelLabel={DOCUMENT_TEXTS.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
