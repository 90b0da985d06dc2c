import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { practiceUsers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';

export function fieldError(field: string, message: string, status = 422) {
  return new AppError(ERROR_CODES.validationFailed, status, message, { [field]: [message] });
}

export function conflict(message: string) {
  return new AppError(ERROR_CODES.conflict, 409, message);
}

/** Emails are unique regardless of case, deleted users included (so reinstating never clashes). */
export async function assertEmailFree(
  db: Database,
  email: string,
  field: string,
  exceptUserId?: number,
) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  if (row) throw fieldError(field, MESSAGES.emailTaken);
}

/**
 * Locks the active Admin rows for the rest of the transaction and returns their ids, so two
 * Admins demoting or deleting each other at the same moment cannot both succeed.
 */
export async function lockActiveAdmins(db: Database) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'Admin'), isNull(users.deletedAt)))
    .for('update');
  return rows.map((row) => row.id);
}

/** Number of practices a user is linked to (deleted practices too: their links stay). */
export async function practiceLinkCount(db: Database, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(practiceUsers)
    .where(eq(practiceUsers.userId, userId));
  return row?.n ?? 0;
}
