import { randomBytes } from 'node:crypto';
import { monthParam } from '@praktijkportaal/contract/month-overview';
import { addMonths, monthOfDate, numericReportMonth } from '@praktijkportaal/contract/report-month';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionPoints, reportReminders } from '../src/db/schema/action-points';
import { auditEvents } from '../src/db/schema/audit-events';
import { reports } from '../src/db/schema/documents';
import { mailQueue } from '../src/db/schema/mail-queue';
import { pdfReads } from '../src/db/schema/pdf-reads';
import { reportDrafts } from '../src/db/schema/report-drafts';
import { users } from '../src/db/schema/users';
import { unsubscribeQuery } from '../src/modules/notices/unsubscribe-link';
import { reportBody } from './support/report-body';
import { type QueryRecord, route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// "Deze maand" and "Herinnering sturen" (decision 094), through the real API
// on a real database. Time is moved by moving rows' timestamps, never by waiting.

const PUBLIC_URL = 'https://portaal.dierenartsen-oost.nl';

let t: TestApp;
let coach: { id: number; cookie: string };
let admin: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  coach = await t.signedIn('Coach');
  admin = await t.signedIn('Admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailQueue);
});

const THIS_MONTH = monthOfDate(new Date());
const LAST_MONTH = addMonths(THIS_MONTH, -1);

/** A prefix of practice names, so each test reads only its own practices through `q`. */
const tag = () => `Maandtest ${randomBytes(3).toString('hex')}`;

type Row = {
  practice: { id: number; name: string; grip_id: number };
  report: null | {
    id: number;
    pdf_id: number;
    created_at: string;
    updated_at: string | null;
    readers: number;
    read: number;
    reminder_sent_at: string | null;
    reminder_allowed_from: string | null;
  };
  concept_updated_at: string | null;
  action_points: { open: number; done: number };
  last_report: null | { id: number; month: { year: number; month: number } | null };
};

async function overview(query: QueryRecord<'getMonthOverview'>, cookie = coach.cookie) {
  const response = await t.call(cookie, route('getMonthOverview', {}, query));
  expect(response.statusCode, response.body).toBe(200);
  return {
    rows: response.json() as Row[],
    total: Number(response.headers['x-total-count']),
    link: response.headers.link as string | undefined,
  };
}
const rowOf = (rows: Row[], practiceId: number) => {
  const row = rows.find((candidate) => candidate.practice.id === practiceId);
  if (!row) throw new Error(`practice ${practiceId} not in the overview`);
  return row;
};

/** A practice with readers: a Klant and a Manager who can log in, and the coach linked. */
async function practiceWithReaders(name: string, gripId = 1) {
  const practiceId = await t.createPractice({ name, gripId });
  const klant = await t.createUser({ type: 'Klant', name: `Karin ${name}` });
  const manager = await t.createUser({ type: 'Manager', name: `Mark ${name}` });
  await t.link(klant.id, practiceId);
  await t.link(manager.id, practiceId);
  await t.link(coach.id, practiceId);
  return { practiceId, klant, manager };
}

