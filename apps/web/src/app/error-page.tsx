import { MESSAGES } from '@praktijkportaal/contract/messages';
import { type ComponentType, lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ActionLink } from '../components/ui/action-link';
import { usePageName } from '../lib/page-context';
import { TEXTS } from '../lib/texts';

/*
 * The error page is in the entry (it must show when a screen's chunk fails to load); its icons
 * come in a chunk of their own, so the login page does not carry them (imported at once they
 * added 1.7 kB to it, decision 103). Until they are in, or when their chunk cannot load either
 * (the very failure this page may be showing), the page shows without them: a failed import
 * gives the plain form.
 */
function HomeLink() {
  return (
    <ActionLink to="/" className="inline-flex items-center gap-2">
      {TEXTS.toHome}
    </ActionLink>
  );
}
const DragonIcon = lazy<ComponentType>(() =>
  import('./error-page-icons').then(
    (m) => ({ default: m.DragonIcon }),
    () => ({ default: () => null }),
  ),
);
const BackLink = lazy<ComponentType>(() =>
  import('../components/ui/back-link').then(
    (m) => ({ default: () => <m.BackLink to="/">{TEXTS.toHome}</m.BackLink> }),
    () => ({ default: HomeLink }),
  ),
);

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
      <Suspense fallback={null}>
        <DragonIcon />
      </Suspense>
      <h1 id="fout-titel" className="mt-3 text-2xl font-bold text-red-800">
        {MESSAGES.unexpectedError}
      </h1>
      <p className="mt-4 font-medium">{text}</p>
      <p className="mt-4">
        <Suspense fallback={<HomeLink />}>
          <BackLink />
        </Suspense>
      </p>
      {trace ? (
        <pre className="mt-4 overflow-x-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100">
          {trace}
        </pre>
      ) : null}
    </section>
  );
}
