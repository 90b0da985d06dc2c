import type { TAuditEvent } from '@praktijkportaal/contract/audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { deleteOldAuditEvents } from '../src/modules/audit/list-audit-events';
import { passwordLinkTokenIn } from './support/mails';
import { multipartBody, TINY_PDF } from './support/multipart';
import { reportBody } from './support/report-body';
import { route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';

// Every change, login and password event leaves one audit record, written in
// the transaction of the change; only an Admin reads them, as pages or as CSV.

let t: TestApp;
let admin: { id: number; email: string; cookie: string };
let coach: { id: number; email: string; cookie: string };
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
  coach = await t.signedIn('Coach');
  practiceId = await t.createPractice({ name: 'Logboek Dierenartsen' });
  await t.link(coach.id, practiceId);
});
afterAll(() => t.close());

async function recordsOf(entityType: string, entityId: number | null) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(
      entityId === null
        ? sql`${auditEvents.entityType} = ${entityType} and ${auditEvents.entityId} is null`
        : sql`${auditEvents.entityType} = ${entityType} and ${auditEvents.entityId} = ${entityId}`,
    )
    .orderBy(auditEvents.id);
}

const actions = async (entityType: string, entityId: number) =>
  (await recordsOf(entityType, entityId)).map((row) => row.action);

async function ok(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return JSON.parse(response.body || 'null');
}

describe('every kind of change writes its record', () => {
  it('users: create, update (secrets by name only), delete, reinstate, invitation', async () => {
    const created = await ok(
      await t.call(admin.cookie, route('createUser'), {
        name: 'Logboek Klant',
        email: 'logboek-klant@example.nl',
        type: 'Klant',
        password: '',
      }),
      201,
    );
    const id = created.id as number;
    const newPassword = 'Geheim-Kastanje-Vlinder-77';
    await ok(
      await t.call(admin.cookie, route('updateUser', { id }), {
        name: 'Logboek Klant Twee',
        password: newPassword,
      }),
    );
    await ok(await t.call(admin.cookie, route('deleteUser', { id })), 204);
    await ok(await t.call(admin.cookie, route('reinstateUser', { id })));
    expect(await actions('user', id)).toEqual([
      'create',
      'invitation_sent',
      'update',
      'delete',
      'reinstate',
    ]);
    const [, , update] = await recordsOf('user', id);
    expect(update).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      changes: { name: { old: 'Logboek Klant', new: 'Logboek Klant Twee' }, password: {} },
    });
    expect(update?.ip).toBeTruthy();
    const everything = JSON.stringify(await t.database.db.select().from(auditEvents));
    expect(everything).not.toContain(newPassword);
    expect(everything).not.toContain('$argon2');
  });

  it('practice links and departments', async () => {
    const klant = await t.createUser({ type: 'Manager' });
    await ok(await t.call(admin.cookie, route('attachPractice', { id: klant.id }), { practiceId }));
    await ok(
      await t.call(admin.cookie, route('updatePracticeDepartments', { id: klant.id }), {
        practice_id: practiceId,
        departments: ['Rund'],
      }),
    );
    await ok(await t.call(admin.cookie, route('detachPractice', { id: klant.id }), { practiceId }));
    expect(await actions('practice_link', klant.id)).toEqual(['create', 'update', 'delete']);
  });

  it('practices and dashboards: create, update, delete, reinstate', async () => {
    const practice = await ok(
      await t.call(admin.cookie, route('createPractice'), { name: 'Audit Praktijk' }),
      201,
    );
    await ok(
      await t.call(admin.cookie, route('updatePractice', { practiceId: practice.id }), {
        name: 'AP',
      }),
    );
    await ok(await t.call(admin.cookie, route('deletePractice', { practiceId: practice.id })), 204);
    await ok(await t.call(admin.cookie, route('reinstatePractice', { practiceId: practice.id })));
    expect(await actions('practice', practice.id)).toEqual([
      'create',
      'update',
      'delete',
      'reinstate',
    ]);
    const [, update] = await recordsOf('practice', practice.id);
    expect(update?.changes).toEqual({ name: { old: 'Audit Praktijk', new: 'AP' } });

    const dashboard = await ok(
      await t.call(admin.cookie, route('createDashboard'), {
        practiceId,
        name: 'Omzet',
        grip_dashboard: 'digiredourl',
        url_dashboard: 'https://example.nl/dashboard',
      }),
      201,
    );
    await ok(
      await t.call(admin.cookie, route('updateDashboard', { id: dashboard.id }), { name: 'O' }),
    );
    await ok(await t.call(admin.cookie, route('deleteDashboard', { id: dashboard.id })), 204);
    await ok(await t.call(admin.cookie, route('reinstateDashboard', { id: dashboard.id })));
    expect(await actions('dashboard', dashboard.id)).toEqual([
      'create',
      'update',
      'delete',
      'reinstate',
    ]);
  });

  it('reports and uploads', async () => {
    const report = await ok(
      await t.call(coach.cookie, route('createReport'), reportBody(practiceId, 'juni 2025')),
      201,
    );
    await ok(
      await t.call(
        coach.cookie,
        route('updateReport', { id: report.id }),
        reportBody(practiceId, 'juli 2025'),
      ),
    );
    await ok(await t.call(coach.cookie, route('deleteReport', { id: report.id })), 204);
    expect(await actions('report', report.id)).toEqual(['create', 'update', 'delete']);
    const [, update] = await recordsOf('report', report.id);
    expect(update?.changes).toEqual({ name: { old: 'juni 2025', new: 'juli 2025' } });

    const { body, contentType } = multipartBody([
      { name: 'type', value: 'upload' },
      { name: 'pdf', filename: 'jaarverslag.pdf', type: 'application/pdf', data: TINY_PDF },
    ]);
    const uploaded = await ok(
      await t.app.inject({
        ...route('uploadPdf', { practiceId }),
        headers: { 'content-type': contentType, cookie: coach.cookie },
        payload: body,
      }),
      201,
    );
    await ok(await t.call(coach.cookie, route('deleteUpload', { id: uploaded.id })), 204);
    expect(await actions('upload', uploaded.id)).toEqual(['create', 'delete']);
  });

  it('a change that is refused inside its transaction leaves no record', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents))[0]?.n;
    const before = await count();
    // Refused after the user row is locked: the only Admin stays an Admin.
    const refused = await t.call(admin.cookie, route('updateUser', { id: admin.id }), {
      type: 'Klant',
    });
    expect(refused.statusCode).toBe(422);
    const taken = await t.call(admin.cookie, route('createUser'), {
      name: 'Dubbel',
      email: coach.email,
      type: 'Klant',
      password: '',
    });
    expect(taken.statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('the record and its change commit together: a failing audit insert undoes the change', async () => {
    const user = await t.createUser({ name: 'Niet Hernoemd' });
    // A constraint that refuses this one record makes recordAudit fail inside the transaction.
    await t.database.db.execute(
      sql.raw(
        `alter table audit_events add constraint audit_test_refuse check (entity_id <> ${user.id} or action <> 'update')`,
      ),
    );
    try {
      const response = await t.call(admin.cookie, route('updateUser', { id: user.id }), {
        name: 'Wel Hernoemd',
      });
      expect(response.statusCode).toBe(500);
      const shown = await ok(await t.call(admin.cookie, route('getUser', { id: user.id })));
      expect(shown.name).toBe('Niet Hernoemd');
    } finally {
      await t.database.db.execute(
        sql.raw('alter table audit_events drop constraint audit_test_refuse'),
      );
    }
  });
});