/** Saves a report for the month through the API, as the coach types it ("11-2026"). */
async function saveReport(practiceId: number, month = THIS_MONTH, overig = '') {
  const response = await t.call(
    coach.cookie,
    route('createReport'),
    reportBody(practiceId, numericReportMonth(month), { overig }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; pdf: { id: number } };
}

const opened = (pdfId: number, userId: number) =>
  t.database.db.insert(pdfReads).values({ pdfId, userId });

/** Moves every reminder of the report back by this many days (and a minute more). */
async function ageReminders(reportId: number, days: number) {
  await t.database.db.execute(
    sql`update report_reminders set sent_at = sent_at - ${days}::int * interval '1 day' - interval '1 minute' where report_id = ${reportId}`,
  );
}

const remind = (reportId: number, cookie = coach.cookie) =>
  t.call(cookie, route('sendReportReminder', { reportId }));
const mailsTo = async () =>
  (await t.database.db.select().from(mailQueue)).map((mail) => mail.recipient).sort();

describe('the month overview', () => {
  it("shows each practice's state for the month: none, a concept, saved, updated", async () => {
    const prefix = tag();
    const none = await t.createPractice({ name: `${prefix} A geen` });
    const withConcept = await t.createPractice({ name: `${prefix} B concept` });
    const saved = await t.createPractice({ name: `${prefix} C opgeslagen` });
    const updated = await t.createPractice({ name: `${prefix} D bijgewerkt` });
    await t.database.db.insert(reportDrafts).values({
      authorId: coach.id,
      practiceId: withConcept,
      name: numericReportMonth(THIS_MONTH),
    });
    // Another author's concept is not the caller's.
    await t.database.db.insert(reportDrafts).values({ authorId: admin.id, practiceId: none });
    const savedReport = await saveReport(saved);
    const updatedReport = await saveReport(updated);
    await t.database.db
      .update(reports)
      .set({ updatedAt: sql`created_at + interval '2 days'` })
      .where(eq(reports.id, updatedReport.id));

    const { rows, total } = await overview({ q: prefix });
    expect(total).toBe(4);
    expect(rows.map((row) => row.practice.id)).toEqual([none, withConcept, saved, updated]);
    expect(rowOf(rows, none)).toMatchObject({ report: null, concept_updated_at: null });
    expect(rowOf(rows, withConcept).report).toBeNull();
    expect(rowOf(rows, withConcept).concept_updated_at).toEqual(expect.any(String));
    expect(rowOf(rows, saved).report).toMatchObject({
      id: savedReport.id,
      pdf_id: savedReport.pdf.id,
      updated_at: null,
      reminder_sent_at: null,
    });
    const changed = rowOf(rows, updated).report;
    expect(new Date(changed?.updated_at ?? 0).getTime()).toBe(
      new Date(changed?.created_at ?? 0).getTime() + 2 * 86_400_000,
    );
    // The Admin sees the same practices, without the coach's concept.
    const asAdmin = await overview({ q: prefix }, admin.cookie);
    expect(rowOf(asAdmin.rows, withConcept).concept_updated_at).toBeNull();
    expect(rowOf(asAdmin.rows, none).concept_updated_at).toEqual(expect.any(String));
  });

  it('counts the readers who can open the portal and those who opened the report', async () => {
    const prefix = tag();
    const { practiceId, klant, manager } = await practiceWithReaders(`${prefix} Hoeve`);
    const invited = await t.createUser({ type: 'Klant' });
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, invited.id));
    const gone = await t.createUser({ type: 'Manager' });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    for (const id of [invited.id, gone.id]) await t.link(id, practiceId);
    const report = await saveReport(practiceId);

    const before = rowOf((await overview({ q: prefix })).rows, practiceId);
    expect(before.report).toMatchObject({ readers: 2, read: 0 });
    await opened(report.pdf.id, klant.id);
    await opened(report.pdf.id, gone.id);
    const after = rowOf((await overview({ q: prefix })).rows, practiceId);
    expect(after.report).toMatchObject({ readers: 2, read: 1 });
    await opened(report.pdf.id, manager.id);
    const all = rowOf((await overview({ q: prefix })).rows, practiceId);
    expect(all.report).toMatchObject({ readers: 2, read: 2 });
  });

  it("counts the practice's open and done action points and names its latest report's month", async () => {
    const prefix = tag();
    const practiceId = await t.createPractice({ name: `${prefix} Punten` });
    const empty = await t.createPractice({ name: `${prefix} Leeg` });
    // Each line of a saved report's Actiepunten block is an action point (h-points).
    const older = await saveReport(
      practiceId,
      addMonths(THIS_MONTH, -3),
      '- Voorraad tellen\n- Weegschaal ijken',
    );
    const newer = await saveReport(
      practiceId,
      LAST_MONTH,
      '1. Uierprotocol\n2. Team spreken\n3. Kas tellen',
    );
    const unknown = await saveReport(practiceId, LAST_MONTH);
    await t.database.db
      .update(reports)
      .set({ monthText: 'ergens in de herfst', monthYear: null, monthNumber: null })
      .where(eq(reports.id, unknown.id));
    const mark = (reportId: number, position: number, status: 'done' | 'not_applicable') =>
      t.database.db
        .update(actionPoints)
        .set({ status, markedAt: new Date() })
        .where(and(eq(actionPoints.reportId, reportId), eq(actionPoints.position, position)));
    const positions = async (reportId: number) =>
      (
        await t.database.db
          .select({ position: actionPoints.position })
          .from(actionPoints)
          .where(eq(actionPoints.reportId, reportId))
          .orderBy(actionPoints.position)
      ).map((row) => row.position);
    const [olderFirst, olderSecond] = await positions(older.id);
    const newerPositions = await positions(newer.id);
    expect(newerPositions).toHaveLength(3);
    await mark(older.id, olderFirst ?? -1, 'done');
    await mark(older.id, olderSecond ?? -1, 'not_applicable');
    await mark(newer.id, newerPositions[2] ?? -1, 'done');
    const { rows } = await overview({ q: prefix });
    expect(rowOf(rows, practiceId).action_points).toEqual({ open: 2, done: 2 });
    // A point carried over into a later report counts once, as the later copy stands: done
    // there, it is done; the earlier copy's mark no longer counts (decision 096).
    const carried = await saveReport(practiceId, LAST_MONTH, '- Voorraad tellen\n- Team spreken');
    const [carriedFirst] = await positions(carried.id);
    await mark(carried.id, carriedFirst ?? -1, 'done');
    const afterCarrying = await overview({ q: prefix });
    expect(rowOf(afterCarrying.rows, practiceId).action_points).toEqual({ open: 2, done: 2 });
    await t.database.db.delete(reports).where(eq(reports.id, carried.id));
    expect(rowOf(rows, practiceId).last_report).toEqual({ id: newer.id, month: LAST_MONTH });
    expect(rowOf(rows, empty)).toMatchObject({
      action_points: { open: 0, done: 0 },
      last_report: null,
    });
    // Only reports whose month is unknown: the latest is one of those, "maand onbekend".
    const unknownOnly = await t.createPractice({ name: `${prefix} Onbekend` });
    const onlyReport = await t.call(
      coach.cookie,
      route('createReport'),
      reportBody(unknownOnly, 'ergens in de herfst', { overig: '' }),
    );
    expect(onlyReport.statusCode, onlyReport.body).toBe(201);
    const again = await overview({ q: prefix });
    expect(rowOf(again.rows, unknownOnly).last_report).toEqual({
      id: onlyReport.json().id,
      month: null,
    });
    expect(rowOf(again.rows, unknownOnly).report).toBeNull();
  });

  it('switches months: a report counts for its own month only; this month is the default', async () => {
    const prefix = tag();
    const practiceId = await t.createPractice({ name: `${prefix} Wissel` });
    const previous = await saveReport(practiceId, LAST_MONTH);
    const q = { q: prefix };
    expect(rowOf((await overview(q)).rows, practiceId).report).toBeNull();
    expect(
      rowOf((await overview({ ...q, month: monthParam(THIS_MONTH) })).rows, practiceId).report,
    ).toBeNull();
    expect(
      rowOf((await overview({ ...q, month: monthParam(LAST_MONTH) })).rows, practiceId).report?.id,
    ).toBe(previous.id);
    // A second report for the same month: the newest is the month's.
    const second = await saveReport(practiceId, LAST_MONTH);
    expect(
      rowOf((await overview({ ...q, month: monthParam(LAST_MONTH) })).rows, practiceId).report?.id,
    ).toBe(second.id);
  });

  it('filters "Zonder verslag" and "Niet gelezen"', async () => {
    const prefix = tag();
    const q = { q: prefix };
    const without = await practiceWithReaders(`${prefix} Zonder`);
    const unread = await practiceWithReaders(`${prefix} Ongelezen`);
    const read = await practiceWithReaders(`${prefix} Gelezen`);
    const nobody = await t.createPractice({ name: `${prefix} Niemand` });
    await saveReport(unread.practiceId);
    const readReport = await saveReport(read.practiceId);
    await saveReport(nobody);
    await opened(readReport.pdf.id, read.klant.id);
    await opened(readReport.pdf.id, read.manager.id);
    const ids = async (filter: string) =>
      (await overview({ ...q, filter })).rows.map((row) => row.practice.id);
    expect(await ids('no_report')).toEqual([without.practiceId]);
    // Nobody to read it (no readers) is not "unread".
    expect(await ids('unread')).toEqual([unread.practiceId]);
    expect((await overview({ ...q, filter: 'unread' })).total).toBe(1);
    const wrong = await t.call(coach.cookie, route('getMonthOverview', {}, { filter: 'alles' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.filter).toEqual(['Onbekend filter.']);
  });

  it('sorts by name and by grip, and pages in the database', async () => {
    const prefix = tag();
    const q = { q: prefix };
    const names = ['Echo', 'alfa', 'Delta', 'Bravo', 'Charlie'];
    const grips = [1, 3, 2, 3, 1];
    const ids = new Map<string, number>();
    for (const [index, name] of names.entries()) {
      ids.set(name, await t.createPractice({ name: `${prefix} ${name}`, gripId: grips[index] }));
    }
    const byName = ['alfa', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name) => ids.get(name));
    const first = await overview({ ...q, limit: 2 });
    expect(first.total).toBe(5);
    expect(first.rows.map((row) => row.practice.id)).toEqual(byName.slice(0, 2));
    expect(first.link).toContain('rel="next"');
    const last = await overview({ ...q, limit: 2, offset: 4 });
    expect(last.rows.map((row) => row.practice.id)).toEqual(byName.slice(4));
    expect(last.link).not.toContain('rel="next"');
    const past = await overview({ ...q, limit: 2, offset: 10 });
    expect(past).toMatchObject({ rows: [], total: 5 });
    // Descending all the way, as the practice list: grip, then name, then id.
    const byGrip = await overview({ ...q, sort: '-grip_id' });
    expect(byGrip.rows.map((row) => `${row.practice.grip_id} ${row.practice.name}`)).toEqual([
      `3 ${prefix} Bravo`,
      `3 ${prefix} alfa`,
      `2 ${prefix} Delta`,
      `1 ${prefix} Echo`,
      `1 ${prefix} Charlie`,
    ]);
  });

  it("filters the Admin's overview by coach; a coach has no such filter", async () => {
    const prefix = tag();
    const q = { q: prefix };
    const other = await t.createUser({ type: 'Coach', name: `Coach ${prefix}` });
    const ours = await t.createPractice({ name: `${prefix} Van hem` });
    await t.createPractice({ name: `${prefix} Van niemand` });
    await t.link(other.id, ours);
    const filtered = await overview({ ...q, coach_id: other.id }, admin.cookie);
    expect(filtered.rows.map((row) => row.practice.id)).toEqual([ours]);
    expect((await overview(q, admin.cookie)).total).toBe(2);
    const refused = await t.call(
      coach.cookie,
      route('getMonthOverview', {}, { coach_id: other.id }),
    );
    expect(refused.statusCode).toBe(403);
    const coaches = await t.call(admin.cookie, route('listOverviewCoaches'));
    expect(coaches.json()).toContainEqual({ id: other.id, name: `Coach ${prefix}` });
  });

  it('refuses a month that is not one, in Dutch', async () => {
    for (const month of ['2026-13', '11-2026', '1999-12', 'nov']) {
      const response = await t.call(coach.cookie, route('getMonthOverview', {}, { month }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.month).toEqual([
        'Geef een maand als JJJJ-MM, tussen 2000 en 2100.',
      ]);
    }
  });
});

describe('Herinnering sturen', () => {
  it('mails each reader who has not opened the report, once per 7 days, with a Logboek record', async () => {
    const prefix = tag();
    const { practiceId, klant, manager } = await practiceWithReaders(`${prefix} Herinnering`);
    const report = await saveReport(practiceId);
    await opened(report.pdf.id, manager.id);

    const sent = await remind(report.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ mails: 1 });
    expect(await mailsTo()).toEqual([klant.email]);
    const [mail] = await t.database.db.select().from(mailQueue);
    expect(mail?.subject).toBe(`Herinnering: verslag voor ${prefix} Herinnering`);
    expect(mail?.textBody).toContain(`${PUBLIC_URL}/pdf/${report.pdf.id}`);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/notices/unsubscribe\\?user=${klant.id}&sig=[\\w-]{43}>$`),
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [record] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'reminder_sent'), eq(auditEvents.entityId, report.id)));
    expect(record).toMatchObject({ actorId: coach.id, entityType: 'report' });
    expect(record?.changes).toEqual({ practice_id: { new: practiceId }, mails: { new: 1 } });

    // The overview says when; the row's next reminder is 7 days on.
    const row = rowOf((await overview({ q: prefix })).rows, practiceId);
    expect(row.report?.reminder_sent_at).toBe(sent.json().sent_at);
    expect(row.report?.reminder_allowed_from).toBe(sent.json().allowed_from);

    // Again within 7 days: refused, saying when it can go again; nothing sent or recorded.
    await t.database.db.delete(mailQueue);
    await ageReminders(report.id, 6);
    const early = await remind(report.id, admin.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /^Er is op \d{2}-\d{2}-\d{4} al een herinnering gestuurd\. Een nieuwe kan vanaf \d{2}-\d{2}-\d{4} \(eens per 7 dagen\)\.$/,
    );
    expect(await mailsTo()).toEqual([]);
    // Seven days on, it goes again.
    await ageReminders(report.id, 1);
    const later = await remind(report.id, admin.cookie);
    expect(later.statusCode, later.body).toBe(200);
    expect(await mailsTo()).toEqual([klant.email]);
    const reminders = await t.database.db
      .select()
      .from(reportReminders)
      .where(eq(reportReminders.reportId, report.id));
    expect(reminders.map((reminder) => reminder.sentBy).sort()).toEqual(
      [coach.id, admin.id].sort(),
    );
  });

  it('honours the notice setting and the unsubscribe link; says so when nobody is left', async () => {
    const prefix = tag();
    const { practiceId, klant, manager } = await practiceWithReaders(`${prefix} Afgemeld`);
    const third = await t.createUser({ type: 'Klant', name: 'Derde lezer' });
    const held = await t.createUser({ type: 'Klant', passwordChanged: false });
    await t.link(third.id, practiceId);
    await t.link(held.id, practiceId);
    const report = await saveReport(practiceId);
    // The Klant turns notices off herself; the Manager uses the link in a notice mail.
    const off = await t.call(await t.login(klant.email), route('setNoticeSettings'), {
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    const link = await unsubscribeQuery(t.database.db, manager.id);
    const unsubscribed = await t.app.inject({
      ...route('unsubscribe', {}, new URLSearchParams(link)),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(204);

    const sent = await remind(report.id);
    expect(sent.statusCode, sent.body).toBe(200);
    // Held at the password change: no mail, as with the notice mail.
    expect(await mailsTo()).toEqual([third.email]);

    // Once the one who still gets mail has read it, nobody is left to remind.
    await opened(report.pdf.id, third.id);
    await ageReminders(report.id, 7);
    const nobody = await remind(report.id);
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toBe(
      'Niemand die het verslag nog niet opende krijgt e-mail van het portaal: ze hebben de meldingen uitgezet of zich afgemeld.',
    );
    for (const reader of [klant, manager, held]) await opened(report.pdf.id, reader.id);
    const everyone = await remind(report.id);
    expect(everyone.statusCode).toBe(409);
    expect(everyone.json().message).toBe('Iedereen van de praktijk heeft het verslag al geopend.');
  });

  it('sends once when two reminders are asked at the same moment', async () => {
    const prefix = tag();
    const { practiceId, klant, manager } = await practiceWithReaders(`${prefix} Tegelijk`);
    const report = await saveReport(practiceId);
    const answers = await Promise.all([remind(report.id), remind(report.id, admin.cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mailsTo()).toEqual([klant.email, manager.email].sort());
    const reminders = await t.database.db
      .select()
      .from(reportReminders)
      .where(eq(reportReminders.reportId, report.id));
    expect(reminders).toHaveLength(1);
  });

  it("refuses a deleted practice's report: 409 to the Admin, not found to a coach", async () => {
    const prefix = tag();
    const { practiceId } = await practiceWithReaders(`${prefix} Weg`);
    const report = await saveReport(practiceId);
    const deleted = await t.call(admin.cookie, route('deletePractice', { practiceId }));
    expect(deleted.statusCode).toBe(204);
    expect((await remind(report.id, admin.cookie)).statusCode).toBe(409);
    expect((await remind(report.id)).statusCode).toBe(404);
    expect((await remind(2_000_000_000)).statusCode).toBe(404);
    expect(await mailsTo()).toEqual([]);
  });
});
