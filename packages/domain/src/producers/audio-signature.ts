/**
 * Audio formats told by their first bytes (magic numbers), never by a name: the main track of an upload and every
 * entry of a stems or elements ZIP are checked with this. Pure: the caller reads the bytes.
 */
export type TAudioFormat = 'wav' | 'aiff' | 'flac' | 'mp3' | 'aac';

/** What the first bytes say: a format, that more bytes are needed (an ID3 tag comes first), or not audio. */
export type TAudioSniff = { format: TAudioFormat } | { needBytes: number } | null;

/** Bytes enough for every format below (a RIFF/FORM header is 12, a frame header 4). */
export const AUDIO_SNIFF_BYTES = 16;
/** The longest ID3 tag (with cover art) read past before the frame that follows it. */
export const ID3_MAX_BYTES = 16 * 1024 * 1024;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length &&
  [...text].every((char, index) => bytes[start + index] === char.charCodeAt(0));

/** An MPEG audio frame header (layer III, a valid version, bitrate and sample rate): mp3. */
function isMp3Frame(bytes: Uint8Array, at: number): boolean {
  if (bytes.length < at + 4) return false;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0x03;
  return version !== 0x01 && layer === 0x01 && bitrate !== 0x0f && sampleRate !== 0x03;
}

/** An ADTS header (AAC in its own stream, layer 00, a valid sample-rate index): aac. */
function isAdtsFrame(bytes: Uint8Array, at: number): boolean {
  if (bytes.length < at + 4) return false;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  return b0 === 0xff && (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) < 13;
}

function frameAt(bytes: Uint8Array, at: number): TAudioSniff {
  if (bytes.length < at + 4) return { needBytes: at + 4 };
  if (isMp3Frame(bytes, at)) return { format: 'mp3' };
  if (isAdtsFrame(bytes, at)) return { format: 'aac' };
  return null;
}

/** The audio format of a file from its first bytes. */
export function sniffAudio(bytes: Uint8Array): TAudioSniff {
  if (bytes.length < 12) {
    return bytes.length >= 4 && (isMp3Frame(bytes, 0) || isAdtsFrame(bytes, 0))
      ? frameAt(bytes, 0)
      : { needBytes: 12 };
  }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { format: 'wav' };
  if (ascii(bytes, 0, 'RF64') && ascii(bytes, 8, 'WAVE')) return { format: 'wav' };
  if (ascii(bytes, 0, 'FORM') && (ascii(bytes, 8, 'AIFF') || ascii(bytes, 8, 'AIFC')))
    return { format: 'aiff' };
  if (ascii(bytes, 0, 'fLaC')) return { format: 'flac' };
  if (ascii(bytes, 0, 'ID3')) {
    // ID3v2: a 10-byte header whose size is four 7-bit bytes; the audio frame follows the tag (and its footer).
    const size =
      ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | bytes[9]!;
    const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
    const after = 10 + size + footer;
    if (after > ID3_MAX_BYTES) return null;
    return frameAt(bytes, after);
  }
  return frameAt(bytes, 0);
}

/** The formats each audio extension may hold (a .wav must be RIFF/WAVE, and so on). */
export const AUDIO_FORMAT_OF_EXTENSION: Readonly<Record<string, TAudioFormat>> = {
  '.wav': 'wav',
  '.wave': 'wav',
  '.aif': 'aiff',
  '.aiff': 'aiff',
  '.flac': 'flac',
  '.mp3': 'mp3',
  '.aac': 'aac',
};

/** The lower-case extension of a file name with its dot (".wav"), or '' without one. */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Programs: Windows (MZ), Linux (ELF), macOS (Mach-O, fat), scripts with a #! line. */
export function looksExecutable(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 'MZ') || ascii(bytes, 0, '\x7fELF') || ascii(bytes, 0, '#!')) return true;
  const magic = bytes.length >= 4 ? [bytes[0], bytes[1], bytes[2], bytes[3]].join(',') : '';
  return [
    '254,237,250,206',
    '254,237,250,207',
    '206,250,237,254',
    '207,250,237,254',
    '202,254,186,190',
  ].includes(magic);
}
