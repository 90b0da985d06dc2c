import { asc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { passwordResetRequests } from '../../db/schema/password-reset-requests';
import { startPollingWorker } from '../../lib/polling-worker';
import { type PasswordResetSettings, sendPasswordReset } from './password-links';

/** The worker's settings, from the same config on every instance. */
export function passwordResetSettings(config: AppConfig): PasswordResetSettings {
  return {
    portalUrl: config.portalUrl,
    mailsPerAddressPerHour: config.resetLimits.mailsPerAddressPerHour,
  };
}

/** How often each instance looks for stored requests; the mail worker then polls on its own. */
export const PASSWORD_RESET_POLL_MS = 2_000;

/**
 * The request path of "Wachtwoord vergeten?" (decision 054): one insert,
 * whether or not the address has an account, so the answer's timing tells nothing about it.
 */
export async function storePasswordResetRequest(db: Database, email: string, ip: string) {
  await db.insert(passwordResetRequests).values({ email, ip });
}

/**
 * Takes the oldest request and does its work in one transaction; false when none is left.
 * The row is locked with SKIP LOCKED and deleted, so two instances never take the same one,
 * and a failure puts it back for the next round.
 */
export async function handleNextPasswordResetRequest(
  db: Database,
  settings: PasswordResetSettings,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const oldest = tx
      .select({ id: passwordResetRequests.id })
      .from(passwordResetRequests)
      .orderBy(asc(passwordResetRequests.requestedAt), asc(passwordResetRequests.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [request] = await tx
      .delete(passwordResetRequests)
      .where(inArray(passwordResetRequests.id, oldest))
      .returning({ email: passwordResetRequests.email, ip: passwordResetRequests.ip });
    if (!request) return false;
    await sendPasswordReset(tx, request, settings);
    return true;
  });
}

/** Every stored request; returns how many were handled. Safe on any number of instances. */
export async function handlePasswordResetRequests(
  db: Database,
  settings: PasswordResetSettings,
): Promise<number> {
  let handled = 0;
  while (await handleNextPasswordResetRequest(db, settings)) handled += 1;
  return handled;
}

/** Looks for requests every PASSWORD_RESET_POLL_MS; `stop` waits for the round in progress. */
export function startPasswordResetWorker(
  db: Database,
  settings: PasswordResetSettings,
  log: FastifyBaseLogger,
) {
  return startPollingWorker(
    'password reset',
    PASSWORD_RESET_POLL_MS,
    () => handlePasswordResetRequests(db, settings),
    log,
  );
}
