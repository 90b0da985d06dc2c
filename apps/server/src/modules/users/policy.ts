import type { FastifyRequest } from 'fastify';
import { forbidden, signedInUser } from '../../plugins/authorization';

/** An Admin may read any user; everyone else only themselves. */
export function assertCanReadUser(request: FastifyRequest, userId: number) {
  const caller = signedInUser(request);
  if (caller.type !== 'Admin' && caller.id !== userId) throw forbidden();
  return caller;
}
