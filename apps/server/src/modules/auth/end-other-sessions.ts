import type { Database } from '../../db/client';
import { deleteSessionsOfUser } from '../../plugins/session-store';
import { type AuditActor, recordAudit } from '../audit/index';

/**
 * Ends every session of the user but `keepSessionId`, in the caller's transaction; recorded.
 * "Overal elders uitloggen" does it, and so does turning the second factor on.
 */
export async function endOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: string,
  actor: AuditActor,
) {
  await deleteSessionsOfUser(db, userId, keepSessionId);
  await recordAudit(db, actor, {
    entityType: 'user',
    entityId: userId,
    action: 'sessions_ended',
    changes: { session: { old: 'alle andere' } },
  });
}
