import type { TTracklistInput } from './types.ts';

function decodeWith(label: string, bytes: Uint8Array, fatal = false): string {
  return new TextDecoder(label, { fatal }).decode(bytes);
}

function swapByteOrder(bytes: Uint8Array): Uint8Array {
  const swapped = new Uint8Array(bytes.length - (bytes.length % 2));
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    swapped[i] = bytes[i + 1]!;
    swapped[i + 1] = bytes[i]!;
  }
  return swapped;
}

/** UTF-16LE text without a byte order mark still shows as ASCII letters each followed by a zero byte. */
function looksLikeUtf16le(bytes: Uint8Array): boolean {
  const sample = Math.min(bytes.length, 512) & ~1;
  if (sample < 4) return false;
  let oddZeros = 0;
  let evenZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  return oddZeros / pairs > 0.4 && evenZeros / pairs < 0.1;
}

function decodeBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return decodeWith('utf-8', bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeWith('utf-16le', bytes.subarray(2));
  // TextDecoder's utf-16be is not in every runtime; swapping to little-endian works everywhere.
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeWith('utf-16le', swapByteOrder(bytes.subarray(2)));
  if (looksLikeUtf16le(bytes)) return decodeWith('utf-16le', bytes);
  try {
    return decodeWith('utf-8', bytes, true);
  } catch {
    // Not valid UTF-8: older Windows exports are in the ANSI code page.
    return decodeWith('windows-1252', bytes);
  }
}

/**
 * Turns pasted text or an uploaded file into a string: reads a UTF-8 byte order mark, UTF-16LE (with
 * the `FF FE` mark rekordbox writes, or without one), UTF-16BE, plain UTF-8 and, failing that,
 * Windows-1252. A leading U+FEFF is dropped from strings too, since pasting can carry it along.
 */
export function decodeText(input: TTracklistInput): string {
  if (typeof input === 'string') return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const text = decodeBytes(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Splits on CRLF, LF or a lone CR; line `n` of the source is `lines[n - 1]`. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
