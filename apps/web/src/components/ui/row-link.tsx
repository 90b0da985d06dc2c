import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

/** The attribute that marks the link that opens its table row. */
const ROW_LINK_SELECTOR = 'a[data-row-link]';

/**
 * Elements whose clicks are their own: a click on one of them does not open its row. A
 * disclosure (`details`) is one as a whole: its summary opens it, its text is read or copied.
 */
const CONTROLS = 'a, button, input, select, textarea, label, details, [role="button"]';

/**
 * The link that opens a table row's item: React Router's <Link>, so keyboard and screen reader
 * users meet a real link. The table opens it on a click anywhere in the row outside its other
 * links and buttons (`useRowLinkClicks`). For the cell of a DataTable column whose meta says
 * `rowLink`.
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      data-row-link=""
      className="font-semibold text-theme-800 underline-offset-2 group-hover:underline hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
    >
      {children}
    </Link>
  );
}

/** The parts of a click that decide whether it opens a row. */
export type RowClick = {
  button: number;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
};

type ElementLike = {
  closest(selector: string): ElementLike | null;
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
};

/**
 * The address of the row link in the table row a click is on, when a left click (with Ctrl or ⌘
 * at most, for a new tab) is on the row itself rather than on one of its links, buttons or
 * fields; null otherwise.
 */
export function rowLinkAddress(click: RowClick): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.altKey || click.shiftKey) return null;
  const target = click.target as Partial<ElementLike> | null;
  if (!target?.closest || target.closest(CONTROLS)) return null;
  return target.closest('tr')?.querySelector(ROW_LINK_SELECTOR)?.getAttribute('href') ?? null;
}

/**
 * A click handler for a table whose rows open: a left click in a row outside its controls opens
 * the row's link through the router (in a new tab with Ctrl or ⌘, as a click on the link would),
 * but not when it ends selecting text, so a row's text can be copied.
 */
export function useRowLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const address = rowLinkAddress(event);
    if (address === null || window.getSelection()?.type === 'Range') return;
    if (event.ctrlKey || event.metaKey) window.open(address, '_blank', 'noopener');
    else navigate(address);
  };
}
