import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Text as lists sort and search it: lower case without accents, so "anna de Boer" stands among
 * the A's and "Émile" among the E's on PGlite and PostgreSQL alike. `portal_fold` is a database
 * function (migration 0005), so indexes and queries share one rule.
 */
export function foldedText(text: AnyColumn | SQL | string): SQL {
  return sql`portal_fold(${text})`;
}
