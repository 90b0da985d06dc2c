import type { FastifyRequest } from 'fastify';
import { forbidden, signedInUser } from '../../plugins/authorization';

/** Routes about "my account" take the user id in the path; only the caller's own id passes. */
export function assertOwnAccount(request: FastifyRequest, userId: number) {
  const caller = signedInUser(request);
  if (caller.id !== userId) throw forbidden();
  return caller;
}
