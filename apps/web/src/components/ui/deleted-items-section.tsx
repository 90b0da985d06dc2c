import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';

type Props = {
  showLabel: string;
  hideLabel: string;
  title: string;
  /** The deleted items' table, mounted (and so loaded) only once they are shown. */
  children: ReactNode;
};

/** A list page's "Toon/Verberg verwijderde …" button and, when shown, the deleted items. */
export function DeletedItemsSection({ showLabel, hideLabel, title, children }: Props) {
  const [shown, setShown] = useState(false);
  const headingId = useId();
  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setShown((wasShown) => !wasShown)}>
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
