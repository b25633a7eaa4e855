import {
  AUDIO_EXTENSIONS,
  DJ_STORAGE_LIMIT_BYTES,
  fileExtension,
  MEDIA_MIME_TYPES,
  VIDEO_EXTENSIONS,
  type TMediaExtension,
} from './set-rules.ts';

/**
 * Resumable media uploads of DJ sets (docs/product/djs.md): which uploads may start, what their content must
 * be once the last byte arrived, and the messages. The file types and the quota are set-rules.ts's. Free of schema
 * code.
 */

const MEDIA_EXTENSIONS: readonly string[] = [...AUDIO_EXTENSIONS, ...VIDEO_EXTENSIONS];

/** How the allowed types read in messages. */
export const MEDIA_TYPES_TEXT = 'audio (MP3, WAV, FLAC, M4A, AAC, AIFF) or MP4 video';

export const MEDIA_UPLOAD_MESSAGES = {
  /** The upload's name or declared type is none of the allowed ones ("unknown media type"). */
  unknownType: `Unknown media type: please upload ${MEDIA_TYPES_TEXT}.`,
  /** The bytes are not media of an allowed type (a renamed program, a document, another format). */
  contentRejected: `This file's content is not ${MEDIA_TYPES_TEXT}, so it was not kept. Please upload the recording itself.`,
  nameRequired: 'The upload needs its file name (Upload-Metadata filename).',
  lengthRequired: 'The upload needs its length in bytes (Upload-Length).',
  empty: 'This file is empty.',
  notFound: 'Upload not found',
  notFinished: 'The media upload has not finished yet. Please wait until it reaches 100%.',
  alreadyUsed: 'This media file already belongs to another set.',
  attached: 'This media file belongs to a set: delete the set or give it another media file instead.',
} as const;

/** The type a stored extension names (what a bucket serves the file as, and an MP4 container's audio or video). */
export const MEDIA_TYPE_OF_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  aiff: 'audio/aiff',
  mp4: 'video/mp4',
};

/** What an upload's bytes are stored under: one spelling per format (`wave` is kept as `wav`). */
const STORED_EXTENSION: Record<TMediaExtension, string> = {
  mp3: 'mp3',
  wav: 'wav',
  wave: 'wav',
  flac: 'flac',
  m4a: 'm4a',
  aac: 'aac',
  aiff: 'aiff',
  mp4: 'mp4',
};

// Browsers leave some audio files untyped (FLAC, AIFF on some systems): then the name decides.
const UNDECLARED = ['', 'application/octet-stream'];
const DECLARED_TYPES = new Set(Object.values(MEDIA_MIME_TYPES).flat());

/**
 * Whether an upload may start, by its name and declared type (the content is checked after the last byte): the name
 * must end in an allowed extension and a declared type, when there is one, must be one of the allowed types. The
 * extension the bytes are stored under, or null when it is refused.
 */
export function acceptedMediaExtension(filename: string, declaredType?: string | null): string | null {
  const extension = fileExtension(filename.trim());
  if (!MEDIA_EXTENSIONS.includes(extension)) return null;
  const declared = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!UNDECLARED.includes(declared) && !DECLARED_TYPES.has(declared)) return null;
  return STORED_EXTENSION[extension as TMediaExtension];
}

/**
 * The content check: the type uploaded bytes are served with, by the format `file-type` found in them (its
 * extension), or null for anything that is not one of the allowed formats.
 */
export const MEDIA_CONTENT_TYPES = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  aif: 'audio/aiff',
  mp4: 'video/mp4',
} as const;
export type TMediaContentType = (typeof MEDIA_CONTENT_TYPES)[keyof typeof MEDIA_CONTENT_TYPES];

export function mediaContentType(detectedExtension: string | undefined): TMediaContentType | null {
  if (!detectedExtension || !Object.hasOwn(MEDIA_CONTENT_TYPES, detectedExtension)) return null;
  return MEDIA_CONTENT_TYPES[detectedExtension as keyof typeof MEDIA_CONTENT_TYPES];
}

/**
 * The served type of an upload: what its content is, except that an MP4 container (which `file-type` calls mp4 or
 * m4a by its brand) is audio or video as its name says, since the brand does not tell.
 */
export function uploadContentType(
  detectedExtension: string | undefined,
  storedExtension: string,
): TMediaContentType | null {
  const type = mediaContentType(detectedExtension);
  if (type !== 'video/mp4' && type !== 'audio/mp4') return type;
  if (storedExtension === 'm4a' || storedExtension === 'aac') return 'audio/mp4';
  return storedExtension === 'mp4' ? 'video/mp4' : type;
}

/** Bytes as people read them, in the binary units the 10 GB quota is counted in: "512 MB", "1.5 GB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} ${value === 1 ? 'byte' : 'bytes'}`;
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** What is left of the quota; never below zero. */
export function freeStorageBytes(usedBytes: number): number {
  return Math.max(0, DJ_STORAGE_LIMIT_BYTES - usedBytes);
}
