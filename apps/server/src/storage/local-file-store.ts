import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, FileNotFoundError, type FileStore } from './file-store';

/**
 * Files under `dir/objects`, written first to `dir/tmp` and renamed into place once complete
 * and flushed, so a crash never leaves a half-written object under a real key.
 */
export async function createLocalFileStore(dir: string): Promise<FileStore> {
  const objects = path.join(dir, 'objects');
  const tmp = path.join(dir, 'tmp');
  await mkdir(objects, { recursive: true });
  await mkdir(tmp, { recursive: true });
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(objects, key);
  };

  return {
    async put(key, data) {
      const target = pathOf(key);
      const partial = path.join(tmp, `${randomUUID()}.part`);
      const handle = await open(partial, 'wx');
      try {
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, target);
      } catch (error) {
        // A full disk fails part-way through the write: the unfinished file goes too.
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      // Open first, then ask the open file its size: a file deleted after this point is still
      // read whole, so the answer is the complete file or a clean "not found".
      let handle: FileHandle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async listKeys() {
      return (await readdir(objects)).filter((name) => name.endsWith('.pdf'));
    },

    keysStoredBefore(keys, before) {
      return filesOlderThan(objects, keys, before);
    },

    async removeUnfinishedWrites(before) {
      for (const leftover of await filesOlderThan(tmp, await readdir(tmp), before))
        await rm(path.join(tmp, leftover), { force: true });
    },
  };
}

/** The names in `dir` whose file was last written before `before` (gone ones left out). */
async function filesOlderThan(dir: string, names: string[], before: Date) {
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info && info.mtimeMs < before.getTime()) old.push(name);
  }
  return old;
}
