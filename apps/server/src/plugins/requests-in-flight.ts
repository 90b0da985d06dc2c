import type { FastifyInstance } from 'fastify';

/**
 * Counts this instance's requests from their arrival until their connection's answer is done
 * (sent or cut off). Only background work reads it, to pick a quiet moment (decision 070); it
 * decides nothing about who may do what, so keeping it in one process is fine.
 */
export function countRequestsInFlight(app: FastifyInstance): () => number {
  let inFlight = 0;
  app.addHook('onRequest', async (_request, reply) => {
    inFlight++;
    reply.raw.once('close', () => inFlight--);
  });
  return () => inFlight;
}
