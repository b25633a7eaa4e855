import yazl from 'yazl';
import { wavHeader } from '../../djs/sets/media-testing.ts';

/** Test helpers: audio files and ZIP archives made on the spot, including the malicious kinds the upload refuses. */

/** A WAV file: a RIFF/WAVE header and `dataBytes` of (noisy) samples that compress like real audio. */
export function wavBytes(dataBytes = 4096, seed = 1): Buffer {
  const header = wavHeader(dataBytes, 48_000);
  const data = Buffer.alloc(dataBytes);
  // A 32-bit linear congruential generator (Math.imul keeps it exact): noise that deflate cannot shrink.
  let state = Math.imul(seed, 2_654_435_761) >>> 0;
  for (let i = 0; i < dataBytes; i += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    data[i] = state >>> 24;
  }
  return Buffer.concat([header, data]);
}

/** An MP3: one MPEG-1 layer III frame header and padding. */
export function mp3Bytes(size = 1024): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.set([0xff, 0xfb, 0x90, 0x64]);
  return bytes;
}

/** A Windows program's first bytes. */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

export type ZipItem = { name: string; bytes: Buffer; compress?: boolean };

/** A ZIP of the items (deflated unless told otherwise), as a buffer. */
export function buildZip(items: ZipItem[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const item of items) zip.addBuffer(item.bytes, item.name, { compress: item.compress ?? true });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Rewrites an entry's name in its local header and in the directory (same length): how "../evil.wav" gets in. */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('names must have the same length');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from, 'latin1');
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) out.write(to, at, 'latin1');
  return out;
}

/** Makes the central directory claim `size` inflated bytes for an entry (every one without a name): a lying header. */
export function declareUncompressedSize(zip: Buffer, size: number, name?: string): Buffer {
  const out = Buffer.from(zip);
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = out.indexOf(signature); at !== -1; at = out.indexOf(signature, at + 4)) {
    const entryName = out.toString('latin1', at + 46, at + 46 + out.readUInt16LE(at + 28));
    if (name === undefined || entryName === name) out.writeUInt32LE(size, at + 24);
  }
  return out;
}

/** Four stems as the spec names them. */
export const fourStems = (): ZipItem[] =>
  ['kick', 'bass', 'harmony', 'vocal'].map((stem, index) => ({
    name: `stems/${stem}.wav`,
    bytes: wavBytes(8192, index + 1),
  }));
