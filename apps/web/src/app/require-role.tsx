import type { TSessionUser } from '@praktijkportaal/contract/auth';
import type { UserType } from '@praktijkportaal/contract/roles';
import { Navigate, Outlet, useOutletContext } from 'react-router';

/**
 * A layout route for one group of roles: anyone else is sent to their own home. Convenience
 * only; the server refuses the data to the wrong role regardless.
 */
export function RequireRole({ roles }: { roles: readonly UserType[] }) {
  const user = useOutletContext<TSessionUser>();
  if (!roles.includes(user.type)) return <Navigate to="/" replace />;
  return <Outlet context={user} />;
}
