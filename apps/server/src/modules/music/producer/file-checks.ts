import {
  AUDIO_FORMAT_OF_EXTENSION,
  AUDIO_SNIFF_BYTES,
  extensionOf,
  ID3_MAX_BYTES,
  looksExecutable,
  sniffAudio,
  type TAudioFormat,
} from '@cuepoint/domain/producers/audio-signature';
import {
  acceptsExtension,
  TRACK_FILE_MAX_BYTES,
  TRACK_UPLOAD_MESSAGES,
  type TTrackFileField,
} from '@cuepoint/domain/producers/track-upload';
import { AppError, badRequest, unprocessable } from '../../../http/app-error.ts';
import type { ByteSource } from './byte-source.ts';
import { inspectZip } from './zip-inspection.ts';

const AUDIO_TYPES: Record<TAudioFormat, string> = {
  wav: 'audio/wav',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
};

/** A file that passed its slot's checks: the type it is served as, and a ZIP's audio entries. */
export type CheckedFile = { contentType: string; entries: string[] };

/** What a name and a length say, before any byte is read: the slot's extensions and size limit. */
export function checkDeclaredFile(field: TTrackFileField, name: string, size: number): void {
  if (!acceptsExtension(field, name))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TRACK_UPLOAD_MESSAGES.wrongType(field));
  if (size === 0) throw badRequest(TRACK_UPLOAD_MESSAGES.emptyFile(field));
  if (size > TRACK_FILE_MAX_BYTES[field])
    throw new AppError('PAYLOAD_TOO_LARGE', TRACK_UPLOAD_MESSAGES.tooLarge(field));
}

/** The main track's format from its first bytes, reading past an ID3 tag when there is one. */
async function audioFormat(source: ByteSource): Promise<TAudioFormat | null> {
  let length = Math.min(source.size, AUDIO_SNIFF_BYTES);
  for (;;) {
    const sniff = sniffAudio(await source.read(0, length));
    if (!sniff) return null;
    if ('format' in sniff) return sniff.format;
    if (sniff.needBytes > source.size || sniff.needBytes > ID3_MAX_BYTES + AUDIO_SNIFF_BYTES) return null;
    length = sniff.needBytes;
  }
}

/**
 * A track file's content against its slot (issue 15): the main track must be the audio its extension names (by its
 * magic bytes), a ZIP is inspected in place (zip-inspection.ts), a project file must have a DAW project's extension,
 * stay within its size and not be a program. A refusal is thrown with its message.
 */
export async function checkTrackFile(
  field: TTrackFileField,
  name: string,
  source: ByteSource,
): Promise<CheckedFile> {
  checkDeclaredFile(field, name, source.size);
  if (field === 'main_track') {
    const format = await audioFormat(source);
    if (!format || format !== AUDIO_FORMAT_OF_EXTENSION[extensionOf(name)])
      throw unprocessable(TRACK_UPLOAD_MESSAGES.notAudio);
    return { contentType: AUDIO_TYPES[format], entries: [] };
  }
  if (field === 'project_file') {
    if (looksExecutable(await source.read(0, Math.min(source.size, AUDIO_SNIFF_BYTES))))
      throw unprocessable(TRACK_UPLOAD_MESSAGES.executableProject);
    return { contentType: 'application/octet-stream', entries: [] };
  }
  const { entries } = await inspectZip(field, source);
  return { contentType: 'application/zip', entries };
}
