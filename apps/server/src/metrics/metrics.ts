import { timingSafeEqual } from 'node:crypto';
import { routes } from '@praktijkportaal/contract/api/routes';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { count, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { mailQueue } from '../db/schema/mail-queue';
import { pendingNotices } from '../db/schema/notices';
import type { ReportPdfRenderer } from '../pdf/report-pdf-types';

export const METRICS_PATH = '/metrics';
/** Both steps of a login: a wrong password and a wrong second-factor code are login failures. */
const LOGIN_ROUTES: string[] = [routes.login.path, routes.loginWithSecondFactor.path];

/**
 * The portal's Prometheus metrics, one registry per app: requests by route and
 * status with their duration, login failures and 429s, PDF render time, the database's
 * connections, the mail queue, notices, and Node's own (event loop delay, memory,
 * CPU). Each instance is scraped on its own; nothing here decides who may do what.
 */
export function createMetrics(database: DatabaseHandle, poolSize: number) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (as registered) and status.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'portal_login_failures_total',
    help: 'Logins refused for a wrong email, password or second-factor code (401).',
    registers: [registry],
  });
  const tooManyRequests = new Counter({
    name: 'portal_too_many_requests_total',
    help: 'Requests refused by the attempt limits (429), by route.',
    labelNames: ['route'],
    registers: [registry],
  });
  const pdfRenderDuration = new Histogram({
    name: 'portal_pdf_render_duration_seconds',
    help: 'Time a report save waits for its PDF: the render in a worker thread and any wait for one.',
    buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  new Gauge({
    name: 'portal_database_pool_size',
    help: 'Connections this instance may open to PostgreSQL (1 for the embedded database).',
    registers: [registry],
    collect() {
      this.set(database.kind === 'postgres' ? poolSize : 1);
    },
  });
  new Gauge({
    name: 'portal_database_connections',
    help: "Connections to the portal's database by state, all instances together (PostgreSQL).",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      if (database.kind !== 'postgres') return;
      const result = (await database.db.execute(
        sql`select coalesce(state, 'unknown') as state, count(*)::int as connections
            from pg_stat_activity where datname = current_database() group by 1`,
      )) as unknown as { state: string; connections: number }[];
      for (const row of result) this.set({ state: row.state }, row.connections);
    },
  });
  new Gauge({
    name: 'portal_mails',
    help: 'Mails in the queue by status: pending (queued, not yet sent), sent, failed.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.db
        .select({ status: mailQueue.status, mails: count() })
        .from(mailQueue)
        .groupBy(mailQueue.status);
      for (const status of ['pending', 'sent', 'failed'] as const) {
        this.set({ status }, rows.find((row) => row.status === status)?.mails ?? 0);
      }
    },
  });

  const noticeMails = new Counter({
    name: 'portal_notice_mails_queued_total',
    help: 'Notice mails about new reports and files this instance queued (one per recipient).',
    registers: [registry],
  });
  new Gauge({
    name: 'portal_pending_notices',
    help: 'New reports and files waiting for their notice mail, all instances together.',
    registers: [registry],
    async collect() {
      const [row] = await database.db.select({ rows: count() }).from(pendingNotices);
      this.set(row?.rows ?? 0);
    },
  });

  return {
    registry,
    /** The notice worker's mails of one round. */
    countNoticeMails(mails: number) {
      noticeMails.inc(mails);
    },
    /** Counts every answer; to be added as an onResponse hook of the app. */
    observe(request: FastifyRequest, reply: FastifyReply) {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requestDuration.observe(
        { method: request.method, route, status_code: String(status) },
        reply.elapsedTime / 1000,
      );
      if (LOGIN_ROUTES.includes(route) && status === 401) loginFailures.inc();
      if (status === 429) tooManyRequests.inc({ route });
    },
    /** The renderer, timed. */
    timed(render: ReportPdfRenderer): ReportPdfRenderer {
      return async (...args) => {
        const end = pdfRenderDuration.startTimer();
        try {
          return await render(...args);
        } finally {
          end();
        }
      };
    },
  };
}

export type PortalMetrics = ReturnType<typeof createMetrics>;

/** Same length and content, compared in constant time. */
function tokenMatches(header: string | undefined, token: string) {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus' text format, for scrapers that present
 * `Authorization: Bearer <METRICS_TOKEN>` (any caller when no token is set: then it is served
 * only on METRICS_PORT, see config.ts).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: PortalMetrics,
  token: string | undefined,
) {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !tokenMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: ERROR_CODES.unauthenticated, message: MESSAGES.unauthenticated });
    }
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/** The server of METRICS_PORT: /metrics and nothing else. */
export function buildMetricsServer(metrics: PortalMetrics, token: string | undefined) {
  const server = Fastify({ logger: false });
  registerMetricsRoute(server, metrics, token);
  return server;
}
