import crypto from 'node:crypto';
import { extensionOf } from '@cuepoint/domain/producers/audio-signature';

/** Track files live under this folder of the file store, whether sent in the form or as a resumable upload. */
export const TRACK_FOLDER = 'tracks';
/** An upload's id: 128 random bits and the file's extension (the last segment of its address). */
export const TRACK_UPLOAD_ID_PATTERN =
  /^[a-f0-9]{32}\.(?:aac|flac|wav|mp3|zip|als|flp|logic|ptx|cpr|reason|rpp|song|cwp|npr)$/;

export const trackUploadIds = {
  pattern: TRACK_UPLOAD_ID_PATTERN,
  keyOf: (id: string) => `${TRACK_FOLDER}/${id}`,
  idOf: (key: string) => key.slice(TRACK_FOLDER.length + 1),
};

/** A new random id for a file named `name` (its extension kept, lower-case). */
export function newTrackFileId(name: string): string {
  return `${crypto.randomBytes(16).toString('hex')}${extensionOf(name)}`;
}
