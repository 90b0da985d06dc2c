import type { PdfWorkPool } from './pdf-work-pool';
import type { ReportPdfRenderer } from './report-pdf-types';

/**
 * A report's text is bounded (five sections of at most 200 words), so a render takes tens of
 * milliseconds; this limit only ends a thread that hangs, it is never a verdict on the input.
 */
const RENDER_TIME_LIMIT_MS = 30_000;

/**
 * Report PDFs rendered in the PDF work pool (decision 070): the request only waits, and the main
 * thread answers other requests meanwhile. The file comes back as a Uint8Array over the same
 * memory; the callers expect a Buffer.
 */
export function renderReportPdfInPool(pool: PdfWorkPool): ReportPdfRenderer {
  return async (input) => {
    const file = await pool.run('renderReportPdf', input, { timeLimitMs: RENDER_TIME_LIMIT_MS });
    return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  };
}
