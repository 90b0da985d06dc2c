import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useMe } from '../../api/me';
import { TEXTS } from '../../lib/texts';
import { Alert } from './alert';
import { BackLink } from './back-link';
import { PageHeader } from './page-header';

/**
 * The one page a Klant or Manager sees for a practice, list, dashboard or PDF that is not
 * theirs (or no longer there): the spec's "Toegang geweigerd." and a way back to the start page.
 * The server decides (404); this only says it the same way everywhere.
 */
export function AccessDenied() {
  const practiceCount = useMe().data?.practices.length ?? 1;
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={TEXTS.accessDeniedTitle} />
      <Alert>{MESSAGES.accessDenied}</Alert>
      <p className="text-slate-700">{TEXTS.accessDeniedHint(practiceCount)}</p>
      <div>
        <BackLink to="/">{TEXTS.toHome}</BackLink>
      </div>
    </section>
  );
}
