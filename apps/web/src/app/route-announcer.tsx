import { useIsFetching } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page's heading is waited for; later, focus is no longer the navigation's. */
const HEADING_WAIT_MS = 15_000;
/** A page whose content has not changed for this long has settled. */
const QUIET_MS = 150;
/** A page that keeps changing counts as settled this long after its data was in. */
const MAX_SETTLING_MS = 2_000;

/**
 * After a navigation to another page (not a new search or sort of the same list): once the new
 * page has settled with its h1 (its queries answered, its content quiet), focus moves to it and a
 * polite live region says it, so keyboard and screen reader users start at the top of the new
 * page. Focus stays where it is when the control the person used is still on the new page, or
 * when they typed, clicked or moved the focus since.
 */
export function RouteAnnouncer({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPage = useRef(true);
  // While a query is loading, a detail page's heading still says "Gebruiker", not the user's name.
  const fetching = useIsFetching();
  const busy = useRef(fetching > 0);
  busy.current = fetching > 0;
  const recheck = useRef<() => void>(() => {});
  useEffect(() => {
    if (fetching === 0) recheck.current();
  }, [fetching]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page on purpose
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const container = main.current;
    if (!container) return;
    const focusBefore = document.activeElement;
    // Typing, clicking or focusing something since the navigation: the person has moved on.
    let personActed = false;
    const noteAction = () => {
      personActed = true;
    };
    const actions = ['keydown', 'pointerdown', 'input', 'focusin'] as const;
    for (const type of actions) document.addEventListener(type, noteAction, true);
    setAnnouncement('');
    const watch = whenHeadingShown(
      container,
      () => busy.current,
      (heading) => {
        const focusMoved =
          document.activeElement !== focusBefore && document.activeElement !== document.body;
        // The control the person used is still on the page (the dashboard search): it keeps focus.
        const controlKept =
          focusBefore instanceof HTMLElement &&
          focusBefore !== container &&
          container.contains(focusBefore);
        if (!personActed && !focusMoved && !controlKept) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus();
        }
        setAnnouncement(heading.textContent ?? '');
      },
    );
    recheck.current = watch.check;
    return () => {
      watch.stop();
      for (const type of actions) document.removeEventListener(type, noteAction, true);
    };
  }, [pathname, main]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </div>
  );
}

/**
 * Calls `then` with the container's h1 once the new page has settled: it has an h1, it is not
 * `busy` loading, and nothing in it changed for a moment (a detail page's heading turns from
 * "Gebruiker" into the user's name when the data is in). `check` looks again (when loading ends);
 * `stop` cancels.
 */
function whenHeadingShown(
  container: HTMLElement,
  busy: () => boolean,
  then: (heading: HTMLElement) => void,
) {
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let headingSince: number | undefined;
  let stopped = false;
  const check = () => {
    if (stopped) return;
    const heading = container.querySelector('h1');
    clearTimeout(quietTimer);
    if (!heading || busy()) return;
    headingSince ??= Date.now();
    clearTimeout(quietTimer);
    const settled = () => {
      stop();
      then(heading);
    };
    if (Date.now() - headingSince >= MAX_SETTLING_MS) settled();
    else quietTimer = setTimeout(settled, QUIET_MS);
  };
  const observer = new MutationObserver(check);
  const giveUp = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    stopped = true;
    observer.disconnect();
    clearTimeout(quietTimer);
    clearTimeout(giveUp);
  };
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  check();
  return { check, stop };
}
