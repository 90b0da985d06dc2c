import { accountApi } from '@praktijkportaal/contract/api/account';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { signedInUser } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { toAuthUser } from '../../plugins/session-store';
import { auditActor, changedFields, recordAudit } from '../audit/index';
import { toUserWithPractices } from '../auth/index';
import { noticesEnabled, setNoticesEnabled } from '../notices/index';

/** "Mijn account": the caller's own name and notice setting. */
export const accountRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Database }> = async (
  app,
  { config, db },
) => {
  implementRoutes(app, accountApi, {
    updateMe: async (request) => {
      const caller = signedInUser(request);
      const { name } = request.body;
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ name, updatedAt: new Date() })
          .where(eq(users.id, caller.id))
          .returning();
        const changes = changedFields({ name: caller.name }, { name });
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, auditActor(request), {
            entityType: 'user',
            entityId: caller.id,
            action: 'update',
            changes,
          });
        }
        return row;
      });
      if (!updated) throw new Error('own user row missing');
      return toUserWithPractices(db, toAuthUser(updated), {
        includeDeletedPractices: false,
        mfaRequiredRoles: config.mfaRequiredRoles,
        sessionPasskeyProven: request.passkeyProven,
      });
    },

    getNoticeSettings: async (request) => ({
      enabled: await noticesEnabled(db, signedInUser(request).id),
    }),

    setNoticeSettings: async (request) => {
      const { enabled } = request.body;
      await setNoticesEnabled(db, signedInUser(request).id, enabled, auditActor(request));
      return { enabled };
    },
  });
};
