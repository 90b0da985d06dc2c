import { MESSAGES } from '@praktijkportaal/contract/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The fallback for an unexpected route failure (spec §4): heading, error text and trace. */
export function ErrorPage() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  const trace = error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold text-red-800">{MESSAGES.unexpectedError}</h1>
      <p className="mt-4 font-medium">{text}</p>
      {trace ? (
        <pre className="mt-4 overflow-x-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100">
          {trace}
        </pre>
      ) : null}
    </main>
  );
}
