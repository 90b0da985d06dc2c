import path from 'node:path';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { keepPgliteStatistics } from './db/pglite-statistics';
import { backgroundFailure } from './lib/db-errors';
import { SWEEP_QUIET } from './lib/wait-until-quiet';
import { createMailTransport } from './mail/mail-transport';
import { startMailWorker } from './mail/mail-worker';
import { buildMetricsServer, type PortalMetrics } from './metrics/metrics';
import { deleteOldAuditEvents } from './modules/audit/index';
import {
  deleteExpiredPendingLogins,
  deleteOldAttemptWindows,
  deleteSpentTokens,
  passwordResetSettings,
  startPasswordResetWorker,
} from './modules/auth/index';
import { deleteSpentEmailChanges, eraseUsersPastRetention } from './modules/data-rights/index';
import { removeOrphanFilesWhenQuiet } from './modules/files/index';
import { startNoticeWorker } from './modules/notices/index';
import { deleteExpiredPasskeyChallenges } from './modules/passkeys/index';
import { deleteOldReportDrafts } from './modules/reports/index';
import { deleteSpentSecurityNotices } from './modules/security-notices/index';
import { missingPrivacySettings, StatementFileError } from './modules/statements/index';
import { checkInitialAdminPassword, ensureInitialAdmin } from './modules/users/index';
import { deleteExpiredIdempotencyKeys } from './plugins/idempotency';
import { deleteExpiredSessions } from './plugins/session-store';
import { describeDatabase, formatStartBanner } from './start-banner';
import { FileStoreUnavailableError } from './storage/file-store';
import { openFileStore } from './storage/open-file-store';

/** With METRICS_PORT, /metrics is served on that port alone (e.g. reachable only inside). */
async function startMetricsServer(metrics: PortalMetrics | null, config: AppConfig) {
  const port = config.metrics?.port;
  if (!metrics || port === undefined) return undefined;
  const server = buildMetricsServer(metrics, config.metrics?.token);
  await server.listen({ host: config.host, port });
  return server;
}

