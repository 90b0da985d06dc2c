import { IDEMPOTENT_REPLAY_HEADER } from '@praktijkportaal/contract/idempotency';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema/documents';
import { idempotencyKeys } from '../src/db/schema/idempotency-keys';
import { users } from '../src/db/schema/users';
import { renderReportPdf } from '../src/pdf/render-report-pdf';
import type { ReportPdfRenderer } from '../src/pdf/report-pdf-types';
import { deleteExpiredIdempotencyKeys } from '../src/plugins/idempotency';
import { multipartBody, TINY_PDF } from './support/multipart';
import { type RouteCall, route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The real renderer, held at a gate while a test needs a report save to be "still running";
 * and able to fail once, as a renderer can.
 */
let gate: Promise<void> | null = null;
let failNextRender = false;
const gatedRenderer: ReportPdfRenderer = async (input) => {
  if (gate) await gate;
  if (failNextRender) {
    failNextRender = false;
    throw new Error('renderer failed on purpose');
  }
  return renderReportPdf(input);
};

let t: TestApp;
let admin: { id: number; cookie: string };
let coach: { id: number; cookie: string };
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp({}, { reportPdfRenderer: gatedRenderer });
  admin = await t.signedIn('Admin');
  coach = await t.signedIn('Coach');
  practiceId = await t.createPractice({ name: 'Praktijk Sleutels' });
});
afterAll(() => t.close());

function post(cookie: string, request: RouteCall, payload: unknown, key?: string) {
  return t.app.inject({
    ...request,
    headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: payload as InjectOptions['payload'],
  });
}

const newUser = (email: string) => ({
  name: 'Sleutel Test',
  email,
  password: 'Lang-genoeg-1',
  type: 'Klant',
});
const report = (name: string) => ({
  practice_id: practiceId,
  name,
  klanten: 'Klanten',
  verrichtingen: 'Verrichtingen',
  team: 'Team',
  financien: 'Financien',
  overig: 'Actiepunten',
});
const usersWithEmail = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