describe('logins and passwords', () => {
  it('records login success and failure; an unknown address is not stored', async () => {
    const user = await t.createUser({ type: 'Klant' });
    await t.login(user.email);
    const wrong = await t.call(undefined, route('login'), {
      email: user.email,
      password: 'fout-wachtwoord-123',
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await t.call(undefined, route('login'), {
      email: 'niemand-bekend@example.nl',
      password: 'fout-wachtwoord-123',
    });
    expect(unknown.statusCode).toBe(401);
    const rows = await recordsOf('user', user.id);
    expect(rows.map((row) => row.action)).toEqual(['login_success', 'login_failure']);
    expect(rows[0]).toMatchObject({ actorId: user.id, actorEmail: user.email });
    const all = JSON.stringify(await t.database.db.select().from(auditEvents));
    expect(all).not.toContain('niemand-bekend');
    expect(all).not.toContain('fout-wachtwoord');
    const anonymous = await recordsOf('user', null);
    expect(anonymous.some((row) => row.action === 'login_failure' && row.actorId === null)).toBe(
      true,
    );
  });

  it('records password change, reset request and reset done, never the secrets', async () => {
    const user = await t.createUser({ type: 'Klant' });
    const cookie = await t.login(user.email);
    const changed = 'Nieuw-Kastanje-Vlinder-42';
    await ok(
      await t.call(cookie, route('changePassword', { userId: user.id }), {
        current_password: TEST_PASSWORD,
        new_password: changed,
        new_password_confirmation: changed,
      }),
    );
    await ok(await t.call(undefined, route('requestPasswordReset'), { email: user.email }), 202);
    await t.handlePasswordResets();
    const token = await passwordLinkTokenIn(t, user.email);
    const fromLink = 'Derde-Kastanje-Vlinder-13';
    await ok(
      await t.call(undefined, route('setPasswordWithLink', { token }), {
        password: fromLink,
        password_confirmation: fromLink,
      }),
      204,
    );
    expect(await actions('user', user.id)).toEqual([
      'login_success',
      'password_change',
      'password_reset_request',
      'password_reset_done',
    ]);
    const [done] = (await recordsOf('user', user.id)).slice(-1);
    expect(done).toMatchObject({ actorId: user.id, actorEmail: user.email });
    const all = JSON.stringify(await t.database.db.select().from(auditEvents));
    expect(all).not.toContain(changed);
    expect(all).not.toContain(TEST_PASSWORD);
    expect(all).not.toContain(fromLink);
    expect(all).not.toContain(token);
  });
});

describe('GET /api/audit-events', () => {
  it('is for an Admin only', async () => {
    expect((await t.call(undefined, route('listAuditEvents'))).statusCode).toBe(401);
    expect((await t.call(coach.cookie, route('listAuditEvents'))).statusCode).toBe(403);
    expect((await t.call(coach.cookie, route('exportAuditEvents'))).statusCode).toBe(403);
  });

  it('pages newest first with the total, and filters by user, entity and period', async () => {
    const page = await t.call(admin.cookie, route('listAuditEvents', {}, { limit: 2 }));
    const rows = (await ok(page)) as TAuditEvent[];
    expect(rows).toHaveLength(2);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThan(10);
    expect(rows[0]?.id).toBeGreaterThan(rows[1]?.id ?? 0);
    const next = (await ok(
      await t.call(admin.cookie, route('listAuditEvents', {}, { limit: 2, offset: 2 })),
    )) as TAuditEvent[];
    expect(next[0]?.id).toBeLessThan(rows[1]?.id ?? 0);

    const ofCoach = (await ok(
      await t.call(admin.cookie, route('listAuditEvents', {}, { user_id: coach.id, limit: 200 })),
    )) as TAuditEvent[];
    expect(ofCoach.length).toBeGreaterThan(0);
    expect(ofCoach.every((row) => row.actor_id === coach.id)).toBe(true);

    const uploads = (await ok(
      await t.call(admin.cookie, route('listAuditEvents', {}, { entity: 'upload' })),
    )) as TAuditEvent[];
    expect(uploads.map((row) => row.action)).toEqual(['delete', 'create']);

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    const ofToday = await t.call(
      admin.cookie,
      route('listAuditEvents', {}, { from: today, to: today }),
    );
    expect(Number(ofToday.headers['x-total-count'])).toBe(total);
    const longAgo = await t.call(admin.cookie, route('listAuditEvents', {}, { to: '2020-01-01' }));
    expect(await ok(longAgo)).toEqual([]);
    expect(longAgo.headers['x-total-count']).toBe('0');
  });

  it('refuses bad filters with 422 naming the field', async () => {
    for (const query of [
      { entity: 'wachtwoord' },
      { from: 'gisteren' },
      { from: '0000-01-01' },
      { to: '2026-02-30' },
      { from: '2026-02-01', to: '2026-01-01' },
    ]) {
      const response = await t.call(admin.cookie, route('listAuditEvents', {}, query));
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      const csv = await t.call(admin.cookie, route('exportAuditEvents', {}, query));
      expect(csv.statusCode, JSON.stringify(query)).toBe(422);
    }
  });

  it('exports the filtered set as CSV with BOM, guarded against formula injection', async () => {
    const formula = await t.createUser({ name: '=HYPERLINK("http://kwaad.example")' });
    await ok(
      await t.call(admin.cookie, route('updateUser', { id: formula.id }), {
        name: '+SUM(1;2)',
      }),
    );
    const response = await t.call(admin.cookie, route('exportAuditEvents', {}, { entity: 'user' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=logboek.csv$/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Tijdstip;Gebruiker;IP-adres;Onderdeel;Id;Actie;Gewijzigde velden;Aantal keer',
    );
    const total = Number(
      (await t.call(admin.cookie, route('listAuditEvents', {}, { entity: 'user' }))).headers[
        'x-total-count'
      ],
    );
    expect(lines).toHaveLength(total + 1);
    const line = lines.find((l) => l.includes(`;${formula.id};Gewijzigd;`));
    expect(line).toBeDefined();
    // The changes cell starts with "name:", but no cell anywhere starts with = + - @ unguarded.
    for (const cell of lines.flatMap((l) => l.split(';'))) {
      expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
  });

  it('exports every record across its batches, also records of one transaction (one time)', async () => {
    // One insert: one now(), with microseconds, for more records than one batch of 500 holds.
    const occurredAt = sql`'2001-02-03 04:05:06.789123+00'::timestamptz`;
    await t.database.db.insert(auditEvents).values(
      Array.from({ length: 1_203 }, (_, i) => ({
        entityType: 'report',
        entityId: 900_000 + i,
        action: 'update',
        occurredAt,
      })),
    );
    const period = { entity: 'report', from: '2001-02-03', to: '2001-02-03' };
    const response = await t.call(admin.cookie, route('exportAuditEvents', {}, period));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1_203 + 1);
    expect(new Set(lines).size).toBe(1_203 + 1);
    // Out of the way of the retention test, which counts what it removes.
    await t.database.db.delete(auditEvents).where(sql`${auditEvents.occurredAt} = ${occurredAt}`);
  });
});

describe('the Logboek names objects and practices', () => {
  const eventsOf = async (entity: string) =>
    (await ok(
      await t.call(admin.cookie, route('listAuditEvents', {}, { entity, limit: 100 })),
    )) as TAuditEvent[];

  it('names a user, a link with its practice, and a report removed for good', async () => {
    const hoeve = await t.createPractice({ name: 'De Hoeve' });
    const anna = await t.createUser({ name: 'Anna de Boer', type: 'Klant' });
    await ok(
      await t.call(admin.cookie, route('attachPractice', { id: anna.id }), {
        practiceId: hoeve,
      }),
    );
    await ok(
      await t.call(admin.cookie, route('updatePracticeDepartments', { id: anna.id }), {
        practice_id: hoeve,
        departments: ['Paard'],
      }),
    );
    await ok(
      await t.call(admin.cookie, route('updateUser', { id: anna.id }), { name: 'Anna Visser' }),
    );
    await ok(await t.call(admin.cookie, route('deleteUser', { id: anna.id })), 204);

    const userEvents = await eventsOf('user');
    const renamed = userEvents.find((e) => e.entity_id === anna.id && e.action === 'update');
    // The name now, also of a deleted (soft) user.
    expect(renamed?.entity_name).toBe('Anna Visser');

    const links = (await eventsOf('practice_link')).filter((e) => e.entity_id === anna.id);
    expect(links.map((e) => [e.action, e.entity_name, e.practice_name])).toEqual([
      ['update', 'Anna Visser', 'De Hoeve'],
      ['create', 'Anna Visser', 'De Hoeve'],
    ]);

    const report = await ok(
      await t.call(coach.cookie, route('createReport'), reportBody(hoeve, 'maart 2026')),
      201,
    );
    await ok(await t.call(coach.cookie, route('deleteReport', { id: report.id })), 204);
    const reportEvents = (await eventsOf('report')).filter((e) => e.entity_id === report.id);
    expect(reportEvents.map((e) => [e.action, e.entity_name, e.practice_name])).toEqual([
      ['delete', 'maart 2026', null],
      ['create', 'maart 2026', 'De Hoeve'],
    ]);
  });

  it('the CSV says the same Dutch names and leaves unchanged fields out', async () => {
    const practice = await ok(
      await t.call(admin.cookie, route('createPractice'), { name: 'Csv Hoeve' }),
      201,
    );
    await ok(
      await t.call(admin.cookie, route('updatePractice', { practiceId: practice.id }), {
        name: 'Csv Hoeve Twee',
        grip_id: 2,
      }),
    );
    const klant = await t.createUser({ name: 'Csv Klant', type: 'Klant' });
    await t.link(klant.id, practice.id, ['GD']);
    await ok(
      await t.call(admin.cookie, route('updatePracticeDepartments', { id: klant.id }), {
        practice_id: practice.id,
        departments: ['Rund'],
      }),
    );
    const csv = (await t.call(admin.cookie, route('exportAuditEvents'))).body;
    expect(csv).toContain(
      `Praktijk Csv Hoeve Twee;${practice.id};Gewijzigd;"Naam: ""Csv Hoeve"" → ""Csv Hoeve Twee""; Grip: 1 → 2"`,
    );
    // The practice recorded beside the departments did not change: only Afdelingen shows.
    expect(csv).toContain(
      `Koppeling van Csv Klant met Csv Hoeve Twee;${klant.id};Gewijzigd;"Afdelingen: [""GD""] → [""Rund""]"`,
    );
  });
});

describe('retention', () => {
  it('removes records older than the retention period only', async () => {
    const [old] = await t.database.db
      .insert(auditEvents)
      .values({
        entityType: 'user',
        entityId: 1,
        action: 'update',
        occurredAt: new Date(Date.now() - 731 * 24 * 60 * 60_000),
      })
      .returning();
    const [recent] = await t.database.db
      .insert(auditEvents)
      .values({
        entityType: 'user',
        entityId: 1,
        action: 'update',
        occurredAt: new Date(Date.now() - 729 * 24 * 60 * 60_000),
      })
      .returning();
    expect(await deleteOldAuditEvents(t.database.db, t.config.auditRetentionDays)).toBe(1);
    const left = await t.database.db.select({ id: auditEvents.id }).from(auditEvents);
    expect(left.map((row) => row.id)).not.toContain(old?.id);
    expect(left.map((row) => row.id)).toContain(recent?.id);
    expect(t.config.auditRetentionDays).toBe(730);
  });
});
