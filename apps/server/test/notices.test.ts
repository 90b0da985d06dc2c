import { routes } from '@praktijkportaal/contract/api/routes';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { mailQueue } from '../src/db/schema/mail-queue';
import { pendingNotices } from '../src/db/schema/notices';
import { practices } from '../src/db/schema/practices';
import { users } from '../src/db/schema/users';
import { queueDueNoticeMails } from '../src/modules/notices/queue-notice-mails';
import { multipartBody, TINY_PDF } from './support/multipart';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// Notices by e-mail (decision 049), through the real API on a real database.
// The worker's step (queueDueNoticeMails) runs directly; rows are made old by SQL, not by waiting.

const PUBLIC_URL = 'https://portaal.dierenartsen-oost.nl';
const METRICS_TOKEN = 'meldingen-metrics-token-0123';
const REPORT_TEXT = 'Vertrouwelijk: omzet € 82.000 en een nieuwe assistente.';

let t: TestApp;
let coach: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, METRICS_TOKEN });
  coach = await t.signedIn('Coach');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(pendingNotices);
  await t.database.db.delete(mailQueue);
});

const send = () => queueDueNoticeMails(t.database.db, t.config.notices);

/** A practice with a Klant and a Manager (and the coach linked, who gets nothing). */
async function practiceWithMembers(name = 'Dierenkliniek De Hoeve') {
  const practiceId = await t.createPractice({ name });
  const klant = await t.createUser({ type: 'Klant', name: 'Karin Klant' });
  const manager = await t.createUser({ type: 'Manager', name: 'Mark Manager' });
  await t.link(klant.id, practiceId);
  await t.link(manager.id, practiceId);
  await t.link(coach.id, practiceId);
  return { practiceId, klant, manager };
}

function upload(practiceId: number, filename: string) {
  const { body, contentType } = multipartBody([
    { name: 'type', value: 'upload' },
    { name: 'pdf', filename, type: 'application/pdf', data: TINY_PDF },
  ]);
  return t.app.inject({
    ...route('uploadPdf', { practiceId }),
    headers: { 'content-type': contentType, cookie: coach.cookie },
    payload: body,
  });
}

const reportBody = (practiceId: number, over: Record<string, unknown> = {}) => ({
  practice_id: practiceId,
  name: 'juni 2025',
  klanten: REPORT_TEXT,
  verrichtingen: 'Keizersneden: 4.',
  team: REPORT_TEXT,
  financien: REPORT_TEXT,
  overig: 'Uierprotocol bespreken.',
  ...over,
});

/** Every pending row of the practice `seconds` older. */
async function age(seconds: number, where = sql`true`) {
  await t.database.db.execute(
    sql`update pending_notices set created_at = created_at - ${seconds}::int * interval '1 second' where ${where}`,
  );
}

async function queuedMails() {
  return t.database.db.select().from(mailQueue).orderBy(mailQueue.recipient);
}
const recipients = async () => (await queuedMails()).map((mail) => mail.recipient).sort();

