import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/** A stored file as read back: its bytes (all of them, or the range asked for) as a stream, and the file's length. */
export type StoredFile = { body: Readable; size: number };

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header), within the file's length. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads by default, an S3-compatible bucket when S3_BUCKET is
 * set. Keys are relative paths such as `images/<hash>.webp` (checked by `assertFileKey`).
 */
export type FileStore = {
  readonly kind: 'local' | 's3';
  /** Writes (or overwrites) a file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or only `range` of its bytes (players seek with Range requests); null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /**
   * Removes a file and whatever a resumable upload kept beside it (its upload info, an unfinished part); removing a
   * missing file is not an error.
   */
  delete(key: string): Promise<void>;
  /**
   * A tus data store (@tus/server) that writes resumable uploads into this store: an upload's id is its file key, so
   * once complete it is read, served and deleted like any stored file. Loaded on first use.
   */
  resumableUploads(): Promise<DataStore>;
  /** Where clients fetch the file: `/uploads/<key>` (served by the server) or the bucket's public address. */
  publicUrl(key: string): string;
  /** The key of a URL this store handed out, or null for any other URL (an external image is left alone). */
  keyOf(url: string): string | null;
};

/** The path under which the server serves stored files (http: modules/media/images/file-routes.ts). */
export const UPLOADS_PATH = '/uploads';

const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,8}$/;

/** Keys are lower-case relative paths with an extension: no `..`, no leading slash, nothing a shell or URL treats specially. */
export function isFileKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
}

/** `base` + `/` + key, and back: the key of a URL under `base`, when it is a valid key. */
export function urlUnder(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${key}`;
}

export function keyUnder(base: string, url: string): string | null {
  const prefix = `${base.replace(/\/+$/, '')}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isFileKey(key) ? key : null;
}
