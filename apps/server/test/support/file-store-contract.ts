import { buffer, text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError, type FileStore } from '../../src/storage/file-store';

export type FileStoreUnderTest = {
  store: FileStore;
  /** Makes the stored key look as if it was written at `time`. */
  setStoredAt(key: string, time: Date): Promise<void>;
  cleanup(): Promise<void>;
};

const HOUR = 3_600_000;

/** What every FileStore promises; local-file-store.test.ts and s3-file-store.test.ts run it. */
export function describeFileStoreContract(name: string, open: () => Promise<FileStoreUnderTest>) {
  describe(`${name}: the file store contract`, () => {
    let subject: FileStoreUnderTest;
    let store: FileStore;
    beforeEach(async () => {
      subject = await open();
      store = subject.store;
    });
    afterEach(() => subject.cleanup());

    it('stores, reads, lists and deletes', async () => {
      await store.put('0a1b2c3d-verslag.pdf', Buffer.from('%PDF-1.7 inhoud'));
      const { stream, size } = await store.get('0a1b2c3d-verslag.pdf');
      expect(await text(stream)).toBe('%PDF-1.7 inhoud');
      expect(size).toBe(15);
      expect(await store.listKeys()).toEqual(['0a1b2c3d-verslag.pdf']);
      await store.delete('0a1b2c3d-verslag.pdf');
      await store.delete('0a1b2c3d-verslag.pdf');
      await expect(store.get('0a1b2c3d-verslag.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
      expect(await store.listKeys()).toEqual([]);
    });

    it('gives back a large file byte for byte (several parts in S3)', async () => {
      const content = Buffer.alloc(11 * 1024 * 1024);
      for (let i = 0; i < content.length; i += 4) content.writeUInt32LE((i * 2654435761) >>> 0, i);
      await store.put('0a1b2c3d-groot.pdf', content);
      const { stream, size } = await store.get('0a1b2c3d-groot.pdf');
      expect(size).toBe(content.length);
      expect((await buffer(stream)).equals(content)).toBe(true);
    });

    it('replaces nothing but the key it writes', async () => {
      await store.put('0a1b2c3d-een.pdf', Buffer.from('%PDF een'));
      await store.put('0a1b2c3d-twee.pdf', Buffer.from('%PDF twee'));
      await store.delete('0a1b2c3d-een.pdf');
      expect(await store.listKeys()).toEqual(['0a1b2c3d-twee.pdf']);
      expect(await text((await store.get('0a1b2c3d-twee.pdf')).stream)).toBe('%PDF twee');
    });

    it('reads a file whole when it is deleted between opening and reading', async () => {
      const content = Buffer.alloc(256 * 1024, 'a');
      await store.put('0a1b2c3d-verslag.pdf', content);
      const { stream, size } = await store.get('0a1b2c3d-verslag.pdf');
      await store.delete('0a1b2c3d-verslag.pdf');
      expect(size).toBe(content.length);
      expect((await text(stream)).length).toBe(content.length);
    });

    it('refuses keys that are not its own', async () => {
      for (const key of ['../geheim.pdf', '/etc/passwd', 'a/b.pdf', 'kort.pdf', 'x.exe']) {
        await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
        await expect(store.get(key), key).rejects.toThrow(/invalid storage key/);
        await expect(store.delete(key), key).rejects.toThrow(/invalid storage key/);
      }
      expect(await store.listKeys()).toEqual([]);
    });

    it('picks the keys stored before the given time, skipping keys already gone', async () => {
      await store.put('0a1b2c3d-oud.pdf', Buffer.from('%PDF-1.7'));
      await store.put('0a1b2c3d-nieuw.pdf', Buffer.from('%PDF-1.7'));
      await subject.setStoredAt('0a1b2c3d-oud.pdf', new Date(Date.now() - 2 * HOUR));
      const keys = await store.listKeys();
      expect(keys.sort()).toEqual(['0a1b2c3d-nieuw.pdf', '0a1b2c3d-oud.pdf']);
      const anHourAgo = new Date(Date.now() - HOUR);
      expect(await store.keysStoredBefore([...keys, '0a1b2c3d-weg.pdf'], anHourAgo)).toEqual([
        '0a1b2c3d-oud.pdf',
      ]);
    });

    it('keeps finished files when clearing unfinished writes', async () => {
      await store.put('0a1b2c3d-verslag.pdf', Buffer.from('%PDF-1.7'));
      await subject.setStoredAt('0a1b2c3d-verslag.pdf', new Date(Date.now() - 2 * HOUR));
      await store.removeUnfinishedWrites(new Date());
      expect(await store.listKeys()).toEqual(['0a1b2c3d-verslag.pdf']);
    });
  });
}
