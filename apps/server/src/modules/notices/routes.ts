import { noticeApi } from '@praktijkportaal/contract/api/notices';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { NOTICE_MESSAGES } from '@praktijkportaal/contract/notices';
import { unsubscribePagePath } from '@praktijkportaal/contract/page-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { implementRoutes } from '../../plugins/implement-route';
import { unsubscribeUser } from './notice-settings';
import { unsubscribeSignatureMatches } from './unsubscribe-link';

/**
 * The unsubscribe link of every notice mail (RFC 8058): a POST, from a mail client's
 * one-click or the page's button, turns notices off without a session; a GET (someone opened
 * the link itself) leads to the page that asks first.
 */
export const noticeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // One-click posts `List-Unsubscribe=One-Click` as a form; the link alone says who and why.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );

  implementRoutes(app, noticeApi, {
    openUnsubscribeLink: async (request, reply) => {
      const query = new URLSearchParams({
        user: String(request.query.user),
        sig: request.query.sig,
      });
      return reply.redirect(unsubscribePagePath(query), 303);
    },

    unsubscribe: {
      settings: { signedLinkOnly: true },
      handler: async (request, reply) => {
        const { user, sig } = request.query;
        if (
          !(await unsubscribeSignatureMatches(db, user, sig)) ||
          !(await unsubscribeUser(db, user, request.ip))
        ) {
          throw new AppError(
            ERROR_CODES.unsubscribeLinkInvalid,
            403,
            NOTICE_MESSAGES.unsubscribeLinkInvalid,
          );
        }
        return reply.status(204).send(null);
      },
    },
  });
};
