import { AUDIO_FORMAT_OF_EXTENSION, extensionOf } from './audio-signature.ts';

/**
 * What a stems or extracted-elements ZIP may hold (docs/product/producers-and-labels.md, issue 15): audio files only,
 * checked by name and by their first bytes; no path traversal; no archive inside; a bounded number of entries and of
 * inflated bytes, with the compression ratio checked against the bytes actually inflated (a zip bomb is refused before
 * it is inflated in full). A 4-stem ZIP holds exactly four stems. The server reads the archive in place, never
 * extracting it.
 */

export type TZipKind = 'stems_zip' | 'elements_zip';

export const ZIP_KIND_LABELS: Record<TZipKind, string> = {
  stems_zip: '4-stem ZIP',
  elements_zip: 'extracted elements ZIP',
};

/** A 4-stem ZIP: kick, bass, harmony and vocal (docs/product/producers-and-labels.md). */
export const STEM_COUNT = 4;
/** Entries (files and folders) an elements ZIP may list. */
export const ZIP_MAX_ENTRIES = 200;
/** Inflated bytes of all entries together: 4 GiB. */
export const ZIP_MAX_UNCOMPRESSED_BYTES = 4 * 1024 ** 3;
/** Inflated bytes per compressed byte of one entry; audio compresses far less than this. */
export const ZIP_MAX_RATIO = 100;
/** Below this many inflated bytes an entry's ratio is not judged (a tiny file may compress well). */
export const ZIP_RATIO_FLOOR_BYTES = 1024 * 1024;

/** Audio a ZIP entry may be (by extension; the bytes must agree). */
export const ZIP_AUDIO_EXTENSIONS = Object.keys(AUDIO_FORMAT_OF_EXTENSION);
/** Archives that may not sit inside the ZIP. */
export const NESTED_ARCHIVE_EXTENSIONS = [
  '.zip',
  '.zipx',
  '.rar',
  '.7z',
  '.tar',
  '.gz',
  '.tgz',
  '.bz2',
  '.xz',
  '.zst',
  '.jar',
  '.cab',
  '.iso',
  '.dmg',
];

const quote = (name: string) => `"${name.length > 80 ? `${name.slice(0, 77)}...` : name}"`;

export const ZIP_MESSAGES = {
  notZip: (kind: TZipKind) => `The ${ZIP_KIND_LABELS[kind]} is not a readable ZIP archive.`,
  empty: (kind: TZipKind) => `The ${ZIP_KIND_LABELS[kind]} holds no audio files.`,
  tooManyEntries: (kind: TZipKind) =>
    `The ${ZIP_KIND_LABELS[kind]} holds more than ${ZIP_MAX_ENTRIES} entries.`,
  traversal: (kind: TZipKind, name: string) =>
    `The ${ZIP_KIND_LABELS[kind]} was refused: ${quote(name)} points outside the archive (path traversal).`,
  absolute: (kind: TZipKind, name: string) =>
    `The ${ZIP_KIND_LABELS[kind]} was refused: ${quote(name)} is an absolute path.`,
  backslash: (kind: TZipKind, name: string) =>
    `The ${ZIP_KIND_LABELS[kind]} was refused: ${quote(name)} uses backslashes in its path.`,
  nested: (kind: TZipKind, name: string) =>
    `The ${ZIP_KIND_LABELS[kind]} was refused: ${quote(name)} is an archive inside the archive. Put the audio files in the ZIP directly.`,
  notAudio: (kind: TZipKind, name: string) =>
    `The ${ZIP_KIND_LABELS[kind]} was refused: ${quote(name)} is not an audio file. Only WAV, AIFF, FLAC, MP3 and AAC files are allowed.`,
  contentMismatch: (kind: TZipKind, name: string) =>
    `The ${ZIP_KIND_LABELS[kind]} was refused: ${quote(name)} is not the audio file its name says.`,
  encrypted: (kind: TZipKind, name: string) =>
    `The ${ZIP_KIND_LABELS[kind]} was refused: ${quote(name)} is password-protected.`,
  tooLarge: (kind: TZipKind) => `The ${ZIP_KIND_LABELS[kind]} unpacks to more than 4 GB and was refused.`,
  bomb: (kind: TZipKind, name: string) =>
    `The ${ZIP_KIND_LABELS[kind]} was refused: ${quote(name)} is compressed far more than audio can be (a ZIP bomb?).`,
  corrupt: (kind: TZipKind, name: string) =>
    `The ${ZIP_KIND_LABELS[kind]} was refused: ${quote(name)} is damaged or its sizes do not match its content.`,
  stemCount: (found: number) =>
    `The 4-stem ZIP must hold exactly ${STEM_COUNT} audio stems (kick, bass, harmony and vocal); it holds ${found}.`,
} as const;

/** Entries a packer adds beside the files (macOS resource forks, Finder and Explorer metadata): skipped, not refused. */
export function isPackerMetadata(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return (
    name.startsWith('__MACOSX/') || base === '.DS_Store' || base === 'Thumbs.db' || base === 'desktop.ini'
  );
}

export const isDirectoryEntry = (name: string) => name.endsWith('/');

/** What an entry's name alone says: the refusal, or null when the name may be looked at further. */
export function zipEntryNameProblem(kind: TZipKind, name: string): string | null {
  if (name.includes('\\')) return ZIP_MESSAGES.backslash(kind, name);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return ZIP_MESSAGES.absolute(kind, name);
  if (name.split('/').some((segment) => segment === '..')) return ZIP_MESSAGES.traversal(kind, name);
  if (isDirectoryEntry(name) || isPackerMetadata(name)) return null;
  const extension = extensionOf(name);
  if (NESTED_ARCHIVE_EXTENSIONS.includes(extension)) return ZIP_MESSAGES.nested(kind, name);
  if (!ZIP_AUDIO_EXTENSIONS.includes(extension)) return ZIP_MESSAGES.notAudio(kind, name);
  return null;
}

/** Whether an entry's inflated bytes so far are more than audio compresses to (checked as they arrive). */
export function overCompressed(inflatedBytes: number, compressedBytes: number): boolean {
  return (
    inflatedBytes > ZIP_RATIO_FLOOR_BYTES && inflatedBytes > Math.max(compressedBytes, 1) * ZIP_MAX_RATIO
  );
}
