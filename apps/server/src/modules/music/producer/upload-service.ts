import type { FastifyBaseLogger } from 'fastify';
import {
  TRACK_FILE_FIELDS,
  TRACK_UPLOAD_MESSAGES,
  type TProducerUpload,
  type TTrackFileField,
} from '@cuepoint/domain/producers/track-upload';
import type { Clock } from '../../../adapters/clock.ts';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { creationMetadata, declaredFile, type CreationHeaders } from '../../djs/index.ts';
import { storedSource } from './byte-source.ts';
import { checkDeclaredFile, checkTrackFile } from './file-checks.ts';
import type { ProducerStore, UploadRow } from './producer-store.ts';
import { newTrackFileId, TRACK_UPLOAD_ID_PATTERN, trackUploadIds } from './upload-ids.ts';

export const UPLOAD_NOT_FOUND = 'Upload not found';

export type NewTrackUpload = {
  userId: number;
  id: string;
  key: string;
  kind: TTrackFileField;
  size: number;
  originalName: string;
  declaredType: string;
};

const isKind = (value: string | undefined): value is TTrackFileField =>
  (TRACK_FILE_FIELDS as readonly string[]).includes(value ?? '');

type Deps = { store: ProducerStore; files: FileStore; clock: Clock; log: FastifyBaseLogger };

/**
 * Resumable uploads (tus) of track files, decision record 018's protocol for producers: a creation names the slot
 * (`kind`), the file and its length, and is refused before any byte when they do not fit the slot; after the last
 * byte the content is checked like a file sent in the form (a ZIP inspected in place). A refused file is deleted
 * with its row at once, so nothing of it stays.
 */
export function createTrackUploadService({ store, files, clock, log }: Deps) {
  return {
    prepare(userId: number, headers: CreationHeaders): NewTrackUpload {
      const metadata = creationMetadata(headers);
      const kind = metadata['kind'];
      if (!isKind(kind)) throw badRequest(TRACK_UPLOAD_MESSAGES.uploadKind);
      const { originalName, size } = declaredFile(metadata, headers);
      checkDeclaredFile(kind, originalName, size);
      const id = newTrackFileId(originalName);
      return {
        userId,
        id,
        key: trackUploadIds.keyOf(id),
        kind,
        size,
        originalName,
        declaredType: metadata['filetype'] ?? '',
      };
    },

    async register(upload: NewTrackUpload): Promise<Record<string, string>> {
      const now = clock.now();
      await store.insertUpload({
        id: upload.id,
        producerUserId: upload.userId,
        kind: upload.kind,
        storageKey: upload.key,
        originalName: upload.originalName,
        sizeBytes: upload.size,
        status: 'uploading',
        createdAt: now,
        updatedAt: now,
      });
      return { filename: upload.originalName, filetype: upload.declaredType };
    },

    async own(userId: number, id: string): Promise<UploadRow> {
      const row = TRACK_UPLOAD_ID_PATTERN.test(id) ? await store.findUpload(userId, id) : undefined;
      if (!row) throw notFound(UPLOAD_NOT_FOUND);
      return row;
    },

    async progressed(id: string, offset: number): Promise<void> {
      await store.updateUpload(id, { offsetBytes: offset, updatedAt: clock.now() });
    },

    /** The last byte arrived: checked like a form's file; a refusal removes the bytes and the row, then is thrown. */
    async finished(row: Pick<UploadRow, 'id' | 'kind' | 'storageKey' | 'sizeBytes' | 'originalName'>) {
      try {
        const checked = await checkTrackFile(
          row.kind as TTrackFileField,
          row.originalName,
          storedSource(files, row.storageKey, row.sizeBytes),
        );
        await store.updateUpload(row.id, {
          status: 'complete',
          contentType: checked.contentType,
          entries: checked.entries,
          offsetBytes: row.sizeBytes,
          updatedAt: clock.now(),
        });
      } catch (error) {
        await files.delete(row.storageKey).catch((cause: unknown) => {
          log.error({ err: cause, upload: row.id }, 'refused track upload not removed');
        });
        await store.deleteUpload(row.id);
        log.info({ upload: row.id, kind: row.kind }, 'track upload refused by its content');
        throw error;
      }
    },

    async cancel(row: UploadRow): Promise<void> {
      await files.delete(row.storageKey);
      await store.deleteUpload(row.id);
    },

    view(row: UploadRow): TProducerUpload {
      return {
        id: row.id,
        kind: row.kind as TTrackFileField,
        status: row.status === 'complete' ? 'complete' : 'uploading',
        error: null,
        size_bytes: row.sizeBytes,
        offset_bytes: row.offsetBytes,
        original_name: row.originalName,
      };
    },
  };
}

export type TrackUploadService = ReturnType<typeof createTrackUploadService>;
