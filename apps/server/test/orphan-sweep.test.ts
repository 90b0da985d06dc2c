import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfs } from '../src/db/schema/documents';
import type { QuietRule } from '../src/lib/wait-until-quiet';
import { removeOrphanFiles, removeOrphanFilesWhenQuiet } from '../src/modules/files/sweep';
import { renderReportPdf } from '../src/pdf/render-report-pdf';
import type { ReportPdfRenderer } from '../src/pdf/report-pdf-types';
import { TINY_PDF } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

/** Report saves held at a gate: requests in flight for as long as a test needs. */
let gate: { promise: Promise<void>; open: () => void } | null = null;
const gatedRenderer: ReportPdfRenderer = async (input) => {
  if (gate) await gate.promise;
  return renderReportPdf(input);
};
function closeGate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  gate = { promise, open };
  return () => {
    open();
    gate = null;
  };
}

/** Short enough for a test, in the shape of SWEEP_QUIET (ten seconds, ten minutes). */
const QUICK: QuietRule = { maxInFlight: 2, quietForMs: 300, checkEveryMs: 20, atMostMs: 60_000 };
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3_600_000);

let t: TestApp;
let origin: string;
let coach: { cookie: string };
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp({}, { reportPdfRenderer: gatedRenderer });
  coach = await t.signedIn('Coach');
  practiceId = await t.createPractice({ name: 'Praktijk Opruimen' });
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const objectPath = (key: string) => path.join(t.config.filesDir, 'objects', key);

/** A stored file no row names, two hours old: what a crash leaves behind. */
async function storeOrphan(key: string) {
  await t.fileStore.put(key, TINY_PDF);
  await utimes(objectPath(key), TWO_HOURS_AGO, TWO_HOURS_AGO);
}

/** Report saves over HTTP, held in flight at the gate until it opens. */
function saveReports(count: number) {
  return Array.from({ length: count }, (_, index) =>
    fetch(`${origin}/api/reports`, {
      method: 'POST',
      headers: { cookie: coach.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        practice_id: practiceId,
        name: `maart 202${index}`,
        klanten: 'Rustig.',
        verrichtingen: '',
        team: '',
        financien: '',
        overig: '',
      }),
    }),
  );
}

async function untilRequestsInFlight(count: number) {
  while (t.app.requestsInFlight() < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the orphan sweep as the server runs it', () => {
  it('waits while more than a few requests are in flight, and runs once it has been quiet', async () => {
    const orphan = '5eeded00-0000-4000-8000-000000000001.pdf';
    await storeOrphan(orphan);
    const open = closeGate();
    const saves = saveReports(3);
    await untilRequestsInFlight(3);

    let removed: number | undefined;
    const sweep = removeOrphanFilesWhenQuiet(
      { db: t.database.db, store: t.fileStore, requestsInFlight: t.app.requestsInFlight },
      QUICK,
    ).then((count) => {
      removed = count;
    });
    // Three times the quiet period with three requests in flight: nothing is swept.
    await new Promise((resolve) => setTimeout(resolve, 3 * QUICK.quietForMs));
    expect(removed).toBeUndefined();
    expect(await t.fileStore.listKeys()).toContain(orphan);

    open();
    const answers = await Promise.all(saves);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(t.app.requestsInFlight()).toBe(0);
    await sweep;

    expect(removed).toBe(1);
    const kept = await t.fileStore.listKeys();
    expect(kept).not.toContain(orphan);
    // The three reports' files are named by their rows and stay.
    expect(kept).toHaveLength((await t.database.db.select().from(pdfs)).length);
  });

  it('still runs on a server that never gets quiet, after the longest wait', async () => {
    const orphan = '5eeded00-0000-4000-8000-000000000002.pdf';
    await storeOrphan(orphan);
    const open = closeGate();
    const saves = saveReports(3);
    try {
      await untilRequestsInFlight(3);
      const removed = await removeOrphanFilesWhenQuiet(
        { db: t.database.db, store: t.fileStore, requestsInFlight: t.app.requestsInFlight },
        { ...QUICK, atMostMs: 500 },
      );

      expect(t.app.requestsInFlight()).toBe(3);
      expect(removed).toBe(1);
      expect(await t.fileStore.listKeys()).not.toContain(orphan);
    } finally {
      open();
      await Promise.all(saves);
    }
  });

  it('does not sweep when the server stops while it waits', async () => {
    const orphan = '5eeded00-0000-4000-8000-000000000003.pdf';
    await storeOrphan(orphan);
    const stopping = new AbortController();
    const sweep = removeOrphanFilesWhenQuiet(
      { db: t.database.db, store: t.fileStore, requestsInFlight: t.app.requestsInFlight },
      { ...QUICK, quietForMs: 60_000 },
      stopping.signal,
    );
    stopping.abort();

    expect(await sweep).toBe(0);
    expect(await t.fileStore.listKeys()).toContain(orphan);
    await t.fileStore.delete(orphan);
  });

  it('checks thousands of files in batches and removes exactly the old ones no row names', async () => {
    // 2,600 named files (three batches of keys) and, among them, four old orphans.
    const named = Array.from(
      { length: 2_600 },
      (_, index) => `5eeded01-0000-4000-8000-${String(index).padStart(12, '0')}.pdf`,
    );
    const orphans = [7, 1_000, 1_999, 2_599].map(
      (index) => `5eeded02-0000-4000-8000-${String(index).padStart(12, '0')}.pdf`,
    );
    for (const key of [...named, ...orphans]) await storeOrphan(key);
    for (let start = 0; start < named.length; start += 500) {
      await t.database.db.insert(pdfs).values(
        named.slice(start, start + 500).map((storageKey) => ({
          practiceId,
          kind: 'upload' as const,
          name: 'Bestand.pdf',
          storageKey,
          sizeBytes: TINY_PDF.length,
        })),
      );
    }

    expect(await removeOrphanFiles(t.database.db, t.fileStore)).toBe(orphans.length);
    const kept = new Set(await t.fileStore.listKeys());
    expect(orphans.filter((key) => kept.has(key))).toEqual([]);
    expect(named.filter((key) => !kept.has(key))).toEqual([]);
  });
});
