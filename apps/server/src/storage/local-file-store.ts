import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
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
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async listKeys() {
      for (const leftover of await readdir(tmp))
        await rm(path.join(tmp, leftover), { force: true });
      return (await readdir(objects)).filter((name) => name.endsWith('.pdf'));
    },
  };
}
