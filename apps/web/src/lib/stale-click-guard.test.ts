import { describe, expect, it } from 'vitest';
import { type ClickTimes, isStaleClick } from './stale-click-guard';

// Times in ms on one clock: a click at 1000 saved, and the screen changed at 1150.
const afterASave: Omit<ClickTimes, 'detail' | 'pressedAt'> = {
  gestureBegunAt: 900,
  changedAt: 1150,
  lastClickAt: 1000,
};

describe('isStaleClick', () => {
  it('drops the second click of a double-click whose first one changed the screen', () => {
    expect(isStaleClick({ ...afterASave, detail: 2, pressedAt: 1200 })).toBe(true);
  });

  it('drops a click pressed before the change and released after it', () => {
    expect(isStaleClick({ ...afterASave, detail: 1, pressedAt: 1100 })).toBe(true);
  });

  it('drops a new single click pressed within the double-click time of the click that saved (a double tap)', () => {
    expect(isStaleClick({ ...afterASave, detail: 1, pressedAt: 1200 })).toBe(true);
    expect(isStaleClick({ ...afterASave, detail: 1, pressedAt: 1499 })).toBe(true);
  });

  it('lets a click on the new screen through once the double-click time is over', () => {
    expect(isStaleClick({ ...afterASave, detail: 1, pressedAt: 1500 })).toBe(false);
    expect(isStaleClick({ ...afterASave, detail: 1, pressedAt: 4000 })).toBe(false);
  });

  it('lets quick clicks through while nothing changed, and a double-click begun on this screen', () => {
    const unchanged = { gestureBegunAt: 900, changedAt: 100, lastClickAt: 1000 };
    expect(isStaleClick({ ...unchanged, detail: 1, pressedAt: 1100 })).toBe(false);
    expect(isStaleClick({ ...unchanged, detail: 2, pressedAt: 1100 })).toBe(false);
  });
});
