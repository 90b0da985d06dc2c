import { TEXTS } from '../../lib/texts';
import { ActionLink } from './action-link';
import { Button } from './button';

/** Opslaan (busy while saving) and a way back without saving. */
export function FormActions({ pending, cancelTo }: { pending: boolean; cancelTo: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" disabled={pending}>
        {pending ? TEXTS.saving : TEXTS.save}
      </Button>
      <ActionLink to={cancelTo}>{TEXTS.cancel}</ActionLink>
    </div>
  );
}