async function main() {
  const config = loadConfig();
  // First: an unreachable bucket then stops the start before the database is opened.
  const fileStore = await openFileStore(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const app = await buildApp({ config, database, fileStore });
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'migrating database');
  await database.migrate();
  await checkInitialAdminPassword(config.initialAdmin);
  const mailTransport = createMailTransport(config.mail, app.log);
  app.log.info(
    mailTransport.kind === 'smtp'
      ? { mail: 'smtp', host: config.mail.smtp?.host }
      : { mail: 'outbox', outbox: config.mail.outboxDir },
    'mail worker started',
  );
  const stopMailWorker = startMailWorker(database.db, mailTransport, app.log);
  if (!config.publicOrigin) {
    app.log.warn(
      { links: config.portalUrl },
      'PUBLIC_URL is not set: links in mails use the address the server listens on',
    );
  }
  const stopPasswordResetWorker = startPasswordResetWorker(
    database.db,
    passwordResetSettings(config),
    app.log,
  );
  const stopNoticeWorker = startNoticeWorker(database.db, config.notices, app.log, (mails) =>
    app.metrics?.countNoticeMails(mails),
  );
  await deleteExpiredSessions(database.db, config.session);
  // Past windows of the attempt limits and expired idempotency keys go once a minute; every
  // instance may do it.
  const attemptSweep = setInterval(() => {
    deleteOldAttemptWindows(database.db).catch((error: unknown) =>
      app.log.warn(backgroundFailure(error), 'could not remove past attempt windows'),
    );
    deleteExpiredIdempotencyKeys(database.db).catch((error: unknown) =>
      app.log.warn(backgroundFailure(error), 'could not remove expired idempotency keys'),
    );
    deleteSpentTokens(database.db).catch((error: unknown) =>
      app.log.warn(backgroundFailure(error), 'could not remove spent one-time tokens'),
    );
    deleteExpiredPendingLogins(database.db).catch((error: unknown) =>
      app.log.warn(backgroundFailure(error), 'could not remove expired pending logins'),
    );
    deleteSpentEmailChanges(database.db).catch((error: unknown) =>
      app.log.warn(backgroundFailure(error), 'could not remove spent e-mail changes'),
    );
    deleteExpiredPasskeyChallenges(database.db).catch((error: unknown) =>
      app.log.warn(backgroundFailure(error), 'could not remove expired passkey challenges'),
    );
    deleteSpentSecurityNotices(database.db).catch((error: unknown) =>
      app.log.warn(backgroundFailure(error), 'could not remove spent security notices'),
    );
  }, 60_000);
  // At start and then daily, on every instance (all are safe to run at once): audit records
  // past AUDIT_RETENTION_DAYS, report concepts untouched for 30 days, users deleted past
  // DELETED_USER_RETENTION_DAYS (erased one by one, skip-locked: decision 076), and stored files no pdf row names (left by a crash of any
  // instance, so a long-running one sweeps them too).
  const stopSweeps = new AbortController();
  const dailySweep = () => {
    deleteOldAuditEvents(database.db, config.auditRetentionDays).catch((error: unknown) =>
      app.log.warn(backgroundFailure(error), 'could not remove old audit records'),
    );
    deleteOldReportDrafts(database.db).catch((error: unknown) =>
      app.log.warn(backgroundFailure(error), 'could not remove old report concepts'),
    );
    eraseUsersPastRetention(database.db, config.deletedUserRetentionDays).then(
      (erased) => {
        if (erased > 0) app.log.info({ erased }, 'erased users deleted past their retention');
      },
      (error: unknown) => app.log.warn(backgroundFailure(error), 'could not erase deleted users'),
    );
    // It lists every stored file: it waits for a quiet moment (bounded), so a starting server
    // answers at full speed (decision 070).
    removeOrphanFilesWhenQuiet(
      { db: database.db, store: fileStore, requestsInFlight: app.requestsInFlight },
      SWEEP_QUIET,
      stopSweeps.signal,
    ).then(
      (orphans) => {
        if (orphans > 0) app.log.warn({ orphans }, 'removed stored files that no pdf row names');
      },
      (error: unknown) => app.log.warn(backgroundFailure(error), 'could not sweep orphan files'),
    );
  };
  const dailySweepTimer = setInterval(dailySweep, 24 * 60 * 60_000);

  const metricsServer = await startMetricsServer(app.metrics, config);

  let stopStatistics = () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(attemptSweep);
    clearInterval(dailySweepTimer);
    stopSweeps.abort();
    stopStatistics();
    await metricsServer?.close();
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    await app.close();
    await stopPasswordResetWorker();
    await stopNoticeWorker();
    await stopMailWorker();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  app.startup.done = false;
  const address = await app.listen({ host: config.host, port: config.port });
  // Only now that the portal can be reached: a start that failed before loses no password.
  const firstAdmin = await ensureInitialAdmin(database.db, config.initialAdmin, app.log);
  app.startup.done = true;
  const banner = formatStartBanner(
    {
      address: config.publicOrigin ?? address,
      database: describeDatabase(config.databaseUrl, path.join(config.dataDir, 'pglite')),
      firstAdmin: firstAdmin?.generatedPassword
        ? { email: firstAdmin.email, password: firstAdmin.generatedPassword }
        : undefined,
      missingPrivacySettings: missingPrivacySettings(config),
    },
    process.stderr.isTTY === true,
  );
  process.stderr.write(banner);
  // Housekeeping that need not delay the first answer.
  dailySweep();
  if (database.kind === 'pglite') stopStatistics = keepPgliteStatistics(database.db, app.log);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof FileStoreUnavailableError ||
    error instanceof StatementFileError
  ) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error);
  }
  process.exit(1);
});
