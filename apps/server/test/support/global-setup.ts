import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { createPglite, usePglite, usePostgres } from '../../src/db/client';
import { createSelfSignedCertificate, type TlsFiles } from './fake-powerbi';
import { REPO_ROOT } from './repo-root';
import { databaseUrlFor, type TestDatabaseSource } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
    /** The certificate the workers trust, for local HTTPS fakes (fake-powerbi.ts). */
    fakeUpstreamTls: TlsFiles;
  }
}

export default async function setup(project: TestProject) {
  ensurePoppler();
  const tls = await trustFakeUpstreamCertificate();
  project.provide('fakeUpstreamTls', tls.files);
  const dropTemplateDatabase = await prepareTemplateDatabase(project);
  return async () => {
    await dropTemplateDatabase();
    await tls.remove();
  };
}

/**
 * The upload-check tests open their files with poppler's pdfinfo and pdfdetach, as a reader
 * would; a fresh machine gets them here (Debian's poppler-utils), or a clear message.
 */
function ensurePoppler() {
  const run = spawnSync(process.execPath, ['scripts/ensure-poppler.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('poppler-utils (pdfinfo, pdfdetach) are missing');
}

/**
 * MSAL refuses http authorities, so the fakes of Entra ID and Power BI speak HTTPS with a
 * self-signed certificate. Node reads NODE_EXTRA_CA_CERTS only at start, so it is set here,
 * before the workers are forked with this process's environment; a CA file given from outside
 * stays trusted as part of the bundle.
 */
async function trustFakeUpstreamCertificate() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-tls-'));
  const files = await createSelfSignedCertificate(dir);
  const previous = process.env.NODE_EXTRA_CA_CERTS;
  const bundle = path.join(dir, 'ca-bundle.pem');
  const certificates = [await readFile(files.certFile, 'utf8')];
  if (previous) certificates.unshift(await readFile(previous, 'utf8'));
  await writeFile(bundle, certificates.join('\n'));
  process.env.NODE_EXTRA_CA_CERTS = bundle;
  return {
    files,
    async remove() {
      if (previous) process.env.NODE_EXTRA_CA_CERTS = previous;
      else delete process.env.NODE_EXTRA_CA_CERTS;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Migrates one template database per run; each test file then gets its own copy of it
 * (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: a loaded dump), so files never share state.
 */
async function prepareTemplateDatabase(project: TestProject): Promise<() => Promise<void>> {
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

  const client = await createPglite();
  await usePglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = path.join(os.tmpdir(), `portal-test-template-${process.pid}.tar`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rm(dumpFile, { force: true });
}
