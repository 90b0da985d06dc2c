import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { type AuditActor, recordAudit } from '../audit/index';

/**
 * A failed login: recorded against the user whose address was typed, when there is one. An
 * address that belongs to nobody is not stored (decision 045): the log would otherwise keep
 * passwords typed into the e-mail field and tell readers which addresses were tried.
 */
export async function recordLoginFailure(db: Database, actor: AuditActor, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  await recordAudit(
    db,
    { ...actor, id: user?.id ?? null, email: user?.email ?? null },
    { entityType: 'user', entityId: user?.id ?? null, action: 'login_failure' },
  );
}
