import { useQuery } from '@tanstack/react-query';
import { statementQuery } from '../../../api/statements';
import { Logos } from '../../../components/logos';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { usePageName } from '../../../lib/page-context';
import { STATEMENT_LINK_TEXTS } from '../../../lib/statement-texts';
import { StatementBlocks } from '../components/statement-blocks';

const TEXTS = {
  loading: 'De verklaring wordt geladen…',
  loadFailed: 'De verklaring kon niet worden geladen. Probeer het later opnieuw.',
  toPortal: 'Naar het portaal',
} as const;

/**
 * /privacyverklaring and /toegankelijkheidsverklaring: readable without logging in; the
 * text comes from the server, made from its configuration or the hosting party's file.
 */
export function StatementPage({ kind }: { kind: 'privacy' | 'accessibility' }) {
  const statement = useQuery(statementQuery(kind));
  const title = statement.data?.title ?? STATEMENT_LINK_TEXTS[kind];
  usePageName(title);
  return (
    <main className="flex min-h-dvh justify-center px-4 py-10">
      <article className="w-full max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <div className="mb-6">
          <Logos />
        </div>
        <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {statement.isPending ? (
          <p className="text-slate-600" aria-live="polite">
            {TEXTS.loading}
          </p>
        ) : statement.isError ? (
          <Alert>{TEXTS.loadFailed}</Alert>
        ) : (
          <StatementBlocks blocks={statement.data.blocks} />
        )}
        <p className="mt-10 text-sm">
          <ActionLink to="/">{TEXTS.toPortal}</ActionLink>
        </p>
      </article>
    </main>
  );
}
