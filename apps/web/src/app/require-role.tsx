import type { UserType } from '@praktijkportaal/contract/roles';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { Navigate, Outlet, useOutletContext } from 'react-router';

/**
 * A layout route for one group of roles: anyone else is sent to their own home. Convenience
 * only; the server refuses the data to the wrong role regardless.
 */
export function RequireRole({ roles }: { roles: readonly UserType[] }) {
  const user = useOutletContext<TUserWithPractices>();
  if (!roles.includes(user.type)) return <Navigate to="/" replace />;
  return <Outlet context={user} />;
}