describe('Idempotency-Key on the creating POSTs', () => {
  it('answers the same key with the same body with the first answer, and creates once', async () => {
    const first = await post(
      admin.cookie,
      route('createUser'),
      newUser('een@sleutel.nl'),
      'key-same-1',
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();

    const again = await post(
      admin.cookie,
      route('createUser'),
      newUser('een@sleutel.nl'),
      'key-same-1',
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(await usersWithEmail('een@sleutel.nl')).toBe(1);
  });

  it('repeats a refusal too: the first answer was 422 (email taken), so is the second', async () => {
    const taken = newUser('een@sleutel.nl');
    const first = await post(admin.cookie, route('createUser'), taken, 'key-refused');
    expect(first.statusCode).toBe(422);
    const again = await post(admin.cookie, route('createUser'), taken, 'key-refused');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the same key with another body: 422 in Dutch, nothing created', async () => {
    const first = await post(
      admin.cookie,
      route('createUser'),
      newUser('twee@sleutel.nl'),
      'key-other',
    );
    expect(first.statusCode).toBe(201);
    const other = await post(
      admin.cookie,
      route('createUser'),
      newUser('drie@sleutel.nl'),
      'key-other',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: MESSAGES.idempotencyKeyReused,
    });
    expect(await usersWithEmail('drie@sleutel.nl')).toBe(0);
  });

  it('answers 409 while the first request with the key is still running, then the first answer', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const running = post(
      coach.cookie,
      route('createReport'),
      report('januari 2026'),
      'key-running',
    );
    // The first save is inside the renderer once its key row exists.
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(idempotencyKeys)
              .where(
                and(eq(idempotencyKeys.userId, coach.id), eq(idempotencyKeys.key, 'key-running')),
              )
          ).length,
      )
      .toBe(1);

    const meanwhile = await post(
      coach.cookie,
      route('createReport'),
      report('januari 2026'),
      'key-running',
    );
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      message: MESSAGES.idempotencyKeyInProgress,
    });

    gate = null;
    open();
    const first = await running;
    expect(first.statusCode, first.body).toBe(201);
    const after = await post(
      coach.cookie,
      route('createReport'),
      report('januari 2026'),
      'key-running',
    );
    expect(after.statusCode).toBe(201);
    expect(after.json()).toEqual(first.json());
  });

  it('a run taken over after 2 minutes does not create a second report when it finishes', async () => {
    const reportsOf = async (monthText: string) =>
      (
        await t.database.db
          .select({ id: reports.id })
          .from(reports)
          .where(eq(reports.monthText, monthText))
      ).length;
    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const slow = post(coach.cookie, route('createReport'), report('mei 2026'), 'key-taken-over');
    const keyRow = and(
      eq(idempotencyKeys.userId, coach.id),
      eq(idempotencyKeys.key, 'key-taken-over'),
    );
    await expect
      .poll(async () => (await t.database.db.select().from(idempotencyKeys).where(keyRow)).length)
      .toBe(1);
    // The slow run looks abandoned: its key is "running" and 3 minutes old. Only it waits.
    gate = null;
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(keyRow);
    const retry = await post(
      coach.cookie,
      route('createReport'),
      report('mei 2026'),
      'key-taken-over',
    );
    expect(retry.statusCode, retry.body).toBe(201);

    open();
    const first = await slow;
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(first.body).toBe(retry.body);
    expect(await reportsOf('mei 2026')).toBe(1);
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(keyRow);
    expect(stored?.responseBody).toBe(retry.body);
  });

  it('keeps keys per user: another user with the same key creates their own', async () => {
    const other = await t.signedIn('Coach');
    const mine = await post(
      coach.cookie,
      route('createReport'),
      report('maart 2026'),
      'key-per-user',
    );
    const theirs = await post(
      other.cookie,
      route('createReport'),
      report('maart 2026'),
      'key-per-user',
    );
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('frees the key after a server failure, so that a retry runs again', async () => {
    failNextRender = true;
    const failed = await post(
      coach.cookie,
      route('createReport'),
      report('april 2026'),
      'key-retry',
    );
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    const retried = await post(
      coach.cookie,
      route('createReport'),
      report('april 2026'),
      'key-retry',
    );
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it('applies to practices, dashboards and uploads as well', async () => {
    const practice = {
      name: 'Sleutelpraktijk',
      description: '',
      grip_id: 1,
      user: {
        name: 'Eerste',
        email: 'eerste@sleutel.nl',
        password: 'Lang-genoeg-1',
        type: 'Klant',
      },
    };
    const p1 = await post(admin.cookie, route('createPractice'), practice, 'key-practice');
    expect(p1.statusCode, p1.body).toBe(201);
    const p2 = await post(admin.cookie, route('createPractice'), practice, 'key-practice');
    expect(p2.json()).toEqual(p1.json());

    const dashboard = { name: 'Sleuteldashboard', practiceId };
    const d1 = await post(admin.cookie, route('createDashboard'), dashboard, 'key-dashboard');
    expect(d1.statusCode, d1.body).toBe(201);
    const d2 = await post(admin.cookie, route('createDashboard'), dashboard, 'key-dashboard');
    expect(d2.json()).toEqual(d1.json());

    const upload = (data: Buffer) => {
      const { body, contentType } = multipartBody([
        { name: 'type', value: 'upload' },
        { name: 'pdf', filename: 'jaaroverzicht.pdf', type: 'application/pdf', data },
      ]);
      return t.app.inject({
        ...route('uploadPdf', { practiceId }),
        headers: { cookie: coach.cookie, 'content-type': contentType, 'idempotency-key': 'key-up' },
        payload: body,
      });
    };
    const u1 = await upload(TINY_PDF);
    expect(u1.statusCode, u1.body).toBe(201);
    const u2 = await upload(TINY_PDF);
    expect(u2.statusCode).toBe(201);
    expect(u2.json()).toEqual(u1.json());
    const u3 = await upload(Buffer.concat([TINY_PDF, Buffer.from('%anders\n')]));
    expect(u3.statusCode).toBe(422);
  });

  it('refuses a malformed key with 400 in Dutch', async () => {
    const response = await post(
      admin.cookie,
      route('createUser'),
      newUser('vier@sleutel.nl'),
      'met spatie',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.idempotencyKeyInvalid);
    expect(await usersWithEmail('vier@sleutel.nl')).toBe(0);
  });

  it('forgets a key after 24 hours, and the sweep removes only such keys', async () => {
    const first = await post(
      admin.cookie,
      route('createUser'),
      newUser('vijf@sleutel.nl'),
      'key-old',
    );
    expect(first.statusCode).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, admin.id), eq(idempotencyKeys.key, 'key-old')));

    // A day later the key is free for another request.
    const later = await post(
      admin.cookie,
      route('createUser'),
      newUser('zes@sleutel.nl'),
      'key-old',
    );
    expect(later.statusCode, later.body).toBe(201);

    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, admin.id), eq(idempotencyKeys.key, 'key-old')));
    const removed = await deleteExpiredIdempotencyKeys(t.database.db);
    expect(removed).toBe(1);
    const left = await t.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, admin.id));
    expect(left.map((row) => row.key)).toContain('key-same-1');
    expect(left.map((row) => row.key)).not.toContain('key-old');
  });
});
