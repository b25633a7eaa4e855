import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ZMixcloudUploadFields, type TMixcloudUploadFields } from '@cuepoint/domain/mixcloud/api';
import { MIXCLOUD_MESSAGES } from '@cuepoint/domain/mixcloud/messages';
import { DJ_SET_TRACKLIST_MAX } from '@cuepoint/domain/djs/set-rules';
import { TRACKLIST_MESSAGES } from '@cuepoint/domain/djs/set-tracklist';
import { AppError, badRequest } from '../../../http/app-error.ts';

/** The MP3 as received: a temporary file under DATA_DIR/tmp, removed by whoever takes it. */
export type ReceivedMp3 = { path: string; size: number; filename: string };

export type UploadForm = {
  fields: TMixcloudUploadFields;
  /** The tracklist file's name when it came as a file (it picks the parser), else null. */
  tracklistFilename: string | null;
  mp3: ReceivedMp3 | null;
};

const TEXT_FIELDS = new Set(['title', 'publish_target', 'set_id', 'tracklist_csv', 'tags']);
/** A tracklist file is text: its characters in UTF-8 (at most 4 bytes each), no more. */
const TRACKLIST_FILE_MAX_BYTES = DJ_SET_TRACKLIST_MAX * 4;

export async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true }).catch(() => undefined);
}

/**
 * Reads POST mixcloud-upload.php (multipart: title, mp3, publish_target, set_id, tracklist_csv, tags). The MP3 streams
 * to a temporary file, never into memory; the tracklist may be a text field or a file. Fields are checked with the
 * domain schema once all are read.
 */
export async function readUploadForm(request: FastifyRequest, tmpDir: string): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(MIXCLOUD_MESSAGES.mp3Required);
  const raw: Record<string, string> = {};
  let tracklistFilename: string | null = null;
  let mp3: ReceivedMp3 | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'mp3' && !mp3) {
          await fs.mkdir(tmpDir, { recursive: true });
          const file = path.join(tmpDir, `mixcloud-${crypto.randomBytes(12).toString('hex')}.mp3`);
          mp3 = { path: file, size: 0, filename: part.filename || 'set.mp3' };
          await pipeline(part.file, createWriteStream(file, { mode: 0o600 }));
          if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MIXCLOUD_MESSAGES.mp3TooLarge);
          mp3.size = (await fs.stat(file)).size;
        } else if (part.fieldname === 'tracklist_csv' && raw['tracklist_csv'] === undefined) {
          const bytes = await part.toBuffer().catch(() => null);
          if (!bytes || bytes.length > TRACKLIST_FILE_MAX_BYTES) throw badRequest(TRACKLIST_MESSAGES.tooLong);
          raw['tracklist_csv'] = bytes.toString('utf8');
          tracklistFilename = part.filename || null;
        } else {
          part.file.resume();
        }
      } else if (TEXT_FIELDS.has(part.fieldname) && raw[part.fieldname] === undefined) {
        if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`);
        raw[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (mp3) await removeQuietly(mp3.path);
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', MIXCLOUD_MESSAGES.mp3TooLarge);
    throw badRequest(`The upload could not be read: ${(error as Error).message}`);
  }
  const parsed = ZMixcloudUploadFields.safeParse(raw);
  if (!parsed.success) {
    if (mp3) await removeQuietly(mp3.path);
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid upload');
  }
  if (mp3 && mp3.size === 0) {
    await removeQuietly(mp3.path);
    mp3 = null;
  }
  return { fields: parsed.data, tracklistFilename, mp3 };
}
