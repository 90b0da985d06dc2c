import { ActionLink } from '../../../components/ui/action-link';
import {
  ACCESSIBILITY_PATH,
  PRIVACY_PATH,
  STATEMENT_LINK_TEXTS,
} from '../../../lib/statement-paths';

/** The two public statements, linked from the login page and "Mijn account". */
export function StatementLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${className}`}>
      <li>
        <ActionLink to={PRIVACY_PATH}>{STATEMENT_LINK_TEXTS.privacy}</ActionLink>
      </li>
      <li>
        <ActionLink to={ACCESSIBILITY_PATH}>{STATEMENT_LINK_TEXTS.accessibility}</ActionLink>
      </li>
    </ul>
  );
}
