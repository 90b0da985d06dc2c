import type { ReactNode } from 'react';

export type DetailsItem = { term: string; value: ReactNode };

/** Facts about one thing as term–value pairs: stacked on a phone, two columns from a tablet up. */
export function DetailsList({ items }: { items: DetailsItem[] }) {
  return (
    <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      {items.map((item) => (
        <div key={item.term} className="flex flex-col gap-0.5 sm:contents">
          <dt className="text-sm font-semibold text-slate-600">{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
