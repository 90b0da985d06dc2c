import { describe, expect, it } from 'vitest';
import { inAppLinkAddress, type LinkClick, rowLinkAddress } from './in-app-link';

/** An element inside an anchor with these attributes (or inside none). */
function target(anchor: Record<string, string> | null) {
  return {
    closest: (selector: string) =>
      anchor && selector === 'a[data-in-app-link]' && 'data-in-app-link' in anchor
        ? { getAttribute: (name: string) => anchor[name] ?? null }
        : null,
  } as unknown as EventTarget;
}

const IN_APP = { 'data-in-app-link': '', href: '/admin/customer-details/7' };

function click(changes: Partial<LinkClick> = {}): LinkClick {
  return {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: target(IN_APP),
    ...changes,
  };
}

describe('inAppLinkAddress', () => {
  it('opens a plain left click (or Enter) on an in-app link in the app', () => {
    expect(inAppLinkAddress(click())).toBe('/admin/customer-details/7');
    expect(inAppLinkAddress(click({ target: target({ ...IN_APP, target: '_self' }) }))).toBe(
      '/admin/customer-details/7',
    );
  });

  it('leaves new tabs, windows and downloads to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(inAppLinkAddress(click({ [key]: true }))).toBeNull();
    expect(inAppLinkAddress(click({ button: 1 }))).toBeNull();
    expect(inAppLinkAddress(click({ target: target({ ...IN_APP, target: '_blank' }) }))).toBeNull();
  });

  it('leaves clicks that were handled already, or not on an in-app link, alone', () => {
    expect(inAppLinkAddress(click({ defaultPrevented: true }))).toBeNull();
    expect(inAppLinkAddress(click({ target: target(null) }))).toBeNull();
    expect(inAppLinkAddress(click({ target: target({ href: '/api/pdfs/1/file' }) }))).toBeNull();
    expect(inAppLinkAddress(click({ target: null }))).toBeNull();
  });
});

/** A click in a row whose link has `href`, on an element inside `controls` (their selectors). */
function rowClick(href: string | null, controls: string[] = []): LinkClick {
  const row = {
    querySelector: (selector: string) =>
      href !== null && selector === 'a[data-in-app-link="row"]'
        ? { getAttribute: (name: string) => (name === 'href' ? href : null) }
        : null,
  };
  const element = {
    closest: (selector: string) => {
      if (selector === 'tr') return row;
      return controls.some((control) => selector.split(', ').includes(control)) ? {} : null;
    },
  };
  return click({ target: element as unknown as EventTarget });
}

describe('rowLinkAddress', () => {
  it("opens the row's link from a click elsewhere in the row", () => {
    expect(rowLinkAddress(rowClick('/admin/customer-details/7'))).toBe('/admin/customer-details/7');
  });

  it('opens it in a new tab with Ctrl or ⌘ (the caller opens the tab), not with Alt or Shift', () => {
    const row = rowClick('/admin/customer-details/7');
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
    expect(rowLinkAddress(click({ target: null }))).toBeNull();
    expect(
      rowLinkAddress({ ...rowClick('/admin/customer-details/7'), defaultPrevented: true }),
    ).toBeNull();
  });
});
