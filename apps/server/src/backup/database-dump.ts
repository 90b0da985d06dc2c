import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { SERVER_ROOT } from '../server-root';

/** Anything that runs SQL: the database or a transaction on it. */
export type Runner = Pick<Database, 'execute'>;

/** Rows of a raw query; the two drivers shape `execute`'s result differently. */
export async function queryRows<T>(db: Runner, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export type TableInfo = { name: string; primaryKey: string[] };
export type SequenceState = {
  name: string;
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
};
export type MigrationVersion = { count: number; latestWhen: number | null };

/**
 * Tables a backup leaves out: the mail queue holds one-time links, which must not outlive the
 * mail in a backup archive, and a restore must not revive a used or voided link
 * (one_time_tokens, decision 034); idempotency keys only answer a retry within 24 hours
 * (decision 025); a pending login lives five minutes (decision 044); a reset request waits
 * seconds for its worker and is a mail not yet made; a pending e-mail change holds
 * the links of one, which a restore must not revive either (decision 074); a passkey ceremony's
 * challenge lives five minutes (decision 073); a security mail's "Dit was ik niet" link must not
 * be revived either (decision 088); a mail withdrawal names a queued mail and its outbox file,
 * neither of which a backup holds (decision 082). Restored, they start empty.
 */
const NOT_BACKED_UP = [
  'mail_queue',
  'mail_withdrawals',
  'one_time_tokens',
  'idempotency_keys',
  'pending_logins',
  'password_reset_requests',
  'email_changes',
  'passkey_challenges',
  'security_notices',
];

/**
 * Every table of the `public` schema in foreign-key order (a table after the tables it refers
 * to), so rows can be inserted in this order. Read from the catalogue, so a new table is backed
 * up without changing this code (unless it is in NOT_BACKED_UP).
 */
export async function listTables(db: Runner): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string; pk: string[] | string | null }>(
    db,
    sql`select c.relname as name,
          (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
             from pg_index i
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
            where i.indrelid = c.oid and i.indisprimary) as pk
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')
         and c.relname::text not in (${sql.join(
           NOT_BACKED_UP.map((name) => sql`${name}`),
           sql`, `,
         )})
       order by c.relname`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent
          from pg_constraint k
          join pg_class ch on ch.oid = k.conrelid
          join pg_class pa on pa.oid = k.confrelid
          join pg_namespace n on n.oid = ch.relnamespace
         where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: TableInfo[] = [];
  const done = new Set<string>();
  const byName = new Map(tables.map((t) => [t.name, t]));
  while (done.size < tables.length) {
    const ready = tables.filter(
      (t) => !done.has(t.name) && [...(parents.get(t.name) ?? [])].every((p) => done.has(p)),
    );
    if (ready.length === 0) throw new Error('the tables refer to each other in a cycle');
    for (const table of ready) {
      done.add(table.name);
      const info = byName.get(table.name);
      ordered.push({ name: table.name, primaryKey: parsePgArray(info?.pk ?? null) });
    }
  }
  return ordered;
}

/** postgres.js returns name[] as an array; be lenient with the `{a,b}` text form too. */
function parsePgArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

/** The sequences owned by a column (serial), with their state, so ids continue where they were. */
export async function readSequences(db: Runner): Promise<SequenceState[]> {
  const owned = await queryRows<{ name: string; table: string; column: string }>(
    db,
    sql`select s.relname as name, t.relname as "table", a.attname as "column"
          from pg_depend d
          join pg_class s on s.oid = d.objid and s.relkind = 'S'
          join pg_class t on t.oid = d.refobjid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
          join pg_namespace n on n.oid = s.relnamespace
         where n.nspname = 'public' and d.deptype in ('a', 'i')
         order by s.relname`,
  );
  const states: SequenceState[] = [];
  for (const sequence of owned) {
    const [state] = await queryRows<{ last_value: string; is_called: boolean }>(
      db,
      sql`select last_value::text as last_value, is_called from ${sql.identifier(sequence.name)}`,
    );
    if (!state) throw new Error(`sequence ${sequence.name} has no state`);
    states.push({ ...sequence, lastValue: state.last_value, isCalled: state.is_called });
  }
  return states;
}

/** Each row as the JSON text PostgreSQL makes of it (timestamps in UTC, arrays as arrays). */
export async function readTableRows(db: Runner, table: TableInfo): Promise<string[]> {
  const order =
    table.primaryKey.length > 0
      ? sql.join(
          table.primaryKey.map((column) => sql`t.${sql.identifier(column)}`),
          sql`, `,
        )
      : sql`row_to_json(t)::text`;
  const rows = await queryRows<{ j: string }>(
    db,
    sql`select row_to_json(t)::text as j from ${sql.identifier(table.name)} t order by ${order}`,
  );
  return rows.map((row) => row.j);
}

/** The migrations this database has had (drizzle's own table), or none. */
export async function readMigrationVersion(db: Runner): Promise<MigrationVersion> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { count: 0, latestWhen: null };
  const [row] = await queryRows<{ count: string | number; latest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  return {
    count: Number(row?.count ?? 0),
    latestWhen: row?.latest ? Number(row.latest) : null,
  };
}

/** The migrations this code brings (drizzle/meta/_journal.json). */
export function codeMigrationVersion(): MigrationVersion {
  const journal = JSON.parse(
    readFileSync(path.join(SERVER_ROOT, 'drizzle/meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const latest = journal.entries.at(-1);
  return { count: journal.entries.length, latestWhen: latest ? latest.when : null };
}
