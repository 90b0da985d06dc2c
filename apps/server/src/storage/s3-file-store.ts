import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import {
  assertValidKey,
  FileNotFoundError,
  type FileStore,
  FileStoreUnavailableError,
  isStorageKey,
} from './file-store';

/**
 * Files as objects in one bucket, under their key. An object appears only once it is complete
 * (a PUT, or a multipart upload's completion, is atomic), so the local store's rules hold: the
 * file is stored before its row is committed, and the orphan sweep lists the bucket and takes
 * each object's LastModified for its age.
 */
export async function createS3FileStore(settings: S3Settings): Promise<FileStore> {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: with the default, a streamed body is sent in
    // aws-chunked framing, which S3-compatible stores such as s3rver save as part of the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    throw new FileStoreUnavailableError(
      `De S3-bucket ${Bucket} is niet bereikbaar (${describeS3Error(error)}). Controleer S3_ENDPOINT, S3_REGION, S3_BUCKET en de sleutels.`,
    );
  }

  return {
    async put(key, data) {
      assertValidKey(key);
      // Parts of 5 MB, four at a time; an upload that fails is aborted, leaving no parts.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: data, ContentType: 'application/pdf' },
      }).done();
    },

    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) throw new FileNotFoundError(key);
        throw new FileStoreUnavailableError(
          `could not read ${key} from S3: ${describeS3Error(error)}`,
          {
            cause: error,
          },
        );
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async listKeys() {
      // ListObjects (v1) paged by Marker: s3rver cannot make ListObjectsV2's continuation
      // tokens (it ciphers them with DES, which Node's OpenSSL 3 no longer offers), and every
      // S3-compatible store answers v1.
      const keys: string[] = [];
      let Marker: string | undefined;
      while (true) {
        const page = await client.send(new ListObjectsCommand({ Bucket, Marker }));
        const names = (page.Contents ?? []).flatMap((object) => object.Key ?? []);
        keys.push(...names.filter(isStorageKey));
        Marker = names.at(-1);
        if (!page.IsTruncated || Marker === undefined) return keys;
      }
    },

    async keysStoredBefore(keys, before) {
      const old: string[] = [];
      for (const key of keys) {
        assertValidKey(key);
        try {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          if (head.LastModified && head.LastModified < before) old.push(key);
        } catch (error) {
          if (!(error instanceof NotFound)) throw error;
        }
      }
      return old;
    },

    async removeUnfinishedWrites(before) {
      // A crash during a multipart upload leaves invisible parts that still cost storage.
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        let page: Awaited<ReturnType<typeof listUploads>>;
        try {
          page = await listUploads(KeyMarker, UploadIdMarker);
        } catch (error) {
          // Some S3-compatible stores (s3rver among them) cannot list uploads; a lifecycle
          // rule on the bucket then does this (README).
          if (error instanceof S3ServiceException && error.name === 'NotImplemented') return;
          throw error;
        }
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !isStorageKey(upload.Key)) continue;
          if (upload.Initiated && upload.Initiated < before) {
            await client.send(
              new AbortMultipartUploadCommand({
                Bucket,
                Key: upload.Key,
                UploadId: upload.UploadId,
              }),
            );
          }
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
    },
  };

  function listUploads(KeyMarker: string | undefined, UploadIdMarker: string | undefined) {
    return client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
  }
}

function describeS3Error(error: unknown) {
  if (error instanceof S3ServiceException) {
    return `${error.name}, HTTP ${error.$metadata.httpStatusCode ?? '?'}`;
  }
  return error instanceof Error ? error.message : String(error);
}
