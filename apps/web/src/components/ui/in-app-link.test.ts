import { describe, expect, it } from 'vitest';
import { inAppLinkAddress, type LinkClick } from './in-app-link';

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
