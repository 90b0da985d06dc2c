import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import { createMetrics, type PortalMetrics, registerMetricsRoute } from './metrics/metrics';
import { accountRoutes } from './modules/account/index';
import { actionPointRoutes } from './modules/action-points/index';
import { auditRoutes, recordAccessDenied, recordTooManyAttempts } from './modules/audit/index';
import { authRoutes } from './modules/auth/index';
import { createPowerBiClient, dashboardRoutes } from './modules/dashboards/index';
import { dataRightsRoutes } from './modules/data-rights/index';
import { fileRoutes } from './modules/files/index';
import { healthRoutes } from './modules/health/index';
import { monthOverviewRoutes } from './modules/month-overview/index';
import { noticeRoutes } from './modules/notices/index';
import { ownSessionRoutes } from './modules/own-sessions/index';
import { passkeyRoutes } from './modules/passkeys/index';
import { practiceRoutes } from './modules/practices/index';
import { reportDraftRoutes, reportRoutes } from './modules/reports/index';
import { secondFactorRoutes } from './modules/second-factor/index';
import { securityNoticeRoutes } from './modules/security-notices/index';
import { statementRoutes } from './modules/statements/index';
import { userRoutes } from './modules/users/index';
import { whatsNewRoutes } from './modules/whats-new/index';
import { createPdfWorkPool, type PdfWorkPool } from './pdf/pdf-work-pool';
import { renderReportPdfInPool } from './pdf/render-in-pool';
import type { ReportPdfRenderer } from './pdf/report-pdf-types';
import { registerApiDocs } from './plugins/api-docs';
import { enforceAccess, registerAccessPolicies } from './plugins/authorization';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { countRequestsInFlight } from './plugins/requests-in-flight';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { assertSameOrigin, registerSecurityHeaders } from './plugins/security';
import { registerSessions, sessionCookieName } from './plugins/session';
import type { FileStore } from './storage/file-store';
import { registerWebFiles } from './web-app';
import { registerWebPages } from './web-pages';

/** Below about a packet's worth, compressing costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  fileStore: FileStore;
  logger?: FastifyServerOptions['logger'];
  /** Only for tests that make the PDF step fail on purpose; the pool's renderer otherwise. */
  reportPdfRenderer?: ReportPdfRenderer;
  /**
   * Only for tests: the time the attempt limits and the counted Logboek records go by, instead
   * of the database's `now()` that every instance shares (decision 065).
   */
  clock?: Clock;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when metrics are off (no METRICS_TOKEN or METRICS_PORT). */
    metrics: PortalMetrics | null;
    /** /readyz answers 503 until `done` (server.ts: the first Admin exists). */
    startup: { done: boolean };
    /** The threads that do PDF work off the main thread; ended when the app closes. */
    pdfWork: PdfWorkPool;
    /** This instance's requests in flight now; background sweeps wait for a quiet moment. */
    requestsInFlight: () => number;
    /** A test's clock for the attempt limits (decision 065); undefined: the database's. */
    clock: Clock | undefined;
  }
}

function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole portal (API and web app) without listening; tests drive it with inject. */
export async function buildApp({
  config,
  database,
  fileStore,
  logger,
  ...options
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Probes every few seconds would drown the log; their failures are still logged.
    logController: new LogController({
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
    // A hop count trusts that many proxies nearest to us (Fastify's types lack the number form).
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // During a SIGTERM drain, a request on a connection accepted just before the listener closed
    // is served, not refused: a proxy cannot retry a refused POST elsewhere (decision 046).
    return503OnClosing: false,
  });
  app.decorate('clock', options.clock);
  app.decorate('requestsInFlight', countRequestsInFlight(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerAccessPolicies(app);
  registerErrorHandling(app);

  registerSecurityHeaders(app, config);
  const loadSession = await registerSessions(app, config, database.db);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // No browser or proxy keeps an answer (API answers carry private data); only the web app's
    // files set a cache of their own (web-app.ts).
    reply.header('cache-control', 'no-store');
    // The matched route decides, not the raw URL: `/%61pi/...` routes to `/api/...` too.
    if (request.routeOptions.url?.startsWith('/api')) {
      assertSameOrigin(request, config);
      await loadSession(request);
    }
    try {
      enforceAccess(request, config.mfaRequiredRoles);
    } catch (error) {
      await recordAccessDenied(database.db, request, error);
      throw error;
    }
  });
  // Throttled attempts are counted where their 429 is sent, whichever handler refused them.
  app.addHook('onSend', async (request, reply) => {
    await recordTooManyAttempts(database.db, request, reply);
  });

  // Before compression: the answer a key keeps is the JSON text, not its compressed bytes.
  registerIdempotency(app, database.db);

  // Before compression is registered: the web app's files come compressed from the build
  // (brotli and gzip beside each file), so they are never compressed per request.
  await registerWebFiles(app, config.webDistDir);
  // API JSON compressed per answer as the browser accepts it; tiny answers go as they are.
  // Request bodies are not decompressed: browsers send them plain.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    globalDecompression: false,
  });
  // After compression, whose `reply.compress` a rendered page is sent with.
  await registerWebPages(app, config.webDistDir);

  const metrics = config.metrics ? createMetrics(database, config.databasePoolSize) : null;
  app.decorate('metrics', metrics);
  const timed = (render: ReportPdfRenderer) => metrics?.timed(render) ?? render;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
    // With METRICS_PORT they are served on that port alone (server.ts).
    if (config.metrics?.port === undefined)
      registerMetricsRoute(app, metrics, config.metrics?.token);
  }

  await registerApiDocs(app, sessionCookieName(config));
  // Done unless server.ts says otherwise while it starts; tests drive a built app at once.
  const startup = { done: true };
  app.decorate('startup', startup);
  await app.register(healthRoutes, { database, startup });
  await app.register(statementRoutes, { config });
  await app.register(authRoutes, { config, db: database.db });
  await app.register(ownSessionRoutes, { config, db: database.db });
  await app.register(secondFactorRoutes, { config, db: database.db });
  await app.register(passkeyRoutes, { config, db: database.db });
  await app.register(securityNoticeRoutes, { db: database.db });
  await app.register(userRoutes, { config, db: database.db });
  await app.register(accountRoutes, { config, db: database.db });
  await app.register(dataRightsRoutes, { config, db: database.db });
  await app.register(noticeRoutes, { db: database.db });
  await app.register(auditRoutes, { db: database.db });
  const powerBiConfigured = config.powerBi !== undefined;
  await app.register(practiceRoutes, { config, db: database.db, powerBiConfigured });
  await app.register(dashboardRoutes, {
    db: database.db,
    powerBi: createPowerBiClient(config.powerBi, app.log),
  });
  const pdfWork = createPdfWorkPool();
  app.decorate('pdfWork', pdfWork);
  app.addHook('onClose', () => pdfWork.close());
  await app.register(reportRoutes, {
    db: database.db,
    store: fileStore,
    reportPdfRenderer: timed(options.reportPdfRenderer ?? renderReportPdfInPool(pdfWork)),
  });
  await app.register(fileRoutes, {
    db: database.db,
    store: fileStore,
    pdfWork,
    uploadCheck: config.uploadCheck,
    uploadMaxBytes: config.uploadMaxBytes,
  });
  await app.register(reportDraftRoutes, { db: database.db });
  await app.register(actionPointRoutes, { db: database.db });
  await app.register(monthOverviewRoutes, { config, db: database.db });
  await app.register(whatsNewRoutes, { db: database.db });
  return app;
}
