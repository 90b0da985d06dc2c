import type { ReactNode } from 'react';

/** A quiet line that screen readers announce when it changes, e.g. while loading. */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <p className="text-slate-600" role="status">
      {children}
    </p>
  );
}
