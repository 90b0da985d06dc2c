import { TEXTS } from '../../lib/texts';
import { ACTION_LINK_CLASSES } from './action-link';
import { IN_APP_LINK } from './in-app-link';

/**
 * "Bewerken" in a table row; screen readers hear whose, as its name begins with the visible word.
 * A label rather than hidden text: a row costs one element less to lay out and paint.
 * Looks like an ActionLink; for DataTable cells, which open it through the router.
 */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <a
      href={to}
      className={ACTION_LINK_CLASSES.text}
      aria-label={`${TEXTS.edit} ${name}`}
      {...IN_APP_LINK}
    >
      {TEXTS.edit}
    </a>
  );
}
