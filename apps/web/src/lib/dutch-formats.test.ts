import { afterEach, describe, expect, it, vi } from 'vitest';
import { dutchDayFormat, dutchNumberFormat, makeDutchFormatsSoon } from './dutch-formats';

describe('the Dutch formatters', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are made once and shared', () => {
    expect(dutchDayFormat()).toBe(dutchDayFormat());
    expect(dutchNumberFormat()).toBe(dutchNumberFormat());
  });

  it('write the day in the Netherlands and numbers the Dutch way', () => {
    expect(dutchDayFormat().resolvedOptions().timeZone).toBe('Europe/Amsterdam');
    expect(dutchNumberFormat().format(5000)).toBe('5.000');
  });

  it('are made in a task of their own when asked to be made soon', () => {
    vi.useFakeTimers();
    makeDutchFormatsSoon();
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(vi.getTimerCount()).toBe(0);
  });
});
