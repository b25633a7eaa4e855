import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import type { DataStore } from '@tus/server';
import { assertFileKey, keyUnder, UPLOADS_PATH, urlUnder, type FileStore } from './file-store.ts';

/** What @tus/file-store keeps beside an unfinished upload: its length and metadata. */
const UPLOAD_INFO_SUFFIX = '.json';

/** Files on local disk under `root` (DATA_DIR/uploads), served by the server under /uploads. */
export function createLocalFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  let resumable: Promise<DataStore> | undefined;
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
    async get(key, range) {
      const file = fileOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(range ? { start: range.start, end: range.end } : {}), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await fsp.rm(file, { force: true });
      await fsp.rm(`${file}${UPLOAD_INFO_SUFFIX}`, { force: true });
    },
    resumableUploads() {
      // Writes `<root>/<key>` (the file this store reads) and `<root>/<key>.json` (the upload's length and metadata).
      resumable ??= import('@tus/file-store').then(
        ({ FileStore: TusFileStore }) => new TusFileStore({ directory: root }),
      );
      return resumable;
    },
    publicUrl: (key) => urlUnder(UPLOADS_PATH, key),
    keyOf: (url) => keyUnder(UPLOADS_PATH, url),
  };
}
