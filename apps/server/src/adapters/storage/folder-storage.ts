import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type StorageAdapter } from './storage-adapter.ts';

/** Files in a folder (by default DATA_DIR/files): outside any served directory. */
export function createFolderStorage(root: string): StorageAdapter {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    kind: 'folder',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed: a crash never leaves half a file under the key.
      const temp = `${path}.${randomUUID()}.part`;
      await writeFile(temp, body, { mode: 0o600 });
      await rename(temp, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
