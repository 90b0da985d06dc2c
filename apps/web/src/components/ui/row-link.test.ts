import { describe, expect, it } from 'vitest';
import { type RowClick, rowLinkAddress } from './row-link';

/** A click in a row whose link has `href`, on an element inside `controls` (their selectors). */
function rowClick(href: string | null, controls: string[] = []): RowClick {
  const row = {
    querySelector: (selector: string) =>
      href !== null && selector === 'a[data-row-link]'
        ? { getAttribute: (name: string) => (name === 'href' ? href : null) }
        : null,
  };
  const element = {
    closest: (selector: string) => {
      if (selector === 'tr') return row;
      return controls.some((control) => selector.split(', ').includes(control)) ? {} : null;
    },
  };
  return {
    button: 0,
    altKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: element as unknown as EventTarget,
  };
}

describe('rowLinkAddress', () => {
  it("opens the row's link from a click elsewhere in the row", () => {
    expect(rowLinkAddress(rowClick('/admin/customer-details/7'))).toBe('/admin/customer-details/7');
  });

  it('opens it with Ctrl or ⌘ too (the caller opens a new tab), not with Alt or Shift', () => {
    const row = { ...rowClick('/admin/customer-details/7'), ctrlKey: false, metaKey: false };
    for (const key of ['ctrlKey', 'metaKey'] as const)
      expect(rowLinkAddress({ ...row, [key]: true })).toBe('/admin/customer-details/7');
    for (const key of ['altKey', 'shiftKey'] as const)
      expect(rowLinkAddress({ ...row, [key]: true })).toBeNull();
    expect(rowLinkAddress({ ...row, button: 1 })).toBeNull();
  });

  it('leaves clicks on the controls in a row to those controls', () => {
    for (const control of ['a', 'button', 'input', 'label', 'details', '[role="button"]'])
      expect(rowLinkAddress(rowClick('/admin/customer-details/7', [control]))).toBeNull();
  });

  it('does nothing in a row without a row link, outside rows, or when handled already', () => {
    expect(rowLinkAddress(rowClick(null))).toBeNull();
    expect(rowLinkAddress({ ...rowClick(null), target: null })).toBeNull();
    expect(
      rowLinkAddress({ ...rowClick('/admin/customer-details/7'), defaultPrevented: true }),
    ).toBeNull();
  });
});
