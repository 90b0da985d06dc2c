import type { ReactNode } from 'react';
import { TEXTS } from '../../../lib/texts';

type Props = { id: string; title: string; description: string; children?: ReactNode };

/**
 * A part of the practice's details that a later issue fills (dashboards, PDF files, reports).
 * It says so plainly and shows no made-up data.
 */
export function UpcomingSection({ id, title, description, children }: Props) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-600">
        <p className="text-xs font-bold tracking-wider text-slate-500 uppercase">
          {TEXTS.comingSoon}
        </p>
        <p className="mt-1">{description}</p>
      </div>
    </section>
  );
}
