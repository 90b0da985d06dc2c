import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError } from './file-store';
import { createLocalFileStore } from './local-file-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the local file store', () => {
  it('stores, reads, lists and deletes', async () => {
    const store = await createLocalFileStore(dir);
    await store.put('0a1b2c3d-verslag.pdf', Buffer.from('%PDF-1.7 inhoud'));
    const { stream, size } = await store.get('0a1b2c3d-verslag.pdf');
    expect(await text(stream)).toBe('%PDF-1.7 inhoud');
    expect(size).toBe(15);
    expect(await store.listKeys()).toEqual(['0a1b2c3d-verslag.pdf']);
    await store.delete('0a1b2c3d-verslag.pdf');
    await store.delete('0a1b2c3d-verslag.pdf');
    await expect(store.get('0a1b2c3d-verslag.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('reads a file whole when it is deleted between opening and reading (found under load)', async () => {
    const store = await createLocalFileStore(dir);
    const content = Buffer.alloc(256 * 1024, 'a');
    await store.put('0a1b2c3d-verslag.pdf', content);
    const { stream, size } = await store.get('0a1b2c3d-verslag.pdf');
    await store.delete('0a1b2c3d-verslag.pdf');
    expect(size).toBe(content.length);
    expect((await text(stream)).length).toBe(content.length);
  });

  it('refuses keys that could leave its folder', async () => {
    const store = await createLocalFileStore(dir);
    for (const key of ['../geheim.pdf', '/etc/passwd', 'a/b.pdf', 'kort.pdf', 'x.exe']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(store.get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });

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

  it('picks the keys stored before the given time', async () => {
    const store = await createLocalFileStore(dir);
    await store.put('0a1b2c3d-oud.pdf', Buffer.from('%PDF-1.7'));
    await store.put('0a1b2c3d-nieuw.pdf', Buffer.from('%PDF-1.7'));
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(path.join(dir, 'objects', '0a1b2c3d-oud.pdf'), twoHoursAgo, twoHoursAgo);
    const keys = await store.listKeys();
    expect(keys.sort()).toEqual(['0a1b2c3d-nieuw.pdf', '0a1b2c3d-oud.pdf']);
    expect(await store.keysStoredBefore(keys, new Date(Date.now() - 3_600_000))).toEqual([
      '0a1b2c3d-oud.pdf',
    ]);
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
