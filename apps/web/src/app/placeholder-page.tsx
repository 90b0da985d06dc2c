/** A screen whose content a later issue builds; the route, title and access already work. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600">Dit onderdeel is nog in ontwikkeling.</p>
    </section>
  );
}
