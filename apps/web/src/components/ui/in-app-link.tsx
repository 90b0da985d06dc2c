import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The anchors a table opens through the router carry this attribute. */
const IN_APP_LINK_SELECTOR = 'a[data-in-app-link]';

type Props = {
  to: string;
  className?: string;
  /** The link's name for screen readers where its text alone would not say enough. */
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * A link to a screen of the app inside a DataTable: a real <a href> (focus, Enter, middle-click
 * and "open in new tab" as any link), which the table opens through the router as <Link> does
 * (`useInAppLinkClicks`). It has none of <Link>'s hooks, so a hundred rows mount quickly.
 * `to` is an address from the root, e.g. `/admin/customer-details/7`.
 */
export function InAppLink({ to, className, 'aria-label': label, children }: Props) {
  return (
    <a href={to} className={className} aria-label={label} data-in-app-link="">
      {children}
    </a>
  );
}

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
 * The address an InAppLink click should open in the app, or null when the browser should have
 * the click: another button, a modifier key (new tab or window, download), a handler that
 * prevented it, a link with a target of its own, or no InAppLink at all.
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
 * One click handler for a container of InAppLinks: opens them through the router, replacing
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
