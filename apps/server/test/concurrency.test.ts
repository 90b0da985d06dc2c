import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfs } from '../src/db/schema/documents';
import { practiceUsers } from '../src/db/schema/practices';
import { users } from '../src/db/schema/users';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// On PostgreSQL these requests really overlap; on PGlite (one connection) they queue, and the
// rules must hold either way.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rules that must hold under concurrent requests', () => {
  it('never leaves zero active Admins when two delete each other at once', async () => {
    const solo = await createTestApp();
    try {
      const a = await solo.signedIn('Admin');
      const b = await solo.signedIn('Admin');
      await Promise.all([
        solo.call(a.cookie, route('deleteUser', { id: b.id })),
        solo.call(b.cookie, route('deleteUser', { id: a.id })),
      ]);
      const active = await solo.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.type, 'Admin'), isNull(users.deletedAt)));
      expect(active).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('never leaves zero Admins when two demote each other at once', async () => {
    const solo = await createTestApp();
    try {
      const a = await solo.signedIn('Admin');
      const b = await solo.signedIn('Admin');
      await Promise.all([
        solo.call(a.cookie, route('updateUser', { id: b.id }), { type: 'Coach' }),
        solo.call(b.cookie, route('updateUser', { id: a.id }), { type: 'Coach' }),
      ]);
      const admins = await solo.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.type, 'Admin'));
      expect(admins.length).toBeGreaterThanOrEqual(1);
    } finally {
      await solo.close();
    }
  });

  it('gives a Klant one practice even when attaches race', async () => {
    const admin = await t.signedIn('Admin');
    const klant = await t.createUser({ type: 'Klant' });
    const practiceIds = await Promise.all([1, 2, 3, 4].map(() => t.createPractice()));
    const answers = await Promise.all(
      practiceIds.map((practiceId) =>
        t.call(admin.cookie, route('attachPractice', { id: klant.id }), { practiceId }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(
      await t.database.db.select().from(practiceUsers).where(eq(practiceUsers.userId, klant.id)),
    ).toHaveLength(1);
  });

  it('keeps one PDF per report when edits race, and no file without a row', async () => {
    const coach = await t.signedIn('Coach');
    const practiceId = await t.createPractice();
    const body = { practice_id: practiceId, name: 'juni 2025', klanten: 'tekst' };
    const report = (await t.call(coach.cookie, route('createReport'), body)).json();
    const edits = await Promise.all(
      ['a', 'b', 'c'].map((text) =>
        t.call(coach.cookie, route('updateReport', { id: report.id }), { ...body, team: text }),
      ),
    );
    expect(edits.map((edit) => edit.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.database.db.select().from(pdfs).where(eq(pdfs.practiceId, practiceId));
    expect(rows).toHaveLength(1);
    const keys = new Set(
      (await t.database.db.select({ key: pdfs.storageKey }).from(pdfs)).map((row) => row.key),
    );
    expect((await t.fileStore.listKeys()).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('answers an edit racing a delete with 200 or 404, never 500', async () => {
    const coach = await t.signedIn('Coach');
    const practiceId = await t.createPractice();
    const body = { practice_id: practiceId, name: 'juli 2025' };
    const report = (await t.call(coach.cookie, route('createReport'), body)).json();
    const [edit, removal] = await Promise.all([
      t.call(coach.cookie, route('updateReport', { id: report.id }), { ...body, team: 'nieuw' }),
      t.call(coach.cookie, route('deleteReport', { id: report.id })),
    ]);
    expect([200, 404]).toContain(edit.statusCode);
    expect([204, 404]).toContain(removal.statusCode);
  });
});
