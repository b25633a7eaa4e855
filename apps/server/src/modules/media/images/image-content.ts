import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_ACCEPTED_MIME_TYPES } from '@cuepoint/domain/djs/images';

export type ImageMime = (typeof IMAGE_ACCEPTED_MIME_TYPES)[number];

/** The image format by its magic bytes, or null for anything else (the name and the declared type are ignored). */
export async function detectImageType(bytes: Buffer): Promise<ImageMime | null> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime as string | undefined;
  return (IMAGE_ACCEPTED_MIME_TYPES as readonly string[]).includes(mime ?? '') ? (mime as ImageMime) : null;
}

/**
 * Markup and script that browsers or servers would run if the bytes were ever served or sniffed as a page. At least
 * five bytes each, so the chance of one turning up by accident in 10 MB of compressed pixels is negligible.
 */
const MARKUP = [
  '<script',
  '<html',
  '<?php',
  '<iframe',
  '<body',
  '<svg',
  '<!doctype',
  '<object',
  '<embed',
  'javascript:',
];

export function containsMarkup(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  return MARKUP.some((needle) => text.includes(needle));
}

function pngEnd(bytes: Buffer): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at;
  }
  return null;
}

/** Walks the segments: marker segments carry their length, entropy-coded data runs until the next real marker. */
function jpegEnd(bytes: Buffer): number | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xda) continue;
    while (at + 1 < bytes.length) {
      const next = bytes[at + 1]!;
      if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
      at += 1;
    }
  }
  return null;
}

function riffEnd(bytes: Buffer): number | null {
  if (bytes.length < 8) return null;
  const size = 8 + bytes.readUInt32LE(4);
  return size + (size % 2);
}

/** ISO media boxes (AVIF): size and type each; the file ends where the boxes end. */
function boxesEnd(bytes: Buffer): number | null {
  let at = 0;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[a-zA-Z0-9 ]{4}$/.test(type)) return at;
    let size = bytes.readUInt32BE(at);
    if (size === 0) return bytes.length;
    if (size === 1) {
      if (at + 16 > bytes.length) return null;
      size = Number(bytes.readBigUInt64BE(at + 8));
    }
    if (size < 8) return null;
    at += size;
  }
  return at;
}

const END_OF: Record<ImageMime, (bytes: Buffer) => number | null> = {
  'image/png': pngEnd,
  'image/jpeg': jpegEnd,
  'image/webp': riffEnd,
  'image/avif': boxesEnd,
};

/**
 * True when bytes follow the end of the image that are neither padding nor media a camera appends (the second
 * pictures of multi-picture and gain-map JPEGs, the video of a phone's motion photo). Anything else there (an
 * archive, an executable, a page) makes the file a polyglot.
 */
export async function hasForeignTrailer(bytes: Buffer, mime: ImageMime): Promise<boolean> {
  const end = END_OF[mime](bytes);
  if (end === null) return false; // cut short or odd: the decoder decides
  if (end >= bytes.length) return false;
  const trailer = bytes.subarray(end);
  if (trailer.every((byte) => byte === 0)) return false;
  const found = await fileTypeFromBuffer(trailer);
  return !(found && (found.mime.startsWith('image/') || found.mime.startsWith('video/')));
}
