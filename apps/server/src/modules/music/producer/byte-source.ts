import { PassThrough, Readable } from 'node:stream';
import type { FileStore } from '../../../adapters/files/file-store.ts';

/**
 * A file's bytes read by range, wherever they are: a buffer (a file sent inside the form) or the file store (a
 * finished resumable upload, on disk or in the bucket). `end` is exclusive.
 */
export type ByteSource = {
  size: number;
  read(start: number, end: number): Promise<Buffer>;
  stream(start: number, end: number): Readable;
};

export function bufferSource(bytes: Buffer): ByteSource {
  return {
    size: bytes.length,
    read: async (start, end) => bytes.subarray(start, Math.min(end, bytes.length)),
    stream: (start, end) => Readable.from([bytes.subarray(start, Math.min(end, bytes.length))]),
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A ZIP's central directory sits at its end; this much of the tail is read once and served from memory. */
const TAIL_BYTES = 256 * 1024;

/** A stored file; the tail is kept after its first read so a ZIP's directory costs one request, not hundreds. */
export function storedSource(files: FileStore, key: string, size: number): ByteSource {
  let tail: Promise<Buffer> | undefined;
  const tailStart = Math.max(0, size - TAIL_BYTES);
  const direct = (start: number, end: number) => {
    const out = new PassThrough();
    files.get(key, { start, end: end - 1 }).then(
      (found) => {
        if (!found) out.destroy(new Error(`stored file ${key} is missing`));
        else found.body.on('error', (error) => out.destroy(error)).pipe(out);
      },
      (error: Error) => out.destroy(error),
    );
    return out;
  };
  const fromTail = (start: number, end: number) =>
    (tail ??= collect(direct(tailStart, size))).then((bytes) =>
      bytes.subarray(start - tailStart, end - tailStart),
    );
  return {
    size,
    read: (start, end) =>
      start >= tailStart ? fromTail(start, end) : collect(direct(start, Math.min(end, size))),
    stream: (start, end) => {
      if (start < tailStart || end - start > 64 * 1024) return direct(start, end);
      const out = new PassThrough();
      fromTail(start, end).then(
        (bytes) => out.end(bytes),
        (error: Error) => out.destroy(error),
      );
      return out;
    },
  };
}
