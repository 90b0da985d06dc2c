import { TEXTS } from '../../lib/texts';
import { ACTION_LINK_CLASSES } from './action-link';
import { InAppLink } from './in-app-link';

/**
 * "Bewerken" in a table row; screen readers also hear whose (the visible word stays first).
 * Looks like an ActionLink; for DataTable cells, which open it through the router.
 */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <InAppLink to={to} className={ACTION_LINK_CLASSES.text}>
      {TEXTS.edit}
      <span className="sr-only"> {name}</span>
    </InAppLink>
  );
}
