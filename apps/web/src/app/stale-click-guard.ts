import type { DataRouter } from 'react-router';

/**
 * Issue #18: a double-click on Opslaan saves, the page changes, and the second click would act
 * on whatever the new page shows under the pointer (a table row, another dashboard). A click
 * belongs to the page on which its gesture began: a click whose press (the first press of a
 * double-click) came before the latest navigation is dropped. Keyboard clicks (detail 0) have no
 * press and always count.
 */
export function ignoreClicksBegunBeforeNavigation(router: Pick<DataRouter, 'subscribe' | 'state'>) {
  let location = router.state.location;
  let navigatedAt = -1;
  let gestureBegunAt = Number.POSITIVE_INFINITY;

  router.subscribe((state) => {
    if (state.location === location) return;
    location = state.location;
    navigatedAt = performance.now();
  });

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
      if (event.detail === 0 || gestureBegunAt > navigatedAt) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
