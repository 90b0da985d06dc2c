import type { ReactNode } from 'react';
import { Icon } from '../icons/icon';
import { faArrowLeft } from '../icons/solid/arrow-left';
import { ActionLink } from './action-link';

/** A link back to where a page belongs (its list, its practice, the start page). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ActionLink to={to} className="inline-flex items-center gap-2">
      <Icon icon={faArrowLeft} />
      {children}
    </ActionLink>
  );
}
