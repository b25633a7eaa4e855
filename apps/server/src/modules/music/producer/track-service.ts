import type { FastifyBaseLogger } from 'fastify';
import {
  TRACK_FILE_FIELDS,
  TRACK_PRICE_FIELDS,
  TRACK_UPLOAD_MESSAGES,
  ZTrackUploadFields,
  type TProducerTrack,
  type TTrackFileField,
} from '@cuepoint/domain/producers/track-upload';
import type { Clock } from '../../../adapters/clock.ts';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import { TRACK_REMOVAL_MESSAGES } from '@cuepoint/domain/producers/track-removal';
import { AppError, badRequest, conflict, notFound } from '../../../http/app-error.ts';
import { bufferSource } from './byte-source.ts';
import { checkTrackFile } from './file-checks.ts';
import { currencyOf, type ProducerProfileService } from './profile-service.ts';
import type { ProducerStore } from './producer-store.ts';
import { trackView } from './track-view.ts';
import { newTrackFileId, TRACK_UPLOAD_ID_PATTERN, trackUploadIds } from './upload-ids.ts';

/** A file slot of the form: the file itself (cut off past the direct limit), or a finished upload's id. */
export type FileInput =
  { from: 'form'; name: string; bytes: Buffer; truncated: boolean } | { from: 'upload'; id: string };

export type TrackForm = {
  fields: Record<string, string>;
  files: Partial<Record<TTrackFileField, FileInput>>;
};

type Ready = {
  field: TTrackFileField;
  key: string;
  name: string;
  size: number;
  contentType: string;
  entries: string[];
  /** Bytes to store (a form file); an upload's are stored already. */
  bytes?: Buffer;
  uploadId?: string;
};

type Deps = {
  store: ProducerStore;
  files: FileStore;
  clock: Clock;
  profiles: ProducerProfileService;
  log: FastifyBaseLogger;
};

/**
 * Upload New Track (POST /producer/tracks): the text fields, the price of each file given, then every file against
 * its slot. Only when all pass are the form's files stored and the track written, with the uploads it takes, in one
 * transaction; a refusal at any point leaves nothing behind (files stored for it are removed again).
 */
export function createTrackService({ store, files, clock, profiles, log }: Deps) {
  /** Stored bytes no row points at any more; a failure is logged, never the caller's problem. */
  const discard = (keys: string[]) =>
    Promise.all(
      keys.map((key) =>
        files.delete(key).catch((cause: unknown) => log.error({ err: cause, key }, 'track file not removed')),
      ),
    );

  async function ready(userId: number, field: TTrackFileField, input: FileInput): Promise<Ready> {
    if (input.from === 'form') {
      if (input.truncated)
        throw new AppError('PAYLOAD_TOO_LARGE', TRACK_UPLOAD_MESSAGES.directTooLarge(field));
      const checked = await checkTrackFile(field, input.name, bufferSource(input.bytes));
      return {
        field,
        key: trackUploadIds.keyOf(newTrackFileId(input.name)),
        name: input.name,
        size: input.bytes.length,
        ...checked,
        bytes: input.bytes,
      };
    }
    const upload = TRACK_UPLOAD_ID_PATTERN.test(input.id)
      ? await store.findUpload(userId, input.id)
      : undefined;
    if (!upload) throw badRequest(TRACK_UPLOAD_MESSAGES.uploadNotFound(field));
    if (upload.kind !== field) throw badRequest(TRACK_UPLOAD_MESSAGES.uploadWrongSlot(field));
    if (upload.status !== 'complete') throw conflict(TRACK_UPLOAD_MESSAGES.uploadNotReady(field));
    return {
      field,
      key: upload.storageKey,
      name: upload.originalName,
      size: upload.sizeBytes,
      contentType: upload.contentType ?? 'application/octet-stream',
      entries: upload.entries,
      uploadId: upload.id,
    };
  }

  return {
    async list(userId: number): Promise<TProducerTrack[]> {
      return (await store.tracks(userId)).map(({ track, files: rows }) => trackView(track, rows));
    },

    async create(userId: number, form: TrackForm): Promise<TProducerTrack> {
      const account = await profiles.account(userId);
      const parsed = ZTrackUploadFields.safeParse(form.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid track');
      const fields = parsed.data;
      if (!form.files.main_track) throw badRequest(TRACK_UPLOAD_MESSAGES.mainTrackRequired);
      for (const [file, price] of Object.entries(TRACK_PRICE_FIELDS) as [
        keyof typeof TRACK_PRICE_FIELDS,
        string,
      ][]) {
        const given = fields[price as keyof typeof fields] !== undefined;
        if (form.files[file] && !given) throw badRequest(TRACK_UPLOAD_MESSAGES.priceRequired(file));
        if (!form.files[file] && given) throw badRequest(TRACK_UPLOAD_MESSAGES.priceWithoutFile(file));
      }
      const prepared: Ready[] = [];
      for (const field of TRACK_FILE_FIELDS) {
        const input = form.files[field];
        if (input) prepared.push(await ready(userId, field, input));
      }
      const priceOf = (field: TTrackFileField): number | null => {
        if (field === 'main_track') return null;
        return (fields[TRACK_PRICE_FIELDS[field]] as number | undefined) ?? null;
      };
      const fileRows = prepared.map((file) => ({
        kind: file.field,
        storageKey: file.key,
        originalName: file.name,
        contentType: file.contentType,
        sizeBytes: file.size,
        priceMinor: priceOf(file.field),
        entries: file.entries,
      }));
      const stored: string[] = [];
      try {
        for (const file of prepared) {
          if (!file.bytes) continue;
          await files.put(file.key, file.bytes, file.contentType);
          stored.push(file.key);
        }
        const now = clock.now();
        const track = await store.transaction(async (tx) => {
          for (const file of prepared) {
            if (!file.uploadId) continue;
            // Held until the track is written: a second form naming the same upload waits, then finds it gone.
            const still = await tx.findUpload(userId, file.uploadId, true);
            if (!still) throw badRequest(TRACK_UPLOAD_MESSAGES.uploadUsed(file.field));
            await tx.deleteUpload(file.uploadId);
          }
          const row = await tx.insertTrack(
            {
              producerUserId: userId,
              title: fields.title,
              genre: fields.genre,
              bpm: fields.bpm,
              currency: currencyOf(account),
              rightsConfirmedAt: now,
              createdAt: now,
            },
            fileRows,
          );
          return row;
        });
        return trackView(
          track,
          fileRows.map((file) => ({ trackId: track.id, ...file })),
        );
      } catch (error) {
        await discard(stored);
        throw error;
      }
    },

    /**
     * Removes one of the producer's own tracks (another's, or none, is 404) and then its stored files; the stats,
     * counted on every read, follow. A track with a sale stays (409): the sale and its earnings must stay on record.
     */
    async remove(userId: number, id: number): Promise<void> {
      const keys = await store.transaction(async (tx) => {
        const found = await tx.findTrack(userId, id, true);
        if (!found) throw notFound(TRACK_REMOVAL_MESSAGES.notFound);
        if (await tx.trackSold(id)) throw conflict(TRACK_REMOVAL_MESSAGES.sold);
        await tx.deleteTrack(id);
        return found.files.map((file) => file.storageKey);
      });
      await discard(keys);
    },
  };
}

export type TrackService = ReturnType<typeof createTrackService>;
