import type { Clock } from '../../src/lib/clock';

/** A clock for the attempt limits that stands still until the test moves it (decision 065). */
export type TestClock = Clock & {
  /** Moves on to the first second of the next minute: a fresh 60-second window, nothing waited. */
  nextMinute(): void;
  /** Moves on by this many milliseconds. */
  advance(ms: number): void;
};

/** Starts one second into the current hour of the real clock: a fresh minute and a fresh hour. */
export function testClock(): TestClock {
  const HOUR = 3_600_000;
  let now = Math.floor(Date.now() / HOUR) * HOUR + 1_000;
  const clock = () => new Date(now);
  return Object.assign(clock, {
    nextMinute() {
      now = (Math.floor(now / 60_000) + 1) * 60_000 + 1_000;
    },
    advance(ms: number) {
      now += ms;
    },
  });
}
