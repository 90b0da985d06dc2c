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