describe('grouping', () => {
  it('sends five uploads as one mail per Klant and Manager, once the practice is quiet', async () => {
    const { practiceId, klant, manager } = await practiceWithMembers();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const response = await upload(practiceId, `bestand-${i}.pdf`);
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    expect(await send()).toBe(0);
    await age(121);
    expect(await send()).toBe(2);
    expect(await recipients()).toEqual([klant.email, manager.email].sort());
    const [mail] = (await queuedMails()).filter((row) => row.recipient === klant.email);
    expect(mail?.subject).toBe('Nieuwe bestanden voor Dierenkliniek De Hoeve');
    for (const [index, id] of ids.entries()) {
      expect(mail?.textBody).toContain(
        `Bestand: bestand-${index + 1}.pdf: ${PUBLIC_URL}/pdf/${id}`,
      );
      expect(mail?.htmlBody).toContain(`href="${PUBLIC_URL}/pdf/${id}"`);
    }
    expect(mail?.textBody).toContain('Beste Karin Klant,');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/notices/unsubscribe\\?user=${klant.id}&sig=[\\w-]{43}>$`),
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await t.database.db.select().from(pendingNotices)).toEqual([]);
    // Sent once: the next round finds nothing.
    expect(await send()).toBe(0);
  });

  it('waits while new files keep coming, but never longer than 15 minutes after the first', async () => {
    const { practiceId } = await practiceWithMembers();
    await upload(practiceId, 'eerste.pdf');
    await age(14 * 60);
    await upload(practiceId, 'tweede.pdf');
    expect(await send()).toBe(0);
    await age(61, sql`pdf_id = (select min(pdf_id) from pending_notices)`);
    expect(await send()).toBe(2);
    const [mail] = await queuedMails();
    expect(mail?.textBody).toContain('eerste.pdf');
    expect(mail?.textBody).toContain('tweede.pdf');
  });

  it('tells of a new report by name, never its text; editing it sends nothing', async () => {
    const { practiceId, klant } = await practiceWithMembers();
    const created = await t.call(coach.cookie, route('createReport'), reportBody(practiceId));
    expect(created.statusCode).toBe(201);
    await age(121);
    expect(await send()).toBe(2);
    const mail = (await queuedMails()).find((row) => row.recipient === klant.email);
    expect(mail?.subject).toBe('Nieuw verslag voor Dierenkliniek De Hoeve');
    expect(mail?.textBody).toContain(
      `Verslag juni 2025: ${PUBLIC_URL}/pdf/${created.json().pdf.id}`,
    );
    for (const body of [mail?.textBody, mail?.htmlBody, mail?.subject]) {
      expect(body).not.toContain('Vertrouwelijk');
      expect(body).not.toContain('82.000');
    }
    const edited = await t.call(
      coach.cookie,
      route('updateReport', { id: created.json().id }),
      reportBody(practiceId, { name: 'juli 2025' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await t.database.db.select().from(pendingNotices)).toEqual([]);
  });
});

describe('who gets mail', () => {
  it('only active Klanten and Managers of the practice who want it and can log in', async () => {
    const { practiceId, klant, manager } = await practiceWithMembers();
    const other = await practiceWithMembers('Praktijk Elders');
    const deleted = await t.createUser({ type: 'Klant' });
    const noticesOff = await t.createUser({ type: 'Manager' });
    const held = await t.createUser({ type: 'Klant', passwordChanged: false });
    const admin = await t.createUser({ type: 'Admin' });
    for (const user of [deleted, noticesOff, held, admin]) await t.link(user.id, practiceId);
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, deleted.id));
    await t.database.db
      .update(users)
      .set({ noticesEnabled: false })
      .where(eq(users.id, noticesOff.id));
    await upload(practiceId, 'notulen.pdf');
    await age(121);
    expect(await send()).toBe(2);
    expect(await recipients()).toEqual([klant.email, manager.email].sort());
    expect(await recipients()).not.toContain(other.klant.email);
  });

  it('drops the news of a deleted practice', async () => {
    const { practiceId } = await practiceWithMembers();
    await upload(practiceId, 'notulen.pdf');
    await t.database.db
      .update(practices)
      .set({ deletedAt: new Date() })
      .where(eq(practices.id, practiceId));
    await age(121);
    expect(await send()).toBe(0);
    expect(await queuedMails()).toEqual([]);
    expect(await t.database.db.select().from(pendingNotices)).toEqual([]);
  });
});

describe('unsubscribe', () => {
  async function noticeFor() {
    const members = await practiceWithMembers();
    await upload(members.practiceId, 'notulen.pdf');
    await age(121);
    await send();
    const mail = (await queuedMails()).find((row) => row.recipient === members.klant.email);
    const link = /^<([^>]+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1];
    if (!link) throw new Error('no List-Unsubscribe');
    return { ...members, path: link.slice(PUBLIC_URL.length) };
  }

  it("one click turns notices off without a session, from a mail provider's site too", async () => {
    const { practiceId, klant, manager, path } = await noticeFor();
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, klant.id));
    expect(row?.noticesEnabled).toBe(false);
    const records = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, klant.id), eq(auditEvents.action, 'notices_unsubscribed')),
      );
    expect(records).toHaveLength(1);
    expect(records[0]?.actorId).toBe(klant.id);
    // Again: still off, nothing more recorded.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(204);
    // The next notice goes to the Manager only.
    await t.database.db.delete(mailQueue);
    await upload(practiceId, 'agenda.pdf');
    await age(121);
    await send();
    expect(await recipients()).toEqual([manager.email]);
  });

  it('a wrong signature is refused clearly; opening the link leads to the page', async () => {
    const { klant, path } = await noticeFor();
    const sig = new URL(path, PUBLIC_URL).searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await t.call(
      undefined,
      route('unsubscribe', {}, { user: klant.id, sig: flipped }),
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
    expect(wrong.json().message).toContain('afmeldlink');
    const otherUser = await t.call(undefined, {
      method: 'POST',
      url: path.replace(`user=${klant.id}`, `user=${klant.id + 1}`),
    });
    expect(otherUser.statusCode).toBe(403);
    const malformed = await t.call(
      undefined,
      route('unsubscribe', {}, { user: klant.id, sig: 'kort' }),
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.sig).toBeDefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, klant.id));
    expect(row?.noticesEnabled).toBe(true);
    const opened = await t.call(undefined, { method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(path.replace(routes.unsubscribe.path, '/afmelden'));
  });
});

describe('own account', () => {
  it('changes the own name, recorded in the Logboek; bad names get 422', async () => {
    const klant = await t.signedIn('Klant');
    const changed = await t.call(klant.cookie, route('updateMe'), { name: '  Karin de Vries ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe('Karin de Vries');
    const [record] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, klant.id), eq(auditEvents.action, 'update')));
    expect(record?.changes).toEqual({ name: { old: 'Test Gebruiker', new: 'Karin de Vries' } });
    for (const name of ['', '   ', 'a\u0000b', 'x'.repeat(201), 5]) {
      const refused = await t.call(klant.cookie, route('updateMe'), { name });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.name).toBeDefined();
    }
  });

  it('turns notices off and on for Klant and Manager; Coach and Admin have none', async () => {
    const manager = await t.signedIn('Manager');
    expect((await t.call(manager.cookie, route('getNoticeSettings'))).json()).toEqual({
      enabled: true,
    });
    const off = await t.call(manager.cookie, route('setNoticeSettings'), { enabled: false });
    expect(off.json()).toEqual({ enabled: false });
    expect((await t.call(manager.cookie, route('getNoticeSettings'))).json()).toEqual({
      enabled: false,
    });
    expect(
      (await t.call(manager.cookie, route('setNoticeSettings'), { enabled: true })).json(),
    ).toEqual({
      enabled: true,
    });
    const records = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, manager.id), eq(auditEvents.action, 'update')));
    expect(records.map((record) => record.changes)).toEqual([
      { notices_enabled: { old: true, new: false } },
      { notices_enabled: { old: false, new: true } },
    ]);
    for (const enabled of ['ja', null, 1]) {
      const refused = await t.call(manager.cookie, route('setNoticeSettings'), { enabled });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.enabled).toBeDefined();
    }
    const admin = await t.signedIn('Admin');
    expect((await t.call(admin.cookie, route('getNoticeSettings'))).statusCode).toBe(403);
  });
});

it('counts pending notices in /metrics', async () => {
  const { practiceId } = await practiceWithMembers();
  await upload(practiceId, 'a.pdf');
  await upload(practiceId, 'b.pdf');
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.body).toMatch(/^portal_pending_notices 2$/m);
  expect(response.body).toContain('# TYPE portal_notice_mails_queued_total counter');
});
