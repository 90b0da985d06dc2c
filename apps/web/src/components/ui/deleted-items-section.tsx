import { type ReactNode, useId } from 'react';
import { useDeletedShown } from '../../lib/use-list-params';
import { Button } from './button';

type Props = {
  showLabel: string;
  hideLabel: string;
  title: string;
  /** The deleted items' table, mounted (and so loaded) only once they are shown. */
  children: ReactNode;
};

/**
 * A list page's "Toon/Verberg verwijderde …" button and, when shown, the deleted items; the
 * address keeps whether they are shown (`?deleted=1`).
 */
export function DeletedItemsSection({ showLabel, hideLabel, title, children }: Props) {
  const [shown, setShown] = useDeletedShown();
  const headingId = useId();
  return (
    <>
      <div>
        <Button variant="secondary" aria-expanded={shown} onClick={() => setShown(!shown)}>
          {shown ? hideLabel : showLabel}
        </Button>
      </div>
      {shown ? (
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <h2 id={headingId} className="text-xl font-bold">
            {title}
          </h2>
          {children}
        </section>
      ) : null}
    </>
  );
}
