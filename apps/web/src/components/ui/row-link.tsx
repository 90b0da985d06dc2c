import type { ReactNode } from 'react';
import { IN_APP_LINK } from './in-app-link';

/**
 * The link that opens a table row's item. It stretches over the whole row, so a click
 * anywhere in the row opens it, while keyboard and screen reader users meet a real link.
 * Other controls in the row sit above it (their cell has `relative`). For DataTable cells,
 * which open it through the router (in-app-link.tsx).
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      className="font-semibold text-theme-800 underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-theme-600"
      {...IN_APP_LINK}
    >
      {children}
    </a>
  );
}
