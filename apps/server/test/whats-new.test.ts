import {
  noticeAudienceText,
  type TNoticeAudience,
} from '@praktijkportaal/contract/notice-audience';
import type { TUploadAnswer, TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import type { TPracticeListItem } from '@praktijkportaal/contract/practices';
import type {
  TReportListItem,
  TReportWithReads,
  TSavedReport,
} from '@praktijkportaal/contract/reports';
import type { UserType } from '@praktijkportaal/contract/roles';
import type { TWhatsNew } from '@praktijkportaal/contract/whats-new';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema/documents';
import { mailQueue } from '../src/db/schema/mail-queue';
import { pendingNotices } from '../src/db/schema/notices';
import { users } from '../src/db/schema/users';
import { queueDueNoticeMails } from '../src/modules/notices/queue-notice-mails';
import { multipartBody, TINY_PDF } from './support/multipart';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// What is new for a reader, telling the practice about an edit, who is told, and who counts in
// "Gelezen door n van m" (decision 095), through the real API on a real
// database. The notice worker's step runs directly; rows are made old by SQL, not by waiting.

const PUBLIC_URL = 'https://portaal.dierenartsen-west.nl';

type Caller = { id: number; email: string; cookie: string };
let t: TestApp;
let coach: Caller;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  coach = await t.signedIn('Coach');
  // The first report starts the PDF worker; that start is not what the tests measure.
  await newReport(await t.createPractice());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(pendingNotices);
  await t.database.db.delete(mailQueue);
});

async function member(type: UserType, name: string, ...practiceIds: number[]): Promise<Caller> {
  const user = await t.createUser({ type, name });
  for (const practiceId of practiceIds) await t.link(user.id, practiceId);
  return { ...user, cookie: await t.login(user.email) };
}

/** A Klant or Manager invited and not yet activated: no password chosen. */
async function invited(name: string, practiceId: number) {
  const user = await t.createUser({ type: 'Klant', name });
  await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
  await t.link(user.id, practiceId);
  return user;
}

async function noticesOff(userId: number) {
  await t.database.db.update(users).set({ noticesEnabled: false }).where(eq(users.id, userId));
}

