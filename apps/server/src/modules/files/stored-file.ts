import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { databaseUnavailableCode } from '../../lib/db-errors';
import type { FileStore } from '../../storage/file-store';

export function newStorageKey() {
  return `${randomUUID()}.pdf`;
}

/**
 * Stores the bytes under a new key, then runs the database work that records it. When that
 * work fails, the file is removed again, unless the database went away during it (the work may
 * have committed): a row never names a missing file. A file left without a row (that case, or
 * a crash in between) goes with the orphan sweep.
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
    // A connection lost at COMMIT leaves the outcome unknown: the row may have been written.
    // Then the file stays, and the orphan sweep removes it if no row names it.
    if (!databaseUnavailableCode(error)) await store.delete(key).catch(() => {});
    throw error;
  }
}

/** Removes a file whose row is gone; a failure is only logged, the orphan sweep retries it. */
export async function deleteFileAfterCommit(
  deps: { store: FileStore; log: FastifyBaseLogger },
  storageKey: string,
) {
  await deps.store.delete(storageKey).catch((error: unknown) => {
    deps.log.warn(
      { err: error, storageKey },
      'could not remove a stored file; the orphan sweep will',
    );
  });
}
