/**
 * Writes the API's OpenAPI document (the one served at /api/openapi.json) to a file, without
 * starting a server or opening a database: the routes are registered, never called.
 * `node --import tsx apps/server/src/api-document-cli.ts <file>`; `npm run api:document`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createPglite, usePglite } from './db/client';
import { openFileStore } from './storage/open-file-store';

const target = process.argv[2];
if (!target) {
  console.error('usage: api-document-cli.ts <output file>');
  process.exit(2);
}
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-document-'));
try {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
  });
  const database = usePglite(await createPglite());
  const app = await buildApp({ config, database, fileStore: await openFileStore(config) });
  await app.ready();
  await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
