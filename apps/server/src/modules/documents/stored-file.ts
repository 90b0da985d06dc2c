import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';

export function newStorageKey() {
  return `${randomUUID()}.pdf`;
}

/**
 * Stores the bytes under a new key, then runs the database work that records it. When that
 * work fails, the file is removed again: a file never outlives a rolled-back row. (A crash in
 * between leaves a file without a row; the start-up sweep removes those.)
 */
export async function withStoredFile<T>(
  store: FileStore,
  data: Buffer,
  record: (key: string) => Promise<T>,
): Promise<T> {
  const key = newStorageKey();
  try {
    await store.put(key, data);
  } catch (error) {
    throw new AppError(
      ERROR_CODES.storageUnavailable,
      503,
      MESSAGES.storageUnavailable,
      undefined,
      error,
    );
  }
  try {
    return await record(key);
  } catch (error) {
    await store.delete(key).catch(() => {});
    throw error;
  }
}

/** Removes a file whose row is gone; a failure is only logged, the start-up sweep retries it. */
export async function deleteFileAfterCommit(
  deps: { store: FileStore; log: FastifyBaseLogger },
  storageKey: string,
) {
  await deps.store.delete(storageKey).catch((error: unknown) => {
    deps.log.warn(
      { err: error, storageKey },
      'could not remove a stored file; the start-up sweep will',
    );
  });
}
