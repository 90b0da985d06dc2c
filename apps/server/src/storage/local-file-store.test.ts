import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStoreContract } from '../../test/support/file-store-contract';
import { createLocalFileStore } from './local-file-store';

describeFileStoreContract('the local file store', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
  return {
    store: await createLocalFileStore(folder),
    setStoredAt: (key, time) => utimes(path.join(folder, 'objects', key), time, time),
    cleanup: () => rm(folder, { recursive: true, force: true }),
  };
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the local file store', () => {
  it('never shows an unfinished write, and clears only those begun before the given time', async () => {
    const store = await createLocalFileStore(dir);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await writeFile(path.join(dir, 'tmp', 'afgebroken.part'), 'half');
    await utimes(path.join(dir, 'tmp', 'afgebroken.part'), twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(dir, 'tmp', 'onderweg.part'), 'half');
    expect(await store.listKeys()).toEqual([]);
    expect((await readdir(path.join(dir, 'tmp'))).sort()).toEqual([
      'afgebroken.part',
      'onderweg.part',
    ]);
    await store.removeUnfinishedWrites(new Date(Date.now() - 3_600_000));
    expect(await readdir(path.join(dir, 'tmp'))).toEqual(['onderweg.part']);
  });

  it('fails cleanly when the store cannot write, leaving nothing behind', async () => {
    const store = await createLocalFileStore(dir);
    // A file where the objects folder should be: the final rename cannot succeed.
    await rm(path.join(dir, 'objects'), { recursive: true });
    await writeFile(path.join(dir, 'objects'), 'geen map');
    await expect(store.put('0a1b2c3d-verslag.pdf', Buffer.from('%PDF-'))).rejects.toThrow();
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
  });
});
