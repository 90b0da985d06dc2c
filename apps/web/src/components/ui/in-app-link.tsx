import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** The anchors a table opens through the router carry this attribute. */
const IN_APP_LINK_SELECTOR = 'a[data-in-app-link]';

/**
 * Makes an `<a href>` in a DataTable a link to a screen of the app: spread onto the anchor
 * (`<a href={to} {...IN_APP_LINK}>`). It stays a real link (focus, Enter, middle-click and
 * "open in new tab" as any link), and the table opens it through the router as <Link> does
 * (`useInAppLinkClicks`). It has none of <Link>'s hooks, nor a component of its own, so a
 * batch of rows mounts quickly. The `href` is an address from the root, e.g.
 * `/admin/customer-details/7`.
 */
export const IN_APP_LINK = { 'data-in-app-link': '' } as const;

/** The same for the link that opens its table row (RowLink): a click on the row opens it. */
export const ROW_LINK = { 'data-in-app-link': 'row' } as const;
const ROW_LINK_SELECTOR = 'a[data-in-app-link="row"]';

/**
 * Elements whose clicks are their own: a click on one of them does not open its row. A
 * disclosure (`details`) is one as a whole: its summary opens it, its text is read or copied.
 */
const CONTROLS = 'a, button, input, select, textarea, label, details, [role="button"]';

/** The parts of a click that decide whether the router takes it (as in React Router's <Link>). */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
};

type AnchorLike = { getAttribute(name: string): string | null };
type ElementLike = {
  closest(selector: string): ElementLike | null;
  querySelector(selector: string): AnchorLike | null;
};

/**
 * The address a click on an in-app link should open in the app, or null when the browser should
 * have the click: another button, a modifier key (new tab or window, download), a handler that
 * prevented it, a link with a target of its own, or no in-app link at all.
 */
export function inAppLinkAddress(click: LinkClick): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  const target = click.target as { closest?: (selector: string) => AnchorLike | null } | null;
  const anchor = target?.closest?.(IN_APP_LINK_SELECTOR);
  if (!anchor) return null;
  const frame = anchor.getAttribute('target');
  if (frame && frame !== '_self') return null;
  return anchor.getAttribute('href');
}

/**
 * The address of the row link in the table row a click is on, when a left click (with Ctrl or ⌘
 * at most, for a new tab) is on the row itself rather than on one of its links, buttons or
 * fields; null otherwise.
 */
export function rowLinkAddress(click: LinkClick): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.altKey || click.shiftKey) return null;
  const target = click.target as Partial<ElementLike> | null;
  if (!target?.closest || target.closest(CONTROLS)) return null;
  return target.closest('tr')?.querySelector(ROW_LINK_SELECTOR)?.getAttribute('href') ?? null;
}

/**
 * One click handler for a table of in-app links: opens them through the router, replacing the
 * history entry when the link is the address already shown (as <Link> does). With `rowsOpen`
 * a left click elsewhere in a row opens the row's link, in a new tab with Ctrl or ⌘ (as a click
 * on the link would), but not when it ends selecting text, so a row's text can be copied.
 */
export function useInAppLinkClicks(rowsOpen: boolean) {
  const navigate = useNavigate();
  const open = (address: string) => {
    const { pathname, search, hash } = window.location;
    navigate(address, { replace: `${pathname}${search}${hash}` === address });
  };
  return (event: MouseEvent<HTMLElement>) => {
    const link = inAppLinkAddress(event);
    if (link !== null) {
      event.preventDefault();
      open(link);
      return;
    }
    const row = rowsOpen ? rowLinkAddress(event) : null;
    if (row === null || window.getSelection()?.type === 'Range') return;
    if (event.ctrlKey || event.metaKey) window.open(row, '_blank', 'noopener');
    else open(row);
  };
}
