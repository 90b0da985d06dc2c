import { describe, expect, it } from 'vitest';
import { DEMO_UPLOADS } from '../demo/demo-data';
import { renderDemoDocument } from '../demo/render-demo-document';
import { inspectPdf } from './inspect-pdf';
import { renderReportPdf } from './render-report-pdf';

const MAX_PAGES = 2000;
const INFLATE_LIMITS = { perStreamBytes: 32 * 1024 * 1024, perFileBytes: 128 * 1024 * 1024 };
const words = (n: number) => Array.from({ length: n }, (_, i) => `woord${i}`).join(' ');

describe("the upload check on the portal's own PDFs", () => {
  it('passes a full report PDF (five sections of 200 words)', async () => {
    const report = await renderReportPdf({
      practiceName: 'Dierenartsenpraktijk De Eikenhorst',
      coachName: 'Jan de Vries',
      monthYear: 'juni 2025',
      klanten: words(200),
      verrichtingen: words(200),
      team: words(200),
      financien: words(200),
      overig: words(200),
      createdAt: new Date('2025-06-30T10:00:00Z'),
    });
    expect(
      await inspectPdf({ bytes: report, maxPages: MAX_PAGES, inflateLimits: INFLATE_LIMITS }),
    ).toMatchObject({
      verdict: 'pdf',
    });
  });

  it.each(DEMO_UPLOADS)('passes the demo file $name', async ({ document }) => {
    const file = await renderDemoDocument(document);
    expect(
      await inspectPdf({ bytes: file, maxPages: MAX_PAGES, inflateLimits: INFLATE_LIMITS }),
    ).toMatchObject({
      verdict: 'pdf',
    });
  });
});