async function newReport(practiceId: number, name = 'juni 2026') {
  const response = await t.call(coach.cookie, route('createReport'), {
    practice_id: practiceId,
    name,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TSavedReport;
}

async function editReport(report: TSavedReport, extra: Record<string, unknown> = {}) {
  const response = await t.call(coach.cookie, route('updateReport', { id: report.id }), {
    practice_id: report.practice_id,
    name: report.name,
    klanten: 'Nieuwe cijfers.',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSavedReport;
}

async function newUpload(practiceId: number, filename = 'bijlage.pdf') {
  const { body, contentType } = multipartBody([
    { name: 'type', value: 'upload' },
    { name: 'pdf', filename, type: 'application/pdf', data: TINY_PDF },
  ]);
  const response = await t.app.inject({
    ...route('uploadPdf', { practiceId }),
    headers: { 'content-type': contentType, cookie: coach.cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TUploadAnswer;
}

async function open(caller: Caller, pdfId: number) {
  expect((await t.call(caller.cookie, route('getPdfFile', { id: pdfId }))).statusCode).toBe(200);
}

async function whatsNew(caller: Caller, practiceId: number) {
  const response = await t.call(caller.cookie, route('getPracticeWhatsNew', { practiceId }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TWhatsNew;
}

async function reportRow(caller: Caller, report: TSavedReport) {
  const response = await t.call(
    caller.cookie,
    route('listPracticeReports', { practiceId: report.practice_id }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const row = (response.json() as TReportListItem[]).find((item) => item.id === report.id);
  if (!row) throw new Error(`report ${report.id} not in the list`);
  return row;
}

async function updatedAtOf(reportId: number) {
  const [row] = await t.database.db
    .select({ updatedAt: reports.updatedAt })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!row) throw new Error('report gone');
  return row.updatedAt.toISOString();
}

/** Every pending row older, as if the practice had been quiet that long. */
async function age(seconds: number) {
  await t.database.db.execute(
    sql`update pending_notices set created_at = created_at - ${seconds}::int * interval '1 second'`,
  );
}

const send = () => queueDueNoticeMails(t.database.db, t.config.notices);
const mails = () => t.database.db.select().from(mailQueue).orderBy(mailQueue.recipient);
const pending = () =>
  t.database.db
    .select({ pdfId: pendingNotices.pdfId, kind: pendingNotices.kind })
    .from(pendingNotices);

describe('what is new for a reader', () => {
  it('counts never-opened reports and files per reader, on the practice and in the picker', async () => {
    const practiceId = await t.createPractice({ name: 'Praktijk Nieuws' });
    const secondId = await t.createPractice({ name: 'Praktijk Tweede' });
    const klant = await member('Klant', 'Klaas Bakker', practiceId);
    const manager = await member('Manager', 'Marieke de Vries', practiceId, secondId);
    const stranger = await member('Klant', 'Sanne Elders', secondId);
    expect(await whatsNew(klant, practiceId)).toEqual({ new_reports: 0, new_files: 0 });

    const report = await newReport(practiceId);
    await newUpload(practiceId, 'notulen.pdf');
    const file = await newUpload(practiceId, 'begroting.pdf');
    await newReport(secondId);
    expect(await whatsNew(klant, practiceId)).toEqual({ new_reports: 1, new_files: 2 });

    await open(klant, report.pdf.id);
    await open(klant, file.id);
    expect(await whatsNew(klant, practiceId)).toEqual({ new_reports: 0, new_files: 1 });
    // Another reader's openings change nothing for the Manager.
    expect(await whatsNew(manager, practiceId)).toEqual({ new_reports: 1, new_files: 2 });

    const picker = await t.call(manager.cookie, route('listPractices'));
    expect(picker.statusCode).toBe(200);
    expect(
      (picker.json() as TPracticeListItem[]).map(({ name, whats_new }) => ({ name, whats_new })),
    ).toEqual([
      { name: 'Praktijk Nieuws', whats_new: { new_reports: 1, new_files: 2 } },
      { name: 'Praktijk Tweede', whats_new: { new_reports: 1, new_files: 0 } },
    ]);
    // The coach's list has no reader, so no counts.
    const coachList = await t.call(coach.cookie, route('listPractices'));
    expect(coachList.body).not.toContain('whats_new');

    const refused = await t.call(stranger.cookie, route('getPracticeWhatsNew', { practiceId }));
    expect(refused.statusCode).toBe(404);
    const forCoach = await t.call(coach.cookie, route('getPracticeWhatsNew', { practiceId }));
    expect(forCoach.statusCode).toBe(403);
  });

  it('shows a report changed after the reader opened it as Bijgewerkt, and counts it, until opened again', async () => {
    const practiceId = await t.createPractice({ name: 'Praktijk Bijgewerkt' });
    const klant = await member('Klant', 'Karin Klant', practiceId);
    const manager = await member('Manager', 'Mark Manager', practiceId);
    const report = await newReport(practiceId);
    await open(klant, report.pdf.id);
    expect(await reportRow(klant, report)).toMatchObject({ is_new: false });
    expect(await reportRow(klant, report)).not.toHaveProperty('updated_since_read_at');

    await editReport(report);
    const updatedAt = await updatedAtOf(report.id);
    const changed = await reportRow(klant, report);
    expect(changed.is_new).toBe(false);
    expect(changed.updated_since_read_at).toBe(updatedAt);
    expect(await whatsNew(klant, practiceId)).toEqual({ new_reports: 1, new_files: 0 });
    // Never opened: still plainly new, not "Bijgewerkt".
    const unopened = await reportRow(manager, report);
    expect(unopened.is_new).toBe(true);
    expect(unopened).not.toHaveProperty('updated_since_read_at');
    // Nobody else learns of it.
    const forCoach = await reportRow(coach, report);
    expect(forCoach).not.toHaveProperty('updated_since_read_at');

    await open(klant, report.pdf.id);
    expect(await reportRow(klant, report)).not.toHaveProperty('updated_since_read_at');
    expect(await whatsNew(klant, practiceId)).toEqual({ new_reports: 0, new_files: 0 });
  });
});

describe('telling the practice that a report changed', () => {
  it('queues an updated notice only when asked, sent in the one grouped mail honouring the settings', async () => {
    const practiceId = await t.createPractice({ name: 'Praktijk Melding' });
    const klant = await member('Klant', 'Klaas Bakker', practiceId);
    const quiet = await member('Manager', 'Quinten Stil', practiceId);
    await noticesOff(quiet.id);
    const report = await newReport(practiceId);
    await age(121);
    await send();
    await t.database.db.delete(mailQueue);
    await open(klant, report.pdf.id);

    const untold = await editReport(report);
    expect(untold).not.toHaveProperty('notice_audience');
    expect(await pending()).toEqual([]);

    const file = await newUpload(practiceId, 'notulen.pdf');
    const told = await editReport(report, { notify_practice: true });
    expect(told.notice_audience).toEqual({ recipients: ['Klaas Bakker'], reason: null });
    expect(await pending()).toEqual(
      expect.arrayContaining([
        { pdfId: file.id, kind: 'new' },
        { pdfId: report.pdf.id, kind: 'updated' },
      ]),
    );

    await age(121);
    expect(await send()).toBe(1);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.recipient).toBe(klant.email);
    expect(mail?.subject).toBe('Nieuw bestand; verslag bijgewerkt voor Praktijk Melding');
    expect(mail?.textBody).toContain(
      `Verslag bijgewerkt: juni 2026: ${PUBLIC_URL}/pdf/${report.pdf.id}`,
    );
    expect(mail?.textBody).toContain(`Bestand: notulen.pdf: ${PUBLIC_URL}/pdf/${file.id}`);
    expect(mail?.htmlBody).toContain('Verslag bijgewerkt: juni 2026');
    expect(mail?.headers?.['List-Unsubscribe']).toContain(`user=${klant.id}&`);
    expect(await pending()).toEqual([]);
  });

  it('an edit alone says the report was updated; after unsubscribing nobody gets it', async () => {
    const practiceId = await t.createPractice({ name: 'Praktijk Alleen' });
    await member('Klant', 'Karin Klant', practiceId);
    const report = await newReport(practiceId);
    await age(121);
    await send();
    await t.database.db.delete(mailQueue);

    await editReport(report, { notify_practice: true });
    await age(121);
    expect(await send()).toBe(1);
    const [mail] = await mails();
    expect(mail?.subject).toBe('Verslag bijgewerkt voor Praktijk Alleen');
    expect(mail?.textBody).toContain('Er is een verslag bijgewerkt voor Praktijk Alleen');
    await t.database.db.delete(mailQueue);

    const link = /^<([^>]+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: link.slice(PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(204);
    const told = await editReport(report, { notify_practice: true });
    expect(told.notice_audience).toEqual({ recipients: [], reason: 'notices_off' });
    await age(121);
    expect(await send()).toBe(0);
    expect(await mails()).toEqual([]);
  });

  it('keeps a new notice still pending as new', async () => {
    const practiceId = await t.createPractice({ name: 'Praktijk Nog Nieuw' });
    await member('Klant', 'Karin Klant', practiceId);
    const report = await newReport(practiceId);
    await editReport(report, { notify_practice: true });
    expect(await pending()).toEqual([{ pdfId: report.pdf.id, kind: 'new' }]);
    await age(121);
    expect(await send()).toBe(1);
    const [mail] = await mails();
    expect(mail?.subject).toBe('Nieuw verslag voor Praktijk Nog Nieuw');
  });

  it('refuses a notify_practice that is not a yes or no', async () => {
    const practiceId = await t.createPractice();
    const report = await newReport(practiceId);
    const response = await t.call(coach.cookie, route('updateReport', { id: report.id }), {
      practice_id: practiceId,
      name: report.name,
      notify_practice: 'ja',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('notify_practice');
  });
});

describe('who is told', () => {
  async function told(practiceId: number) {
    const saved = await newReport(practiceId);
    const uploaded = await newUpload(practiceId);
    expect(uploaded.notice_audience).toEqual(saved.notice_audience);
    return saved.notice_audience as TNoticeAudience;
  }

  it('names the recipients, as the notice worker mails them', async () => {
    const practiceId = await t.createPractice({ name: 'Praktijk Twee Lezers' });
    const marieke = await member('Manager', 'Marieke de Vries', practiceId);
    const klaas = await member('Klant', 'Klaas Bakker', practiceId);
    const off = await member('Klant', 'Olga Uit', practiceId);
    await noticesOff(off.id);
    await invited('Ingrid Uitgenodigd', practiceId);
    await t.link((await t.createUser({ type: 'Coach', name: 'Coach Kees' })).id, practiceId);

    const audience = await told(practiceId);
    expect(audience).toEqual({ recipients: ['Klaas Bakker', 'Marieke de Vries'], reason: null });
    expect(noticeAudienceText(audience)).toBe('Wordt gemeld aan Klaas Bakker en Marieke de Vries.');
    await age(121);
    expect(await send()).toBe(2);
    expect((await mails()).map((mail) => mail.recipient).sort()).toEqual(
      [klaas.email, marieke.email].sort(),
    );
  });

  it('says nobody is told when the practice has no Klant or Manager', async () => {
    const practiceId = await t.createPractice();
    expect(await told(practiceId)).toEqual({ recipients: [], reason: 'no_members' });
  });

  it('says nobody is told when nobody has activated the account yet', async () => {
    const practiceId = await t.createPractice();
    await invited('Ingrid Uitgenodigd', practiceId);
    // Held at the password change: could not open the links either.
    const held = await t.createUser({ type: 'Klant', passwordChanged: false });
    await t.link(held.id, practiceId);
    expect(await told(practiceId)).toEqual({ recipients: [], reason: 'not_activated' });
    await age(121);
    expect(await send()).toBe(0);
  });

  it('says nobody is told when everyone who can log in turned notices off', async () => {
    const practiceId = await t.createPractice();
    const off = await member('Klant', 'Olga Uit', practiceId);
    await noticesOff(off.id);
    await invited('Ingrid Uitgenodigd', practiceId);
    expect(await told(practiceId)).toEqual({ recipients: [], reason: 'notices_off' });
    await age(121);
    expect(await send()).toBe(0);
  });
});

describe('Gelezen door n van m', () => {
  it('counts only members who can open the portal and lists the invited apart', async () => {
    const practiceId = await t.createPractice({ name: 'Praktijk Geactiveerd' });
    const klant = await member('Klant', 'Karin Klant', practiceId);
    await invited('Ingrid Uitgenodigd', practiceId);
    await invited('Bert Uitgenodigd', practiceId);
    const report = await newReport(practiceId);
    const file = await newUpload(practiceId);
    await open(klant, report.pdf.id);

    const readBy = {
      readers: [{ name: 'Karin Klant', first_opened_at: expect.any(String) }],
      member_count: 1,
      not_activated: ['Bert Uitgenodigd', 'Ingrid Uitgenodigd'],
    };
    expect((await reportRow(coach, report)).read_by).toEqual(readBy);
    const files = await t.call(coach.cookie, route('listPracticeUploads', { practiceId }));
    const fileRow = (files.json() as TUploadedPdf[]).find((row) => row.id === file.id);
    expect(fileRow?.read_by).toEqual({ ...readBy, readers: [] });

    // The report itself carries its read receipts for the coach (the edit form's question).
    const forCoach = await t.call(coach.cookie, route('getReport', { id: report.id }));
    expect((forCoach.json() as TReportWithReads).read_by).toEqual(readBy);
    const forKlant = await t.call(klant.cookie, route('getReport', { id: report.id }));
    expect(forKlant.json()).toMatchObject({ is_new: false });
    expect(forKlant.body).not.toContain('read_by');
    expect(forKlant.body).not.toContain('Uitgenodigd');
  });

  it('has nobody to count in a practice without activated members', async () => {
    const practiceId = await t.createPractice();
    const report = await newReport(practiceId);
    expect((await reportRow(coach, report)).read_by).toEqual({
      readers: [],
      member_count: 0,
      not_activated: [],
    });
  });
});
