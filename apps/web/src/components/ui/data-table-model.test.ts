import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchingPositions, sortedPositions } from './data-table-model';

describe('sortedPositions', () => {
  const names = ['bert', 'Anna', 'carla', 'anna', 'Åsa', 'Bert'];

  it('keeps the given order when not sorted', () => {
    expect(sortedPositions(names, null)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('sorts in Dutch order ignoring case and accents, equal values keeping their order', () => {
    const ascending = sortedPositions(names, { desc: false });
    expect(ascending).toEqual([1, 3, 4, 0, 5, 2]);
    // Descending reverses the values, but equal ones still keep their order.
    expect(sortedPositions(names, { desc: true })).toEqual([2, 0, 5, 4, 1, 3]);
  });

  it('compares numbers and ISO dates as numbers', () => {
    expect(sortedPositions([10, 9, 100, 1], { desc: false })).toEqual([3, 1, 0, 2]);
    expect(
      sortedPositions(['2026-01-10T00:00:00Z', '2025-12-31T00:00:00Z', '2026-01-09T00:00:00Z'], {
        desc: false,
      }),
    ).toEqual([1, 2, 0]);
  });

  it('puts missing values last ascending and first descending, null as empty text', () => {
    const values = ['b', undefined, null, 'a', undefined];
    expect(sortedPositions(values, { desc: false })).toEqual([2, 3, 0, 1, 4]);
    expect(sortedPositions(values, { desc: true })).toEqual([1, 4, 0, 3, 2]);
  });

  it('sorts as TanStack Table did, for a list with ties in both directions', () => {
    const values = ['de Jong', 'Bakker', 'de jong', 'bakker', 'Visser'];
    const tanStackOrder = (desc: boolean) => {
      const dutch = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });
      return values
        .map((value, index) => ({ value, index }))
        .sort((a, b) => {
          const order = dutch.compare(a.value, b.value);
          return order === 0 ? a.index - b.index : desc ? -order : order;
        })
        .map((item) => item.index);
    };
    expect(sortedPositions(values, { desc: false })).toEqual(tanStackOrder(false));
    expect(sortedPositions(values, { desc: true })).toEqual(tanStackOrder(true));
  });
});

describe('matchingPositions', () => {
  const lowerCase = ['anna de jong', 'bert jansen', 'carla de jonge', 'daan'];

  it('keeps every position, in the given order, for an empty or blank search', () => {
    const order = [3, 1, 0, 2];
    expect(matchingPositions(order, lowerCase, '')).toBe(order);
    expect(matchingPositions(order, lowerCase, '   ')).toBe(order);
  });

  it('keeps the positions whose text contains the trimmed search in any case, in order', () => {
    expect(matchingPositions([3, 2, 1, 0], lowerCase, ' De JONG ')).toEqual([2, 0]);
    expect(matchingPositions([0, 1, 2, 3], lowerCase, 'xyz')).toEqual([]);
  });
});

describe('prepareSortingWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes the Dutch collator later, in a task of its own, and only once', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const RealCollator = Intl.Collator;
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function collator(
      ...args: ConstructorParameters<typeof RealCollator>
    ) {
      return new RealCollator(...args);
    } as unknown as typeof RealCollator);
    const model = await import('./data-table-model');
    model.prepareSortingWhenIdle();
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(1);
    expect(model.sortedPositions(['b', 'A', 'a'], { desc: false })).toEqual([1, 2, 0]);
    model.prepareSortingWhenIdle();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(1);
  });
});
