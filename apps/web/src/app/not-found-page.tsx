import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">Pagina niet gevonden</h1>
      <p className="text-slate-700">Deze pagina bestaat niet (meer).</p>
      <Link to="/" className="font-semibold text-theme-700 underline">
        Naar de startpagina
      </Link>
    </section>
  );
}
