import type { Database } from './client';

/**
 * A query built once per database and run with placeholders (`sql.placeholder`), for the reads
 * on every request. Building a query in Drizzle costs more CPU than running it, and on PostgreSQL
 * a prepared statement is parsed and planned once per connection instead of at every call.
 * Transactions get their own handle, so a query prepared for `db` is not for use inside one.
 */
export function prepareOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
