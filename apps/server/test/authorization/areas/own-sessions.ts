/** The own sessions: how long this one lasts, the list, and ending others. */
import { randomUUID } from 'node:crypto';
import type { ownSessionApi } from '@praktijkportaal/contract/api/own-sessions';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions } from '../../../src/db/schema/sessions';
import { route } from '../../support/route';
import { TEST_PASSWORD } from '../../support/test-app';
import type { AreaRows } from '../cases';
import { fx, hashOf, t } from '../fixtures';
import { ANY_SESSION, but, CALLERS, isSessionless, signedIn } from '../outcomes';
import { sessionCount } from '../probes';

/** The public id of the session behind a Cookie header (the table is keyed by the token's hash). */
async function publicIdOf(cookie: string) {
  const token = cookie.slice(cookie.indexOf('=') + 1);
  const [row] = await t.database.db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.id, hashOf(token)));
  if (!row) throw new Error('no session behind this cookie');
  return row.publicId;
}
async function sessionExists(publicId: string) {
  const rows = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.publicId, publicId));
  return rows.length === 1;
}

export const ownSessionRows: AreaRows<typeof ownSessionApi> = {
  getSessionExpiry: [
    {
      label: 'how long this session has left',
      expect: but(ANY_SESSION, { klantHeld: 'ok' }),
      request: () => route('getSessionExpiry'),
    },
  ],
  keepSessionAlive: [
    {
      label: 'Ingelogd blijven',
      expect: but(ANY_SESSION, { klantHeld: 'ok' }),
      request: () => route('keepSessionAlive'),
    },
  ],
  listOwnSessions: [
    {
      label: 'own sessions',
      expect: ANY_SESSION,
      request: () => route('listOwnSessions'),
    },
  ],
  endOtherOwnSessions: [
    {
      label: 'all own others',
      expect: ANY_SESSION,
      freshSession: true,
      request: (caller) => ({
        ...route('endOtherOwnSessions'),
        payload: { password: TEST_PASSWORD },
        // Only the fresh session survives; the caller's matrix session is logged in again.
        verify: async (outcome) => {
          if (outcome !== 'ok') return;
          expect(await sessionCount(caller.id)).toBe(1);
          caller.cookie = await t.login(caller.email);
        },
      }),
    },
  ],
  endOwnSession: [
    {
      label: 'another own session',
      expect: ANY_SESSION,
      request: async (caller) => {
        const other = isSessionless(caller.name) ? null : await t.login(caller.email);
        const id = other ? await publicIdOf(other) : randomUUID();
        return {
          ...route('endOwnSession', { id }),
          payload: { password: TEST_PASSWORD },
          verify: async (outcome) => {
            if (!other) return;
            expect(await sessionExists(id)).toBe(outcome !== 'ok');
          },
        };
      },
    },
    {
      label: "another user's session",
      expect: signedIn(...CALLERS.filter((name) => !isSessionless(name))),
      request: async () => {
        const id = await publicIdOf(await t.login(fx.loginTarget));
        return {
          ...route('endOwnSession', { id }),
          payload: { password: TEST_PASSWORD },
          verify: async () => expect(await sessionExists(id)).toBe(true),
        };
      },
    },
  ],
};
