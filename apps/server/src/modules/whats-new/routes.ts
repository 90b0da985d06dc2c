import { whatsNewApi } from '@praktijkportaal/contract/api/whats-new';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signedInUser } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { findVisiblePractice } from '../practice-access/index';
import { whatsNewOf } from './whats-new';

/** What is new in a practice for its own Klant or Manager (decision 095). */
export const whatsNewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  implementRoutes(app, whatsNewApi, {
    getPracticeWhatsNew: async (request) => {
      const caller = signedInUser(request);
      // A practice that is not theirs is a 404, as its reports and files are.
      const practice = await findVisiblePractice(db, caller, request.params.practiceId);
      return (await whatsNewOf(db, caller.id, [practice.id]))(practice.id);
    },
  });
};
