import { faArrowLeft } from '@fortawesome/free-solid-svg-icons';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import type { ReactNode } from 'react';
import { ActionLink } from './action-link';

/** A link back to where a page belongs (its list, its practice, the start page). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ActionLink to={to} className="inline-flex items-center gap-2">
      <FontAwesomeIcon icon={faArrowLeft} />
      {children}
    </ActionLink>
  );
}
