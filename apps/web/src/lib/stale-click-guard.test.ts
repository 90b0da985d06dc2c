import { describe, expect, it } from 'vitest';
import { type ClickFacts, isStaleClick } from './stale-click-guard';

// Times in ms on one clock: a click at 1000 on Opslaan saved, and the screen changed at 1150.
const OPSLAAN = { x: 300, y: 580 };
const afterASave: Omit<ClickFacts, 'detail' | 'pressedAt'> = {
  gestureBegunAt: 900,
  changedAt: 1150,
  pressedWhere: { x: 304, y: 590 },
  pointerType: 'touch',
  lastClickAt: 1000,
  lastClickWhere: OPSLAAN,
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

  it("lets a mouse's quick single click at the same spot through: its double-click has detail 2", () => {
    const mouse = { ...afterASave, pointerType: 'mouse' };
    expect(isStaleClick({ ...mouse, detail: 1, pressedAt: 1200 })).toBe(false);
    expect(isStaleClick({ ...mouse, detail: 2, pressedAt: 1200 })).toBe(true);
  });

  it('lets a quick click elsewhere through (a browser test clicks that fast)', () => {
    const elsewhere = { ...afterASave, pressedWhere: { x: 300, y: 640 } };
    expect(isStaleClick({ ...elsewhere, detail: 1, pressedAt: 1200 })).toBe(false);
  });

  it('lets a click on the new screen through once the double-click time is over', () => {
    expect(isStaleClick({ ...afterASave, detail: 1, pressedAt: 1500 })).toBe(false);
    expect(isStaleClick({ ...afterASave, detail: 1, pressedAt: 4000 })).toBe(false);
  });

  it('lets quick clicks through while nothing changed, and a double-click begun on this screen', () => {
    const unchanged = { ...afterASave, changedAt: 100 };
    expect(isStaleClick({ ...unchanged, detail: 1, pressedAt: 1100 })).toBe(false);
    expect(isStaleClick({ ...unchanged, detail: 2, pressedAt: 1100 })).toBe(false);
  });
});
