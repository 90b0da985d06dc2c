import { ZNoticeSettings, ZUpdateOwnAccountRequest } from '@praktijkportaal/contract/notices';
import { ZUserWithPractices } from '@praktijkportaal/contract/users';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { allow, SIGNED_IN, signedInUser } from '../../plugins/authorization';
import { toAuthUser } from '../../plugins/session-store';
import { auditActor, changedFields, recordAudit } from '../audit/index';
import { toUserWithPractices } from '../auth/index';
import { noticesEnabled, setNoticesEnabled } from '../notices/index';

/** Notices are about a practice's reports and files: only its Klanten and Managers get them. */
const NOTICE_RECEIVERS = allow('Klant', 'Manager');

/** "Mijn account" (issue #26 item 1): the caller's own name and notice setting. */
export const accountRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Database }> = async (
  app,
  { config, db },
) => {
  app.patch(
    '/api/me',
    {
      config: { access: SIGNED_IN },
      schema: { body: ZUpdateOwnAccountRequest, response: { 200: ZUserWithPractices } },
    },
    async (request) => {
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
      });
    },
  );

  app.get(
    '/api/me/notices',
    { config: { access: NOTICE_RECEIVERS }, schema: { response: { 200: ZNoticeSettings } } },
    async (request) => ({ enabled: await noticesEnabled(db, signedInUser(request).id) }),
  );

  app.put(
    '/api/me/notices',
    {
      config: { access: NOTICE_RECEIVERS },
      schema: { body: ZNoticeSettings, response: { 200: ZNoticeSettings } },
    },
    async (request) => {
      const { enabled } = request.body;
      await setNoticesEnabled(db, signedInUser(request).id, enabled, auditActor(request));
      return { enabled };
    },
  );
};
