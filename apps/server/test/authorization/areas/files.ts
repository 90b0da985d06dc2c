/** Uploads and the PDFs of reports and uploads: Admin and Coach upload, the practice's members read. */
import type { fileApi } from '@praktijkportaal/contract/api/files';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pdfs } from '../../../src/db/schema/documents';
import { pdfReads } from '../../../src/db/schema/pdf-reads';
import { route } from '../../support/route';
import type { AreaRows, Caller } from '../cases';
import { fx, newUpload, practiceReads, t, uploadRequest } from '../fixtures';
import { but, MARK, OF_P, OF_Q, type Outcome, WRITERS } from '../outcomes';
import { count, grows, happenedIff } from '../probes';

/** A Klant or Manager who was served a PDF has a receipt for it; nobody else has one. */
const receiptIffMemberRead = (caller: Caller, pdfId: number) => async (outcome: Outcome) => {
  const receipts = await t.database.db
    .select()
    .from(pdfReads)
    .where(and(eq(pdfReads.pdfId, pdfId), eq(pdfReads.userId, caller.id)));
  const member = caller.name.startsWith('klant') || caller.name.startsWith('manager');
  expect(receipts.length, 'receipts of this caller').toBe(outcome === 'ok' && member ? 1 : 0);
};

export const fileRows: AreaRows<typeof fileApi> = {
  listPracticeUploads: practiceReads((practiceId) => route('listPracticeUploads', { practiceId })),
  uploadPdf: [
    {
      label: 'upload to the scratch practice',
      expect: WRITERS,
      request: async () => ({
        ...uploadRequest(fx.S, MARK.S),
        verify: await grows(() => count(pdfs, fx.S)),
      }),
    },
    {
      label: 'upload to the deleted practice D',
      expect: but(WRITERS, { admin: 'refused', coach: 'hidden' }),
      request: async () => {
        const before = await count(pdfs, fx.D);
        return {
          ...uploadRequest(fx.D, MARK.D),
          verify: async () => expect(await count(pdfs, fx.D), 'a file was stored').toBe(before),
        };
      },
    },
    {
      label: 'a fresh upload of the scratch practice replaced (decision 091)',
      expect: WRITERS,
      request: async () => {
        const { id } = await newUpload(fx.S, MARK.S);
        const before = await count(pdfs, fx.S);
        return {
          ...uploadRequest(fx.S, MARK.S, id),
          verify: async (outcome) => {
            const old = await t.database.db.select().from(pdfs).where(eq(pdfs.id, id));
            happenedIff(outcome, old.length === 0);
            expect(await count(pdfs, fx.S), 'one file in place of the other').toBe(before);
          },
        };
      },
    },
    {
      label: "Q's upload named as replaced by an upload to the scratch practice",
      expect: but(WRITERS, { admin: 'invalid', coach: 'invalid' }),
      request: async () => {
        const before = await count(pdfs, fx.S);
        return {
          ...uploadRequest(fx.S, MARK.S, fx.uploadQ),
          verify: async () => {
            const kept = await t.database.db.select().from(pdfs).where(eq(pdfs.id, fx.uploadQ));
            expect(kept, "Q's upload stays").toHaveLength(1);
            expect(await count(pdfs, fx.S), 'a file was stored').toBe(before);
          },
        };
      },
    },
  ],
  deleteUpload: [
    {
      label: 'a fresh upload',
      expect: WRITERS,
      request: async () => {
        const { id } = await newUpload(fx.S, MARK.S);
        return {
          ...route('deleteUpload', { id }),
          verify: async (outcome) => {
            const rows = await t.database.db.select().from(pdfs).where(eq(pdfs.id, id));
            happenedIff(outcome, rows.length === 0);
          },
        };
      },
    },
  ],
  getPdf: [
    {
      label: 'report pdf of P',
      expect: OF_P,
      request: () => route('getPdf', { id: fx.reportPdfP }),
    },
    {
      label: 'upload of Q',
      expect: OF_Q,
      request: () => route('getPdf', { id: fx.uploadQ }),
    },
  ],
  getPdfFile: [
    {
      label: 'upload of P',
      expect: OF_P,
      request: (caller) => ({
        ...route('getPdfFile', { id: fx.uploadP }),
        verify: receiptIffMemberRead(caller, fx.uploadP),
      }),
    },
    {
      label: 'report pdf of Q',
      expect: OF_Q,
      request: (caller) => ({
        ...route('getPdfFile', { id: fx.reportPdfQ }),
        verify: receiptIffMemberRead(caller, fx.reportPdfQ),
      }),
    },
    {
      label: 'upload of Q',
      expect: OF_Q,
      request: () => route('getPdfFile', { id: fx.uploadQ }),
    },
  ],
};
