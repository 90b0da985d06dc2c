import { unsubscribePagePath } from '@praktijkportaal/contract/page-paths';
import type { Database } from '../../db/client';
import { UNSUBSCRIBE_API_PATH, unsubscribeQueries } from './unsubscribe-link';

/**
 * The unsubscribe parts of a mail sent to a practice's readers (decision 049): a notice, or
 * another module's mail that honours the notice setting (a report reminder, decision 094). Per
 * user the page's link for the footnote and the RFC 8058 headers. Reads the signing key once.
 */
export async function unsubscribeMailParts(db: Database, portalUrl: string) {
  const queryOf = await unsubscribeQueries(db);
  return (userId: number) => {
    const query = queryOf(userId);
    return {
      unsubscribeUrl: `${portalUrl}${unsubscribePagePath(query)}`,
      headers: {
        'List-Unsubscribe': `<${portalUrl}${UNSUBSCRIBE_API_PATH}?${query}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
}
