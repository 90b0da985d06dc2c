import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite takes no lock of its own: two processes on one folder both run and lose each other's
 * writes. So whatever opens the embedded database (server, backup, restore, demo seed) first
 * takes `DATA_DIR/pglite.lock`, a file holding its pid (decision 021).
 */
export class DataDirInUseError extends Error {}

const LOCK_FILE = 'pglite.lock';

function inUse(dataDir: string, pid: number) {
  return new DataDirInUseError(
    `The embedded database in ${dataDir} is in use by another portal process (pid ${pid}, ` +
      `${path.join(dataDir, LOCK_FILE)}). PGlite allows one process per folder: stop that ` +
      'process first, or give this one a DATA_DIR of its own.',
  );
}

async function lockHolder(file: string): Promise<number | undefined> {
  const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isRunning(pid: number) {
  // Our own pid in the file was an earlier process's (a container restarted with the same pid).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of `dataDir` for this process and returns its release, or throws
 * DataDirInUseError while a running process holds it. A lock left by a process that no longer
 * runs (killed) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const ownFile = `${lockFile}.${process.pid}`;
  // Written aside and linked into place: `link` fails when the lock exists, so of two processes
  // starting at once exactly one gets it, and nobody ever reads a half-written lock.
  await writeFile(ownFile, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(ownFile, lockFile);
        return async () => {
          if ((await lockHolder(lockFile)) === process.pid) await rm(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await lockHolder(lockFile);
      if (holder !== undefined && isRunning(holder)) throw inUse(dataDir, holder);
      // A stale lock is moved aside, then checked again: if another process took the folder in
      // between, its fresh lock is what was moved, and it goes back.
      const stale = `${lockFile}.stale.${process.pid}`;
      const moved = await rename(lockFile, stale).then(
        () => true,
        () => false,
      );
      if (!moved) continue;
      const movedHolder = await lockHolder(stale);
      if (movedHolder !== holder && movedHolder !== undefined && isRunning(movedHolder)) {
        await link(stale, lockFile).catch(() => {});
        await rm(stale, { force: true });
        throw inUse(dataDir, movedHolder);
      }
      await rm(stale, { force: true });
    }
    throw new DataDirInUseError(`Could not take the lock of ${dataDir}; try again.`);
  } finally {
    await rm(ownFile, { force: true });
  }
}
