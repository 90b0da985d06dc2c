import { TEXTS } from '../../lib/texts';
import { ActionLink } from './action-link';

/** "Bewerken" in a table row; screen readers also hear whose (the visible word stays first). */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <ActionLink to={to}>
      {TEXTS.edit}
      <span className="sr-only"> {name}</span>
    </ActionLink>
  );
}
