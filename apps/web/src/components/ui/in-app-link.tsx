import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** The anchors a table opens through the router carry this attribute. */
const IN_APP_LINK_SELECTOR = 'a[data-in-app-link]';

/**
 * Makes an `<a href>` in a DataTable a link to a screen of the app: spread onto the anchor
 * (`<a href={to} {...IN_APP_LINK}>`). It stays a real link (focus, Enter, middle-click and
 * "open in new tab" as any link), and the table opens it through the router as <Link> does
 * (`useInAppLinkClicks`). It has none of <Link>'s hooks, nor a component of its own, so a
 * hundred rows mount quickly. The `href` is an address from the root, e.g.
 * `/admin/customer-details/7`.
 */
export const IN_APP_LINK = { 'data-in-app-link': '' } as const;

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
 * One click handler for a container of in-app links: opens them through the router, replacing
 * the history entry when the link is the address already shown (as <Link> does).
 */
export function useInAppLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const address = inAppLinkAddress(event);
    if (address === null) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    navigate(address, { replace: `${pathname}${search}${hash}` === address });
  };
}
