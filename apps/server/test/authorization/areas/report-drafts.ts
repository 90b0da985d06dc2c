/** Report concepts (decision 051): each writer sees only their own. */
import type { reportDraftApi } from '@praktijkportaal/contract/api/report-drafts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reportDrafts } from '../../../src/db/schema/report-drafts';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { fx, t, unique } from '../fixtures';
import { but, WRITERS } from '../outcomes';
import { happenedIff } from '../probes';

/** A concept of the caller's for the scratch practice, by SQL; returns its marker text. */
async function ownDraft(authorId: number) {
  const klanten = `Concept ${unique()}`;
  await t.database.db
    .delete(reportDrafts)
    .where(and(eq(reportDrafts.authorId, authorId), eq(reportDrafts.practiceId, fx.S)));
  await t.database.db.insert(reportDrafts).values({ authorId, practiceId: fx.S, klanten });
  return klanten;
}
const draftTexts = async () =>
  (await t.database.db.select({ klanten: reportDrafts.klanten }).from(reportDrafts)).map(
    (row) => row.klanten,
  );

export const reportDraftRows: AreaRows<typeof reportDraftApi> = {
  getReportDraft: [
    {
      label: "the caller's own concept for the scratch practice",
      expect: WRITERS,
      request: async (caller) => {
        if (caller.name === 'admin' || caller.name === 'coach') await ownDraft(caller.id);
        return { ...route('getReportDraft', {}, { practice_id: fx.S }) };
      },
    },
    {
      // The Admin still sees D (and has no concept there: 204); to a Coach D is gone.
      label: 'a concept for the deleted practice D',
      expect: but(WRITERS, { coach: 'hidden' }),
      request: () => route('getReportDraft', {}, { practice_id: fx.D }),
    },
  ],
  saveReportDraft: [
    {
      label: 'a concept for the scratch practice',
      expect: WRITERS,
      request: async () => {
        const klanten = `Concept ${unique()}`;
        return {
          ...route('saveReportDraft'),
          payload: { practice_id: fx.S, klanten },
          verify: async (outcome) => happenedIff(outcome, (await draftTexts()).includes(klanten)),
        };
      },
    },
    {
      label: 'a concept for the deleted practice D',
      expect: but(WRITERS, { admin: 'refused', coach: 'hidden' }),
      request: () => {
        const klanten = `Concept ${unique()}`;
        return {
          ...route('saveReportDraft'),
          payload: { practice_id: fx.D, klanten },
          verify: async () =>
            expect(await draftTexts(), 'a concept was stored').not.toContain(klanten),
        };
      },
    },
  ],
  deleteReportDraft: [
    {
      label: "the caller's own concept for the scratch practice",
      expect: WRITERS,
      request: async (caller) => {
        const klanten =
          caller.name === 'admin' || caller.name === 'coach' ? await ownDraft(caller.id) : null;
        return {
          ...route('deleteReportDraft', {}, { practice_id: fx.S }),
          verify: async (outcome) => {
            if (klanten) happenedIff(outcome, !(await draftTexts()).includes(klanten));
          },
        };
      },
    },
  ],
};
