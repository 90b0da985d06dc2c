import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { usePglite, usePostgres } from '../../src/db/client';
import { databaseUrlFor, type TestDatabaseSource } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/**
 * Migrates one template database per run; each test file then gets its own copy of it
 * (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: a loaded dump), so files never share state.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `portal_test_template_${process.pid}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${template}`);
    await admin.unsafe(`create database ${template}`);
    const handle = usePostgres(databaseUrlFor(serverUrl, template), 1);
    await handle.migrate();
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
    return async () => {
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create();
  await usePglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = path.join(os.tmpdir(), `portal-test-template-${process.pid}.tar`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rm(dumpFile, { force: true });
}
