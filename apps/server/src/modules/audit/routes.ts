import { Readable } from 'node:stream';
import { ZAuditEvent, ZAuditEventQuery } from '@praktijkportaal/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { contentDisposition } from '../../lib/content-disposition';
import { allow } from '../../plugins/authorization';
import { AUDIT_CSV_HEADER, auditCsvRow, CSV_BOM, csvLine } from './audit-csv';
import { allAuditEvents, listAuditEvents } from './list-audit-events';

const ADMIN = allow('Admin');

export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/audit-events',
    {
      config: { access: ADMIN },
      schema: { querystring: ZAuditEventQuery, response: { 200: z.array(ZAuditEvent) } },
    },
    async (request, reply) =>
      sendPage(request, reply, request.query, await listAuditEvents(db, request.query)),
  );

  app.get(
    '/api/audit-events.csv',
    {
      config: { access: ADMIN },
      // No response schema: the body is a CSV stream (UTF-8 with BOM, separated by `;`).
      schema: { querystring: ZAuditEventQuery },
    },
    async (request, reply) => {
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
  );
};
