import type { ReactNode } from 'react';
import { ROW_LINK } from './in-app-link';

/**
 * The link that opens a table row's item. The table opens it on a click anywhere in the row
 * outside its other links and buttons (in-app-link.tsx), while keyboard and screen reader users
 * meet a real link. For the cell of a DataTable column whose meta says `rowLink`.
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      className="font-semibold text-theme-800 underline-offset-2 group-hover:underline hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
      {...ROW_LINK}
    >
      {children}
    </a>
  );
}
