/**
 * Report concepts (decision 051): one per author and target, only the author's
 * own, only where the author may write the report, removed by saving the report and after 30 days.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDrafts } from '../src/db/schema/report-drafts';
import { deleteOldReportDrafts } from '../src/modules/reports/report-drafts-service';
import { route } from './support/route';
import { type PracticeTeam, practiceTeam } from './support/signed-in-team';
import { createTestApp, type TestApp } from './support/test-app';

type Caller = { id: number; cookie: string };
let t: TestApp;
let fx: PracticeTeam;
let otherCoach: Caller;

beforeAll(async () => {
  t = await createTestApp();
  fx = await practiceTeam(t, { practice: 'Praktijk Concepten', otherPractice: 'Praktijk Anders' });
  otherCoach = await t.signedIn('Coach');
});
afterAll(() => t.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `woord${i}`).join(' ');
const draftsOf = (authorId: number) =>
  t.database.db.select().from(reportDrafts).where(eq(reportDrafts.authorId, authorId));

async function putDraft(caller: Caller, body: Record<string, unknown>) {
  return t.call(caller.cookie, route('saveReportDraft'), body);
}
async function newReport(caller: Caller, practice = fx.practiceId, name = 'mei 2025') {
  const response = await t.call(caller.cookie, route('createReport'), {
    practice_id: practice,
    name,
    klanten: 'Opgeslagen.',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

describe('report concepts', () => {
  it('stores a half-written form and gives it back; a second save replaces it', async () => {
    const first = await putDraft(fx.coach, {
      practice_id: fx.practiceId,
      klanten: 'Eerste versie',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      report_id: null,
      practice_id: fx.practiceId,
      name: '',
      klanten: 'Eerste versie',
      team: '',
    });
    const second = await putDraft(fx.coach, {
      practice_id: fx.practiceId,
      name: 'juni 2025',
      klanten: 'Tweede versie',
    });
    expect(second.statusCode, second.body).toBe(200);
    const read = await t.call(
      fx.coach.cookie,
      route('getReportDraft', {}, { practice_id: fx.practiceId }),
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ name: 'juni 2025', klanten: 'Tweede versie' });
    expect(Date.parse(read.json().updated_at)).not.toBeNaN();
    expect(
      (await draftsOf(fx.coach.id)).filter((d) => d.practiceId === fx.practiceId),
    ).toHaveLength(1);
    // Without a target: the most recent concept for a new report.
    const latest = await t.call(fx.coach.cookie, route('getReportDraft'));
    expect(latest.json()).toMatchObject({ practice_id: fx.practiceId, klanten: 'Tweede versie' });
  });

  it('keeps one concept per author and target', async () => {
    const report = await newReport(fx.admin, fx.otherPracticeId);
    expect((await putDraft(fx.coach, { klanten: 'Nog geen praktijk' })).statusCode).toBe(200);
    expect(
      (
        await putDraft(fx.coach, {
          report_id: report.id,
          practice_id: fx.otherPracticeId,
          team: 'Edit',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await putDraft(otherCoach, { practice_id: fx.practiceId, klanten: 'Van een ander' }))
        .statusCode,
    ).toBe(200);
    const mine = await draftsOf(fx.coach.id);
    expect(mine.map((d) => [d.reportId, d.practiceId]).sort()).toEqual(
      [
        [null, null],
        [null, fx.practiceId],
        [report.id, fx.otherPracticeId],
      ].sort(),
    );
    const edit = await t.call(
      fx.coach.cookie,
      route('getReportDraft', {}, { report_id: report.id }),
    );
    expect(edit.json()).toMatchObject({ report_id: report.id, team: 'Edit' });
    // Choosing a practice replaces the concept written before one was chosen.
    expect(
      (await putDraft(fx.coach, { practice_id: fx.otherPracticeId, klanten: 'Gekozen' }))
        .statusCode,
    ).toBe(200);
    const after = await draftsOf(fx.coach.id);
    expect(after.some((d) => d.reportId === null && d.practiceId === null)).toBe(false);
  });

  it("hides another author's concept (204: none of one's own) and has none for Klant or Manager (403)", async () => {
    await putDraft(otherCoach, { practice_id: fx.otherPracticeId, klanten: 'Alleen van mij' });
    const admins = await t.call(
      fx.admin.cookie,
      route('getReportDraft', {}, { practice_id: fx.otherPracticeId }),
    );
    expect(admins.statusCode).toBe(204);
    expect(admins.body).toBe('');
    for (const member of [fx.klant, fx.manager]) {
      expect((await t.call(member.cookie, route('getReportDraft'))).statusCode).toBe(403);
      expect((await putDraft(member, { practice_id: fx.practiceId })).statusCode).toBe(403);
      expect((await t.call(member.cookie, route('deleteReportDraft'))).statusCode).toBe(403);
    }
    expect((await t.call(undefined, route('getReportDraft'))).statusCode).toBe(401);
  });

  it('refuses a deleted practice (409 for the Admin, 404 for a Coach) and unknown targets', async () => {
    const gone = await t.createPractice({ name: 'Praktijk Weg' });
    expect(
      (await t.call(fx.admin.cookie, route('deletePractice', { practiceId: gone }))).statusCode,
    ).toBe(204);
    expect((await putDraft(fx.admin, { practice_id: gone, klanten: 'x' })).statusCode).toBe(409);
    expect((await putDraft(fx.coach, { practice_id: gone, klanten: 'x' })).statusCode).toBe(404);
    expect((await putDraft(fx.coach, { practice_id: 999_999 })).statusCode).toBe(404);
    expect((await putDraft(fx.coach, { report_id: 999_999 })).statusCode).toBe(404);
    expect(
      (await t.call(fx.coach.cookie, route('getReportDraft', {}, { report_id: 999999 })))
        .statusCode,
    ).toBe(404);
  });

  it('answers bad input with 422 naming the field, and stores nothing', async () => {
    const before = await draftsOf(fx.coach.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ practice_id: fx.practiceId, team: words(201) }, 'team'],
      [{ practice_id: fx.practiceId, onbekend: 'x' }, ''],
      [{ practice_id: 'abc' }, 'practice_id'],
      [{ practice_id: 0 }, 'practice_id'],
      [{ report_id: -1 }, 'report_id'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ klanten: 'nul\u0000teken' }, 'klanten'],
    ];
    for (const [body, field] of cases) {
      const response = await putDraft(fx.coach, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      if (field) expect(Object.keys(errors)).toContain(field);
      else expect(JSON.stringify(errors)).toContain('Onbekend veld: onbekend.');
    }
    for (const query of ['report_id=abc', 'practice_id=0', 'report_id=1&practice_id=1', 'x=1']) {
      const response = await t.call(
        fx.coach.cookie,
        route('getReportDraft', {}, new URLSearchParams(query)),
      );
      expect(response.statusCode, query).toBe(422);
    }
    expect(await draftsOf(fx.coach.id)).toEqual(before);
  });

  it('removes the concept when the report is saved, and deletes on request', async () => {
    await putDraft(fx.coach, { practice_id: fx.practiceId, klanten: 'Bijna klaar' });
    await putDraft(otherCoach, { practice_id: fx.practiceId, klanten: 'Van de ander' });
    const created = await newReport(fx.coach);
    const afterCreate = await draftsOf(fx.coach.id);
    expect(afterCreate.some((d) => d.reportId === null && d.practiceId === fx.practiceId)).toBe(
      false,
    );
    // Another author's concept for the practice stays.
    expect((await draftsOf(otherCoach.id)).some((d) => d.practiceId === fx.practiceId)).toBe(true);

    await putDraft(fx.coach, {
      report_id: created.id,
      practice_id: fx.practiceId,
      team: 'Wijziging',
    });
    const update = await t.call(fx.coach.cookie, route('updateReport', { id: created.id }), {
      practice_id: fx.practiceId,
      name: 'mei 2025',
      team: 'Wijziging',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await draftsOf(fx.coach.id)).some((d) => d.reportId === created.id)).toBe(false);

    await putDraft(fx.coach, { klanten: 'Weggooien' });
    const removed = await t.call(fx.coach.cookie, route('deleteReportDraft'));
    expect(removed.statusCode).toBe(204);
    expect((await draftsOf(fx.coach.id)).some((d) => d.practiceId === null)).toBe(false);
  });

  it('the daily sweep removes concepts untouched for 30 days', async () => {
    await putDraft(fx.coach, { practice_id: fx.practiceId, klanten: 'Oud' });
    await putDraft(otherCoach, { practice_id: fx.otherPracticeId, klanten: 'Vers' });
    await t.database.db
      .update(reportDrafts)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(reportDrafts.authorId, fx.coach.id));
    await t.database.db
      .update(reportDrafts)
      .set({ updatedAt: sql`now() - interval '29 days'` })
      .where(eq(reportDrafts.authorId, otherCoach.id));
    expect(await deleteOldReportDrafts(t.database.db)).toBeGreaterThan(0);
    expect(await draftsOf(fx.coach.id)).toEqual([]);
    expect((await draftsOf(otherCoach.id)).length).toBeGreaterThan(0);
  });
});
