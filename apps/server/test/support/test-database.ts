import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createPglite, type DatabaseHandle, usePglite, usePostgres } from '../../src/db/client';

export type TestDatabaseSource =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

export function databaseUrlFor(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh, migrated database of its own for the calling test file. Close it in afterAll. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const loadDataDir = new Blob([await readFile(source.dumpFile)]);
    return usePglite(await createPglite({ loadDataDir }));
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(source.serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${source.template}`);
  const handle = usePostgres(databaseUrlFor(source.serverUrl, name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
