import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { type AuthUser, toAuthUser } from '../../plugins/session-store';
import { verifyPassword } from './passwords';

/**
 * The active user with this email and password, or null. Unknown email, wrong password and
 * deleted user all give null after the same amount of hashing work.
 */
export async function verifyCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<AuthUser | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  const valid = await verifyPassword(row?.passwordHash, password);
  if (!row || !valid) return null;
  return toAuthUser(row);
}
