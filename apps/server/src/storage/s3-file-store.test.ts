import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStoreContract } from '../../test/support/file-store-contract';
import { freePort } from '../../test/support/free-port';
import { type LocalS3, startLocalS3 } from '../../test/support/s3-server';
import { FileStoreUnavailableError } from './file-store';
import { createS3FileStore } from './s3-file-store';

describeFileStoreContract('the S3 file store', async () => {
  const s3 = await startLocalS3();
  return {
    store: await createS3FileStore(s3.settings),
    setStoredAt: (key, time) => s3.setLastModified(key, time),
    cleanup: () => s3.close(),
  };
});

describe('the S3 file store', () => {
  let s3: LocalS3;
  beforeEach(async () => {
    s3 = await startLocalS3();
  });
  afterEach(() => s3.close());

  it('stores exactly the bytes it is given, with no transfer framing inside the object', async () => {
    const store = await createS3FileStore(s3.settings);
    const small = Buffer.from('%PDF-1.7\nkleine inhoud\n%%EOF\n');
    const large = Buffer.alloc(7 * 1024 * 1024, 'b');
    await store.put('0a1b2c3d-klein.pdf', small);
    await store.put('0a1b2c3d-groot.pdf', large);
    expect((await readFile(s3.objectPath('0a1b2c3d-klein.pdf'))).equals(small)).toBe(true);
    expect((await readFile(s3.objectPath('0a1b2c3d-groot.pdf'))).equals(large)).toBe(true);
  });

  it('lists every key of a bucket that takes more than one page (1000 keys) to list', async () => {
    const store = await createS3FileStore(s3.settings);
    const keys = Array.from(
      { length: 1005 },
      (_, i) => `0a1b2c3d-${String(i).padStart(4, '0')}.pdf`,
    );
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(
        keys.slice(start, start + 50).map((key) => store.put(key, Buffer.from('%PDF'))),
      );
    }
    expect((await store.listKeys()).sort()).toEqual(keys);
  }, 60_000);

  it('refuses to start, in Dutch, when the bucket does not exist', async () => {
    const attempt = createS3FileStore({ ...s3.settings, bucket: 'bestaat-niet' });
    await expect(attempt).rejects.toBeInstanceOf(FileStoreUnavailableError);
    await expect(attempt).rejects.toThrow(/^De S3-bucket bestaat-niet is niet bereikbaar \(/);
  });

  it('refuses to start when nothing answers at the endpoint', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    await expect(createS3FileStore({ ...s3.settings, endpoint })).rejects.toThrow(
      /De S3-bucket praktijkportaal-test is niet bereikbaar .*Controleer S3_ENDPOINT/,
    );
  });
});
