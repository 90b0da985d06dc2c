import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { hashPassword } from '../auth/passwords';

/**
 * On an empty database, creates the first Admin so somebody can log in. Without
 * ADMIN_PASSWORD it generates one and logs it once. Never touches a database that has users.
 */
export async function ensureInitialAdmin(
  db: Database,
  admin: AppConfig['initialAdmin'],
  log: FastifyBaseLogger,
) {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  const password = admin.password ?? randomBytes(18).toString('base64url');
  await db.insert(users).values({
    name: admin.name,
    email: admin.email,
    type: 'Admin',
    passwordHash: await hashPassword(password),
    passwordChanged: admin.password !== undefined,
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
