/**
 * "Mijn gegevens downloaden" and "Definitief verwijderen" (decisions 075
 * and 076), through the real app on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the data file, the erasure of a deleted user checked against every column
 * of every table and a backup made afterwards, and the list of columns that refer to users
 * checked against the database's catalog.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  DATA_RIGHTS_MESSAGES,
  erasedUserName,
  ZMyData,
} from '@praktijkportaal/contract/data-rights';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/backup';
import { queryRows } from '../src/backup/database-dump';
import { loadConfig } from '../src/config';
import { actionPoints, reportReminders } from '../src/db/schema/action-points';
import { auditEvents } from '../src/db/schema/audit-events';
import { pdfs, reports } from '../src/db/schema/documents';
import { passkeys } from '../src/db/schema/passkeys';
import { pdfReads } from '../src/db/schema/pdf-reads';
import { reportDrafts } from '../src/db/schema/report-drafts';
import { users } from '../src/db/schema/users';
import { claimNextMail, markMailSent } from '../src/mail/mail-queue';
import { createMailTransport } from '../src/mail/mail-transport';
import { deliverDueMails, mailRound } from '../src/mail/mail-worker';
import { eraseUsersPastRetention } from '../src/modules/data-rights/index';
import {
  UNCONSTRAINED_USER_REFERENCES,
  USER_REFERENCES,
} from '../src/modules/data-rights/user-references';
import { route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
let admin: { id: number; email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portaal.example.nl' });
  admin = await t.signedIn('Admin');
});
afterAll(() => t.close());

const unique = () => randomBytes(4).toString('hex');

/** A PDF of the practice by `authorId`: a report with its text, or an upload. */
async function insertPdf(practiceId: number, authorId: number, kind: 'report' | 'upload') {
  const storageKey = `${randomUUID()}.pdf`;
  await t.fileStore.put(storageKey, Buffer.from('%PDF-1.4\n%%EOF\n'));
  const [pdf] = await t.database.db
    .insert(pdfs)
    .values({
      practiceId,
      kind,
      name: `${kind}-${unique()}.pdf`,
      storageKey,
      sizeBytes: 100,
      createdBy: authorId,
    })
    .returning({ id: pdfs.id });
  if (!pdf) throw new Error('no pdf row');
  if (kind === 'report') {
    const [report] = await t.database.db
      .insert(reports)
      .values({
        practiceId,
        monthText: 'Maandverslag november',
        klanten: 'Veel nieuwe klanten deze maand.',
        pdfId: pdf.id,
        createdBy: authorId,
      })
      .returning({ id: reports.id });
    if (!report) throw new Error('no report row');
    await t.database.db
      .insert(actionPoints)
      .values({ reportId: report.id, practiceId, position: 0, text: 'Voorraad tellen' });
  }
  return pdf.id;
}

const exportData = (cookie: string, password: string) =>
  t.call(cookie, route('exportMyData'), { password });

describe('Mijn gegevens downloaden', () => {
  it('answers one JSON file with everything about the user, asked for with the password, and records it', async () => {
    const practiceId = await t.createPractice({ name: `Dierenkliniek Export ${unique()}` });
    const user = await t.createUser({ type: 'Manager', name: 'Mira Export' });
    const linked = await t.call(admin.cookie, route('attachPractice', { id: user.id }), {
      practiceId,
    });
    expect(linked.statusCode).toBe(200);
    const pdfId = await insertPdf(practiceId, admin.id, 'upload');
    await t.database.db.insert(pdfReads).values({ pdfId, userId: user.id });
    await insertPdf(practiceId, admin.id, 'report');
    await t.database.db
      .update(actionPoints)
      .set({
        status: 'not_applicable',
        note: 'Geen voorraad.',
        markedBy: user.id,
        markedAt: new Date(),
      })
      .where(eq(actionPoints.practiceId, practiceId));
    await insertPasskey(user.id, 'Telefoon van Mira');
    const cookie = await t.login(user.email);

    const wrong = await exportData(cookie, 'niet-het-wachtwoord');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();

    const answer = await exportData(cookie, TEST_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(
      new Date(),
    );
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename=mijn-gegevens-praktijkportaal-${today}.json`,
    );
    const data = ZMyData.parse(answer.json());
    expect(data.profile).toMatchObject({ id: user.id, name: 'Mira Export', email: user.email });
    expect(data.practices).toEqual([
      {
        id: practiceId,
        name: expect.stringContaining('Dierenkliniek Export'),
        departments: ['GD', 'Paard', 'Rund'],
      },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.passkeys).toEqual([
      { name: 'Telefoon van Mira', created_at: expect.any(String), last_used_at: null },
    ]);
    expect(data.read_receipts).toEqual([expect.objectContaining({ pdf_id: pdfId })]);
    expect(data.action_points_marked).toEqual([
      expect.objectContaining({
        text: 'Voorraad tellen',
        status: 'not_applicable',
        note: 'Geen voorraad.',
        report_name: 'Maandverslag november',
      }),
    ]);
    const actions = data.audit_events.map((event) => event.action);
    expect(actions).toContain('data_exported');
    expect(actions).toContain('login_success');
    expect(actions).toContain('create'); // the Admin's link to the practice

    // Nothing secret, nothing of the Admin who linked them.
    const text = answer.body;
    expect(text).not.toMatch(/hash|secret|token/i);
    expect(text).not.toContain(admin.email);
    const linkRecord = data.audit_events.find((event) => event.entity_type === 'practice_link');
    expect(linkRecord).toMatchObject({ by_you: false, ip: null });

    const records = await t.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.actorId} = ${user.id} and ${auditEvents.action} = 'data_exported'`);
    expect(records).toHaveLength(1);
  });
});

