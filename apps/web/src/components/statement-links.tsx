import { PAGE_PATHS } from '@praktijkportaal/contract/page-paths';
import { STATEMENT_LINK_TEXTS } from '../lib/statement-texts';
import { ActionLink } from './ui/action-link';

/** The two public statements, linked from the login page and "Mijn account". */
export function StatementLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${className}`}>
      <li>
        <ActionLink to={PAGE_PATHS.privacy}>{STATEMENT_LINK_TEXTS.privacy}</ActionLink>
      </li>
      <li>
        <ActionLink to={PAGE_PATHS.accessibility}>{STATEMENT_LINK_TEXTS.accessibility}</ActionLink>
      </li>
    </ul>
  );
}
