import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AppConfig, ConfigError } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { hashPassword, passwordProblem } from '../auth/index';

/** A random password that keeps the password rule (it holds no word of the Admin's name). */
async function generatePassword(admin: AppConfig['initialAdmin']) {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if ((await passwordProblem(password, admin)) === undefined) return password;
  }
}

/**
 * Before the server listens: an ADMIN_PASSWORD the password rule refuses stops the start
 * (ConfigError), so a wrong setting never gets as far as a half-started portal.
 */
export async function checkInitialAdminPassword(admin: AppConfig['initialAdmin']) {
  if (admin.password === undefined) return;
  const problem = await passwordProblem(admin.password, admin);
  if (problem !== undefined) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ADMIN_PASSWORD wordt geweigerd: ${problem}`,
    );
  }
}

/**
 * On an empty database, creates the first Admin so somebody can log in; run once the server
 * listens, so a start that fails before then loses no password. Without ADMIN_PASSWORD it
 * generates one and returns it for the start banner, the only place it is shown (never the
 * log). Never touches a database that has users; returns null then.
 */
export async function ensureInitialAdmin(
  db: Database,
  admin: AppConfig['initialAdmin'],
  log: FastifyBaseLogger,
): Promise<{ email: string; generatedPassword: string | undefined } | null> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return null;
  await checkInitialAdminPassword(admin);
  const password = admin.password ?? (await generatePassword(admin));
  // Another instance starting at the same moment may have created it first: then this one
  // inserts nothing (the unique e-mail) and, like a later start, leaves it alone.
  const created = await db
    .insert(users)
    .values({
      name: admin.name,
      email: admin.email,
      type: 'Admin',
      passwordHash: await hashPassword(password),
      passwordChanged: admin.password !== undefined,
      passwordGenerated: admin.password === undefined,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length === 0) return null;
  if (admin.password) {
    log.info({ email: admin.email }, 'Created the first Admin from ADMIN_EMAIL and ADMIN_PASSWORD');
    return { email: admin.email, generatedPassword: undefined };
  }
  log.warn(
    { email: admin.email },
    'Created the first Admin with a generated password; it is shown once on standard error',
  );
  return { email: admin.email, generatedPassword: password };
}
