import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { FileStore } from '../../storage/file-store';
import { createLocalFileStore } from '../../storage/local-file-store';
import { withStoredFile } from './stored-file';

let dir: string;
let store: FileStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-stored-file-'));
  store = await createLocalFileStore(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Runs withStoredFile with database work that fails with `error`; returns the keys left. */
async function keysLeftAfter(error: Error) {
  await expect(
    withStoredFile(store, Buffer.from('%PDF-1.7'), async () => {
      throw error;
    }),
  ).rejects.toBe(error);
  return store.listKeys();
}

it('keeps the file it stored and returns what the database work returns', async () => {
  const key = await withStoredFile(store, Buffer.from('%PDF-1.7'), async (stored) => stored);
  expect(await store.listKeys()).toEqual([key]);
});

it('removes the file when the database work fails and is rolled back', async () => {
  expect(await keysLeftAfter(Object.assign(new Error('unique'), { code: '23505' }))).toEqual([]);
});

it('keeps the file when the database went away during the work, which may have committed', async () => {
  // As postgres.js reports a connection lost at COMMIT, wrapped by Drizzle.
  const lost = new Error('Failed query: commit', {
    cause: Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }),
  });
  expect(await keysLeftAfter(lost)).toHaveLength(1);
  expect(await keysLeftAfter(Object.assign(new Error('shutdown'), { code: '57P01' }))).toHaveLength(
    2,
  );
});
