import type { DataRouter } from 'react-router';

/**
 * Issue #18: a double-click on Opslaan saves, the page changes, and the second click would act
 * on whatever the new page shows under the pointer (a table row, another dashboard). A click
 * belongs to the page on which its gesture began: a click whose press (the first press of a
 * double-click) came before the latest navigation is dropped. Keyboard clicks (detail 0) have no
 * press and always count.
 */
export function ignoreClicksBegunBeforeNavigation(router: Pick<DataRouter, 'subscribe' | 'state'>) {
  let pathname = router.state.location.pathname;
  let navigatedAt = -1;
  // The latest press of any pointer (mouse, touch, pen), and where a multi-click began.
  let pressedAt = Number.POSITIVE_INFINITY;
  let gestureBegunAt = Number.POSITIVE_INFINITY;

  // Another page, not a list's search or sort written into the address as it is typed.
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    navigatedAt = performance.now();
  });

  window.addEventListener(
    'pointerdown',
    (event) => {
      pressedAt = event.timeStamp;
    },
    { capture: true },
  );

  window.addEventListener(
    'mousedown',
    (event) => {
      // The second press of a double-click continues the gesture the first one began.
      if (event.detail <= 1) gestureBegunAt = event.timeStamp;
    },
    { capture: true },
  );

  window.addEventListener(
    'click',
    (event) => {
      if (event.detail === 0) return;
      const begunAt = event.detail > 1 ? gestureBegunAt : pressedAt;
      if (begunAt > navigatedAt) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
