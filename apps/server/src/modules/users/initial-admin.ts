import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AppConfig, ConfigError } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';

/** A random password that keeps the password rule (it holds no word of the Admin's name). */
async function generatePassword(admin: AppConfig['initialAdmin']) {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if ((await passwordProblem(password, admin)) === undefined) return password;
  }
}

/**
 * On an empty database, creates the first Admin so somebody can log in. Without
 * ADMIN_PASSWORD it generates one and logs it once; an ADMIN_PASSWORD the password rule refuses
 * stops the start (ConfigError). Never touches a database that has users.
 */
export async function ensureInitialAdmin(
  db: Database,
  admin: AppConfig['initialAdmin'],
  log: FastifyBaseLogger,
) {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  if (admin.password !== undefined) {
    const problem = await passwordProblem(admin.password, admin);
    if (problem !== undefined) {
      throw new ConfigError(
        `Invalid environment configuration:\n  ADMIN_PASSWORD wordt geweigerd: ${problem}`,
      );
    }
  }
  const password = admin.password ?? (await generatePassword(admin));
  await db.insert(users).values({
    name: admin.name,
    email: admin.email,
    type: 'Admin',
    passwordHash: await hashPassword(password),
    passwordChanged: admin.password !== undefined,
    passwordGenerated: admin.password === undefined,
  });
  if (admin.password) {
    log.info({ email: admin.email }, 'Created the first Admin from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else {
    log.warn(
      { email: admin.email, password },
      'Created the first Admin with a generated password; it is shown only this once',
    );
  }
  return true;
}
