import type { DataRouter } from 'react-router';

/**
 * The longest pause between the two clicks of a double-click that systems allow by default
 * (Windows and macOS 500 ms, GNOME 400 ms).
 */
const DOUBLE_CLICK_MS = 500;
/** How far apart the two taps of a double tap may land (CSS pixels, either way). */
const DOUBLE_TAP_SLOP = 24;

/** When the page, or what a form showed under the pointer, last changed (performance.now()). */
let changedAt = -1;
/** When and where the latest click that was let through happened (event time, viewport). */
let lastClickAt = Number.NEGATIVE_INFINITY;
let lastClickWhere = { x: Number.NaN, y: Number.NaN };

/**
 * What lies under the pointer changed: another page, or a form whose attempt settled (its next
 * page, a success message in its place, its messages above the fields). Called by the router
 * subscription below and by `useFormSubmission`, the one way every form submits.
 */
export function screenChanged() {
  changedAt = performance.now();
}

/** What the guard knows when a pointer's click arrives; times on the events' clock. */
export type ClickFacts = {
  /** 1 for a single click, 2 for the second of a double-click. */
  detail: number;
  /** The latest press (pointerdown) of any pointer. */
  pressedAt: number;
  /** The first press of the latest multi-click (a mousedown with detail 1). */
  gestureBegunAt: number;
  /** The latest change of what lies under the pointer. */
  changedAt: number;
  /** Where the latest press was, and when and where the latest click let through was. */
  pressedWhere: Point;
  /** The latest press's pointer: a mouse gives a double-click's second half detail 2. */
  pointerType: string;
  lastClickAt: number;
  lastClickWhere: Point;
};
type Point = { x: number; y: number };

const near = (a: Point, b: Point) =>
  Math.abs(a.x - b.x) <= DOUBLE_TAP_SLOP && Math.abs(a.y - b.y) <= DOUBLE_TAP_SLOP;

/**
 * Whether a pointer's click belongs to a screen that is gone: its gesture began before the
 * latest change, or it is pressed within the double-click time after, and where, a click that
 * the change followed was (the second half of a double-click that the browser counted as a new
 * click). A quick click elsewhere, as a browser test makes, counts.
 */
export function isStaleClick(click: ClickFacts): boolean {
  const begunAt = click.detail > 1 ? click.gestureBegunAt : click.pressedAt;
  if (begunAt <= click.changedAt) return true;
  // A mouse's double-click is caught above by its detail; only a touch or pen double tap comes
  // as two single clicks (a mouse's quick clicks on a new screen, as browser tests make, count).
  return (
    click.pointerType !== 'mouse' &&
    click.lastClickAt < click.changedAt &&
    click.pressedAt - click.lastClickAt < DOUBLE_CLICK_MS &&
    near(click.pressedWhere, click.lastClickWhere)
  );
}

/**
 * Issues #18 and #39 item 9: a double-click on Opslaan saves, the screen changes, and the second
 * click would act on whatever the new screen shows under the pointer (a table row, another
 * dashboard, the form once more). A click belongs to the screen on which its gesture began:
 * - a click whose press (the first press of a double-click) came before the latest change is
 *   dropped;
 * - so is a touch or pen click pressed within the double-click time after a click that the change
 *   followed, at the same spot: the second half of a double tap, which a touch screen gives as
 *   two single clicks. A deliberate click there on a screen that appeared less
 *   than 500 ms ago is not humanly possible.
 * Keyboard clicks (detail 0) have no press and always count.
 */
export function ignoreClicksBegunBeforeNavigation(router: Pick<DataRouter, 'subscribe' | 'state'>) {
  let pathname = router.state.location.pathname;
  // The latest press of any pointer (mouse, touch, pen), and where a multi-click began.
  let pressedAt = Number.POSITIVE_INFINITY;
  let pressedWhere = { x: Number.NaN, y: Number.NaN };
  let pointerType = 'mouse';
  let gestureBegunAt = Number.POSITIVE_INFINITY;

  // Another page, not a list's search or sort written into the address as it is typed.
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    screenChanged();
  });

  window.addEventListener(
    'pointerdown',
    (event) => {
      pressedAt = event.timeStamp;
      pressedWhere = { x: event.clientX, y: event.clientY };
      pointerType = event.pointerType;
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
      const click = {
        detail: event.detail,
        pressedAt,
        gestureBegunAt,
        changedAt,
        pressedWhere,
        pointerType,
        lastClickAt,
        lastClickWhere,
      };
      if (!isStaleClick(click)) {
        lastClickAt = event.timeStamp;
        lastClickWhere = { x: event.clientX, y: event.clientY };
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
