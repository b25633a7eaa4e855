import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { assertFileKey, keyUnder, UPLOADS_PATH, urlUnder, type FileStore } from './file-store.ts';

/** Files on local disk under `root` (DATA_DIR/uploads), served by the server under /uploads. */
export function createLocalFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(temporary, body);
      await fsp.rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => urlUnder(UPLOADS_PATH, key),
    keyOf: (url) => keyUnder(UPLOADS_PATH, url),
  };
}
