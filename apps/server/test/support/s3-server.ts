import { mkdtemp, rm, utimes } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config';

const BUCKET = 'praktijkportaal-test';

export type LocalS3 = {
  settings: S3Settings;
  /** The environment that points the portal at this server (FILE_STORE=s3 and S3_*). */
  env: Record<string, string>;
  /** The file in which s3rver keeps an object's bytes, exactly as the store received them. */
  objectPath(key: string): string;
  /** Sets the object's LastModified (s3rver takes it from that file's time). */
  setLastModified(key: string, time: Date): Promise<void>;
  /** Stops the server (a second call does nothing) and removes its folder. */
  close(): Promise<void>;
};

/** s3rver, which speaks S3 over HTTP, on a loopback port (a free one by default) with one empty bucket. */
export async function startLocalS3(port = 0): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let closed = false;
  const objectPath = (key: string) => path.join(directory, BUCKET, `${key}._S3rver_object`);
  return {
    settings: { endpoint, region: 'us-east-1', bucket: BUCKET, credentials, forcePathStyle: true },
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    objectPath,
    setLastModified: (key, time) => utimes(objectPath(key), time, time),
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
