import type { Database } from '../../db/client';
import { type NOTICE_KINDS, pendingNotices } from '../../db/schema/notices';

/**
 * Marks a PDF for the practice's next notice mail: 'new' from the transaction that inserts the
 * pdf row (no notice without the PDF, and no PDF without notice), 'updated' from a report edit
 * the coach chose to tell. One row per PDF: a notice still pending keeps its kind, so a report
 * edited before its first notice went is still told as new (decision 095).
 */
export async function queueNotice(
  tx: Database,
  practiceId: number,
  pdfId: number,
  kind: (typeof NOTICE_KINDS)[number] = 'new',
) {
  await tx.insert(pendingNotices).values({ practiceId, pdfId, kind }).onConflictDoNothing();
}
