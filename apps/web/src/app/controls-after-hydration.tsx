import { type ReactNode, useEffect, useRef } from 'react';
import { useHydrated } from '../lib/hydration';

/**
 * Every button, field and list of a page the server rendered stays disabled until the app runs
 * in the browser (decision 101): a click before then would do nothing, a form would be sent by
 * the browser itself (its fields in the address), and text typed into a field could be lost.
 * Links work from the start. The fieldset draws no box of its own.
 */
export function ControlsAfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const controls = useRef<HTMLFieldSetElement>(null);

  // The browser could not focus a disabled field at load: its `autofocus` is honoured now,
  // unless the person has moved the focus themselves.
  useEffect(() => {
    if (!hydrated || document.activeElement !== document.body) return;
    controls.current?.querySelector<HTMLElement>('[autofocus]')?.focus();
  }, [hydrated]);

  return (
    <fieldset ref={controls} role="presentation" disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
