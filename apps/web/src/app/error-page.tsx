import { faDragon } from '@fortawesome/free-solid-svg-icons';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BackLink } from '../components/ui/back-link';
import { usePageName } from '../lib/page-context';
import { TEXTS } from '../lib/texts';

/**
 * The fallback for an unexpected route failure (spec §4): heading, error text and trace, and a
 * way back to the start page.
 */
export function ErrorPage() {
  const error = useRouteError();
  usePageName(MESSAGES.unexpectedError);
  const text = isRouteErrorResponse(error)
    ? [`${error.status} ${error.statusText}`, typeof error.data === 'string' ? error.data : '']
        .filter(Boolean)
        .join(': ')
    : error instanceof Error
      ? error.message
      : String(error);
  const trace = error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto max-w-3xl p-6" aria-labelledby="fout-titel">
      <FontAwesomeIcon icon={faDragon} className="text-4xl text-red-800" />
      <h1 id="fout-titel" className="mt-3 text-2xl font-bold text-red-800">
        {MESSAGES.unexpectedError}
      </h1>
      <p className="mt-4 font-medium">{text}</p>
      <p className="mt-4">
        <BackLink to="/">{TEXTS.toHome}</BackLink>
      </p>
      {trace ? (
        <pre className="mt-4 overflow-x-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100">
          {trace}
        </pre>
      ) : null}
    </section>
  );
}