/** A passkey row as registering one leaves it (the ceremony itself: passkeys.test.ts). */
async function insertPasskey(userId: number, name: string) {
  await t.database.db.insert(passkeys).values({
    userId,
    credentialId: `credential-${userId}-${name.length}`,
    publicKey: 'cHVibGljLWtleQ',
    userHandle: `handle-${userId}`,
    name,
  });
}

/**
 * The mail of another instance without SMTP_URL: its own DATA_DIR, so its own outbox folder,
 * on the same database (decision 082).
 */
async function otherInstanceMail() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-other-instance-'));
  const config = loadConfig({ DATA_DIR: dataDir }).mail;
  const transport = createMailTransport(config, t.app.log);
  return {
    outboxDir: config.outboxDir,
    transport,
    /** What the instance's worker does every 5 s. */
    round: () => mailRound(t.database.db, transport, t.app.log),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** The outbox files whose recipient, subject or text holds `text`. */
async function outboxFilesHolding(outboxDir: string, text: string) {
  const found: string[] = [];
  for (const name of await readdir(outboxDir).catch(() => [])) {
    const mail = await simpleParser(await readFile(path.join(outboxDir, name)));
    const shown = [mail.to && !Array.isArray(mail.to) ? mail.to.text : '', mail.subject, mail.text];
    if (shown.join('\n').toLowerCase().includes(text.toLowerCase())) found.push(name);
  }
  return found;
}

/** `table.column` of every column in the public schema, with the number of rows holding `text`. */
async function columnsHolding(text: string) {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t.database.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables tb
            on tb.table_schema = c.table_schema and tb.table_name = c.table_name
         where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
         order by 1, 2`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
           where strpos(lower(${sql.identifier(column_name)}::text), ${text.toLowerCase()}) > 0`,
    );
    if ((row?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('Definitief verwijderen', () => {
  it('leaves nothing of a deleted user in any column of any table, any outbox folder, nor in a backup made after', async () => {
    const tag = unique();
    const name = `Zwaantje Erasmus${tag}`;
    const email = `zwaantje-${tag}@example.nl`;
    const renamed = `Zwaantje Weg${tag}`;
    const practiceId = await t.createPractice({ name: `Praktijk Wis ${tag}` });

    // Made by the Admin (an invitation mail, a token, an idempotency key's saved answer)…
    const created = await t.app.inject({
      ...route('createUser'),
      headers: { cookie: admin.cookie, 'idempotency-key': `wis-${tag}` },
      payload: { name, email, type: 'Klant', password: '', practice_id: practiceId },
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    const [withPassword] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, admin.id));
    await t.database.db
      .update(users)
      .set({ passwordHash: withPassword?.hash, passwordChanged: true })
      .where(eq(users.id, id));
    // …who failed a login, asked for a reset, logged in, was renamed, asked to change the
    // address, read a file, wrote a report and a concept, and downloaded their data.
    expect(
      (await t.call(undefined, route('login'), { email, password: 'fout-wachtwoord-1' }))
        .statusCode,
    ).toBe(401);
    await t.call(undefined, route('requestPasswordReset'), { email });
    await t.handlePasswordResets();
    const cookie = await t.login(email);
    await t.call(admin.cookie, route('updateUser', { id }), { name: renamed });
    await t.call(cookie, route('requestEmailChange'), { email: `elders-${tag}@example.nl` });
    const uploadId = await insertPdf(practiceId, admin.id, 'upload');
    await t.database.db.insert(pdfReads).values({ pdfId: uploadId, userId: id });
    const reportPdfId = await insertPdf(practiceId, id, 'report');
    await t.database.db
      .update(actionPoints)
      .set({ status: 'done', note: 'Geteld.', markedBy: id, markedAt: new Date() })
      .where(eq(actionPoints.practiceId, practiceId));
    const ownUpload = await insertPdf(practiceId, id, 'upload');
    await t.database.db.insert(reportDrafts).values({ authorId: id, practiceId, name: 'Concept' });
    const [reportRow] = await t.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.pdfId, reportPdfId));
    await t.database.db
      .insert(reportReminders)
      .values({ reportId: reportRow?.id ?? 0, sentBy: id });
    await insertPasskey(id, `Sleutel van ${name}`);
    expect((await exportData(cookie, TEST_PASSWORD)).statusCode).toBe(200);

    // Another instance, without SMTP_URL, wrote their mails into its own outbox folder.
    const other = await otherInstanceMail();
    await deliverDueMails(t.database.db, other.transport, t.app.log);

    const personal = [name, renamed, email, `elders-${tag}@example.nl`];
    // The scans find them before: they can fail. Every column includes the mail queue's.
    for (const text of personal) {
      expect(await columnsHolding(text)).not.toEqual([]);
      expect(await outboxFilesHolding(other.outboxDir, text), text).not.toEqual([]);
    }

    const active = await t.call(admin.cookie, route('eraseUser', { id }));
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(DATA_RIGHTS_MESSAGES.cannotEraseActive);
    expect((await t.call(admin.cookie, route('deleteUser', { id }))).statusCode).toBe(204);
    const erased = await t.call(admin.cookie, route('eraseUser', { id }));
    expect(erased.statusCode).toBe(204);

    for (const text of personal) expect(await columnsHolding(text), text).toEqual([]);
    // The files go after the commit, at that instance's next round of its mail worker.
    await other.round();
    for (const text of personal)
      expect(await outboxFilesHolding(other.outboxDir, text)).toEqual([]);
    await other.remove();

    // What refers to them: gone, but reports and files, which stay with the practice.
    for (const { table, column, erasure } of USER_REFERENCES) {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      );
      expect(row?.n, `${table}.${column}`).toBe(erasure === 'delete' ? 0 : row?.n);
      if (erasure === 'keep') expect(row?.n, `${table}.${column}`).toBeGreaterThan(0);
    }
    const [report] = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.pdfId, reportPdfId));
    expect(report?.klanten).toBe('Veel nieuwe klanten deze maand.');
    const [file] = await t.database.db.select().from(pdfs).where(eq(pdfs.id, ownUpload));
    expect(file?.createdBy).toBe(id);

    // The Logboek keeps its records, naming "Verwijderde gebruiker <id>".
    const log = await t.call(
      admin.cookie,
      route('listAuditEvents', {}, { user_id: id, limit: 100 }),
    );
    const events: { actor_email: string | null; action: string; entity_name: string | null }[] =
      log.json();
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['login_success', 'data_exported', 'email_change_requested']),
    );
    for (const event of events) expect(event.actor_email).toBe(erasedUserName(id));
    const about = await t.call(
      admin.cookie,
      route('listAuditEvents', {}, { entity: 'user', limit: 100 }),
    );
    const erasure = about.json().find((event: { action: string }) => event.action === 'erased');
    expect(erasure).toMatchObject({
      entity_id: id,
      entity_name: erasedUserName(id),
      actor_id: admin.id,
    });

    // Gone from the Admin's screens; not again, not back.
    expect((await t.call(admin.cookie, route('getUser', { id }))).statusCode).toBe(404);
    expect((await t.call(admin.cookie, route('eraseUser', { id }))).statusCode).toBe(404);
    expect((await t.call(admin.cookie, route('reinstateUser', { id }))).statusCode).toBe(404);
    const deletedList = await t.call(admin.cookie, route('listDeletedUsers', {}, { limit: 100 }));
    expect(deletedList.json().map((user: { id: number }) => user.id)).not.toContain(id);

    // A backup made now holds nothing of them.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-erasure-backup-'));
    try {
      const archivePath = path.join(dir, 'backup.tar.gz');
      await createBackup({ database: t.database, fileStore: t.fileStore, archivePath });
      const contents = gunzipSync(await readFile(archivePath))
        .toString('utf8')
        .toLowerCase();
      expect(contents).toContain(erasedUserName(id).toLowerCase());
      for (const text of personal) expect(contents).not.toContain(text.toLowerCase());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('removes a mail that was being written to an outbox while its recipient was erased', async () => {
    const other = await otherInstanceMail();
    await other.round(); // nothing else due
    const name = `Onderweg ${unique()}`;
    const created = await t.call(admin.cookie, route('createUser'), {
      name,
      email: `onderweg-${unique()}@example.nl`,
      type: 'Coach',
      password: '',
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    // The other instance's worker has claimed the invitation and is writing it…
    const invitation = await claimNextMail(t.database.db, new Date());
    if (!invitation) throw new Error('the invitation is not queued');
    // …when the Admin deletes and erases the user.
    expect((await t.call(admin.cookie, route('deleteUser', { id }))).statusCode).toBe(204);
    expect((await t.call(admin.cookie, route('eraseUser', { id }))).statusCode).toBe(204);
    await other.transport.send({ ...invitation, to: invitation.recipient });
    await markMailSent(t.database.db, invitation, new Date());
    expect(await outboxFilesHolding(other.outboxDir, name)).toHaveLength(1);

    await other.round();
    expect(await outboxFilesHolding(other.outboxDir, name)).toEqual([]);
    await other.remove();
  });

  it('erases users deleted longer than DELETED_USER_RETENTION_DAYS ago, each once with two runs at once', async () => {
    const due = await t.createUser({ name: `Oud Verwijderd ${unique()}` });
    const recent = await t.createUser({ name: `Pas Verwijderd ${unique()}` });
    await t.database.db
      .update(users)
      .set({ deletedAt: sql`now() - interval '366 days'` })
      .where(eq(users.id, due.id));
    await t.database.db
      .update(users)
      .set({ deletedAt: sql`now() - interval '10 days'` })
      .where(eq(users.id, recent.id));

    const counts = await Promise.all([
      eraseUsersPastRetention(t.database.db, 365),
      eraseUsersPastRetention(t.database.db, 365),
    ]);
    expect(counts[0] + counts[1]).toBe(1);
    const [dueRow] = await t.database.db.select().from(users).where(eq(users.id, due.id));
    expect(dueRow).toMatchObject({ name: erasedUserName(due.id), passwordHash: null });
    expect(dueRow?.erasedAt).not.toBeNull();
    const [recentRow] = await t.database.db.select().from(users).where(eq(users.id, recent.id));
    expect(recentRow).toMatchObject({ email: recent.email, erasedAt: null });
    const records = await t.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} = ${due.id} and ${auditEvents.action} = 'erased'`);
    expect(records).toEqual([expect.objectContaining({ actorId: null })]);
  });
});

describe('every column that refers to a user is handled', () => {
  it('the foreign keys to users in the catalog are exactly the list export and erasure follow', async () => {
    const foreignKeys = await queryRows<{ reference: string }>(
      t.database.db,
      sql`select kcu.table_name || '.' || kcu.column_name as reference
            from information_schema.table_constraints tc
            join information_schema.key_column_usage kcu
              on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
            join information_schema.constraint_column_usage ccu
              on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
           where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
             and ccu.table_name = 'users'
           order by 1`,
    );
    const listed = USER_REFERENCES.map(({ table, column }) => `${table}.${column}`).sort();
    // A new table that refers to users: add it to USER_REFERENCES and to my-data.ts.
    expect(foreignKeys.map((row) => row.reference)).toEqual(listed);
  });

  it('no column is named like a user reference without being listed', async () => {
    const named = await queryRows<{ reference: string }>(
      t.database.db,
      sql`select table_name || '.' || column_name as reference from information_schema.columns
           where table_schema = 'public'
             and (column_name like '%user_id' or column_name in ('actor_id', 'author_id', 'created_by', 'updated_by', 'owner_id'))
           order by 1`,
    );
    const known = new Set([
      ...USER_REFERENCES.map(({ table, column }) => `${table}.${column}`),
      ...UNCONSTRAINED_USER_REFERENCES,
    ]);
    expect(named.map((row) => row.reference).filter((reference) => !known.has(reference))).toEqual(
      [],
    );
  });
});
