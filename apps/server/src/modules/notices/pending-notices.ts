import type { Database } from '../../db/client';
import { pendingNotices } from '../../db/schema/notices';

/**
 * Marks a new report's or upload's PDF for the practice's next notice mail. Called in the
 * transaction that inserts the pdf row: no notice without the PDF, and no PDF without notice.
 */
export async function queueNotice(tx: Database, practiceId: number, pdfId: number) {
  await tx.insert(pendingNotices).values({ practiceId, pdfId });
}
