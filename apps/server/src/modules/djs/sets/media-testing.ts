import crypto from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import { djMediaUploads } from '../../../db/schema/content.ts';

/** Test helpers: small, real media files made on the spot (their headers are what the content check reads). */

/** An MP3: an ID3v2 tag, then MPEG-1 Layer III frame headers (128 kbit/s, 44.1 kHz) and silence. */
export function mp3Bytes(size = 4096): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const frames = Buffer.concat(Array.from({ length: Math.ceil(size / frame.length) }, () => frame));
  return Buffer.concat([id3, frames]).subarray(0, Math.max(size, 64));
}

/** The 44-byte header of a 16-bit stereo PCM WAV whose samples take `dataBytes`. */
export function wavHeader(dataBytes: number, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A WAV of `size` bytes: RIFF/WAVE header, 16-bit stereo PCM at 44.1 kHz, then silence. */
export function wavBytes(size = 4096): Buffer {
  return Buffer.concat([wavHeader(size - 44, 44_100), Buffer.alloc(Math.max(0, size - 44))]);
}

/** An MP4: an `ftyp` box (brand isom), then an empty `mdat`. `brand` 'M4A ' makes an M4A. */
export function mp4Bytes(size = 4096, brand = 'isom'): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4);
  ftyp.write(brand, 8);
  ftyp.writeUInt32BE(512, 12);
  ftyp.write('isom', 16);
  ftyp.write('mp41', 20);
  const mdat = Buffer.alloc(Math.max(8, size - 24));
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4);
  return Buffer.concat([ftyp, mdat]);
}

/** A Linux program (ELF header), as a renamed executable would be. */
export function elfBytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  return bytes;
}

/** A Windows program (MZ and PE headers). */
export function exeBytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write('MZ', 0);
  bytes.writeUInt32LE(128, 60);
  bytes.write('PE\0\0', 128, 'latin1');
  return bytes;
}

/** A finished, checked upload of `djUserId` as the resumable upload leaves it, with its bytes in the store. */
export async function createCompletedUpload(
  db: Db,
  files: FileStore,
  djUserId: number,
  options: { bytes?: Buffer; mimeType?: string; extension?: string; name?: string; status?: string } = {},
) {
  const bytes = options.bytes ?? mp3Bytes();
  const extension = options.extension ?? 'mp3';
  const id = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
  const storageKey = `media/${id}`;
  await files.put(storageKey, bytes, options.mimeType ?? 'audio/mpeg');
  const [row] = await db
    .insert(djMediaUploads)
    .values({
      id,
      djUserId,
      storageKey,
      originalName: options.name ?? `Night Set.${extension}`,
      declaredMimeType: options.mimeType ?? 'audio/mpeg',
      detectedMimeType: options.status === 'uploading' ? null : (options.mimeType ?? 'audio/mpeg'),
      sizeBytes: bytes.length,
      offsetBytes: options.status === 'uploading' ? 0 : bytes.length,
      status: options.status ?? 'complete',
    })
    .returning();
  return row!;
}
