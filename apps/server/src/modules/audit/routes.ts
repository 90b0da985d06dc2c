import { Readable } from 'node:stream';
import { auditApi } from '@praktijkportaal/contract/api/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { contentDisposition } from '../../lib/content-disposition';
import { implementRoutes } from '../../plugins/implement-route';
import { AUDIT_CSV_HEADER, auditCsvRow, CSV_BOM, csvLine } from './audit-csv';
import { allAuditEvents, listAuditEvents } from './list-audit-events';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  implementRoutes(app, auditApi, {
    listAuditEvents: async (request, reply) =>
      sendPage(request, reply, request.query, await listAuditEvents(db, request.query)),

    exportAuditEvents: async (request, reply) => {
      const { limit: _limit, offset: _offset, ...filter } = request.query;
      const events = allAuditEvents(db, filter);
      // The first batch is read before the answer starts: a failure then is an error answer,
      // not a cut-off download.
      const first = await events.next();
      async function* lines() {
        yield CSV_BOM + csvLine(AUDIT_CSV_HEADER);
        if (first.done) return;
        yield auditCsvRow(first.value);
        for await (const event of events) yield auditCsvRow(event);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('logboek.csv', 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines()));
    },
  });
};
