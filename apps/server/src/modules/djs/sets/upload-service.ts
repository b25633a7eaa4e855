import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TMediaUpload } from '@cuepoint/domain/djs/dj-sets';
import {
  acceptedMediaExtension,
  formatBytes,
  freeStorageBytes,
  MEDIA_TYPE_OF_EXTENSION,
  MEDIA_UPLOAD_MESSAGES,
} from '@cuepoint/domain/djs/set-media';
import { DJ_SET_MESSAGES, MEDIA_MAX_BYTES } from '@cuepoint/domain/djs/set-rules';
import type { Clock } from '../../../adapters/clock.ts';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import { AppError, badRequest, notFound } from '../../../http/app-error.ts';
import { checkUploadedContent } from './upload-content.ts';
import { discardMedia } from './media-files.ts';
import type { DjSetStore, MediaUploadRow } from './sets-store.ts';
import { creationMetadata, declaredFile, type CreationHeaders } from './upload-creation.ts';

/** Media uploads live under this folder of the file store. */
export const MEDIA_FOLDER = 'media';
/** An upload's id: 128 random bits and the extension it is stored under (the last segment of its address). */
export const UPLOAD_ID_PATTERN = /^[a-f0-9]{32}\.(?:mp3|wav|flac|m4a|aac|aiff|mp4)$/;

export const keyOfUploadId = (id: string) => `${MEDIA_FOLDER}/${id}`;
export const uploadIdOfKey = (key: string) => key.slice(MEDIA_FOLDER.length + 1);

/** What the creation request said, checked: who uploads what, stored where. */
export type NewUpload = {
  djUserId: number;
  id: string;
  key: string;
  size: number;
  storedExtension: string;
  originalName: string;
  declaredType: string | null;
};

type Deps = { store: DjSetStore; files: FileStore; clock: Clock; log: FastifyBaseLogger };

/**
 * The rules of a DJ's resumable media uploads (tus): which may start (name, declared type, the 10 GB quota with
 * running uploads counted), whose each one is, the content check after the last byte, and what the DJ is told.
 */
export function createMediaUploadService({ store, files, clock, log }: Deps) {
  function overQuota(free: number) {
    return new AppError('PAYLOAD_TOO_LARGE', DJ_SET_MESSAGES.overQuota(formatBytes(free)));
  }

  return {
    /** Checks a creation request before anything is stored; the refusal says why. */
    async prepare(djUserId: number, headers: CreationHeaders): Promise<NewUpload> {
      const metadata = creationMetadata(headers);
      const { originalName, size } = declaredFile(metadata, headers);
      if (size === 0) throw badRequest(MEDIA_UPLOAD_MESSAGES.empty);
      const declaredType = metadata['filetype'] ?? metadata['type'] ?? null;
      const storedExtension = acceptedMediaExtension(originalName, declaredType);
      if (!storedExtension) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_UPLOAD_MESSAGES.unknownType);
      if (size > MEDIA_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', DJ_SET_MESSAGES.mediaTooLarge);
      const free = freeStorageBytes(await store.usedStorage(djUserId));
      if (size > free) throw overQuota(free);
      const id = `${crypto.randomBytes(16).toString('hex')}.${storedExtension}`;
      return {
        djUserId,
        id,
        key: keyOfUploadId(id),
        size,
        storedExtension,
        originalName,
        declaredType: declaredType || null,
      };
    },

    /**
     * Keeps the upload, bound to its DJ, as the tus server creates it. The quota is checked again with the DJ's row
     * locked, so two uploads started at once cannot both take the last free bytes. The metadata is what the store
     * keeps with the file: the type its name says (a bucket serves it so) and that its bytes never change.
     */
    async register(upload: NewUpload): Promise<Record<string, string>> {
      const now = clock.now();
      await store.transaction(async (tx) => {
        await tx.lockOwner(upload.djUserId);
        const free = freeStorageBytes(await tx.usedStorage(upload.djUserId));
        if (upload.size > free) throw overQuota(free);
        await tx.insertUpload({
          id: upload.id,
          djUserId: upload.djUserId,
          storageKey: upload.key,
          originalName: upload.originalName,
          declaredMimeType: upload.declaredType,
          sizeBytes: upload.size,
          status: 'uploading',
          createdAt: now,
          updatedAt: now,
        });
      });
      return {
        filename: upload.originalName,
        filetype: upload.declaredType ?? '',
        contentType: MEDIA_TYPE_OF_EXTENSION[upload.storedExtension] ?? 'application/octet-stream',
        cacheControl: 'public, max-age=31536000, immutable',
      };
    },

    /** The DJ's own upload; another DJ's, or one that no longer exists, is not found. */
    async own(djUserId: number, id: string): Promise<MediaUploadRow> {
      const row = UPLOAD_ID_PATTERN.test(id) ? await store.findUpload(djUserId, id) : undefined;
      if (!row) throw notFound(MEDIA_UPLOAD_MESSAGES.notFound);
      return row;
    },

    /** Bytes arrived: the offset the upload reached, and when (an upload that goes on is not abandoned). */
    async progressed(id: string, offset: number): Promise<void> {
      await store.updateUpload(id, { offsetBytes: offset, updatedAt: clock.now() });
    },

    /**
     * The last byte arrived: the content decides. Allowed media is kept as complete with the type its bytes are;
     * anything else is deleted at once and the upload marked rejected, with the refusal thrown.
     */
    async finished(row: Pick<MediaUploadRow, 'id' | 'storageKey' | 'sizeBytes'>): Promise<void> {
      const storedExtension = row.id.slice(row.id.lastIndexOf('.') + 1);
      const check = await checkUploadedContent(files, row.storageKey, storedExtension);
      const now = clock.now();
      if (!check.contentType) {
        await discardMedia(files, row.storageKey, log);
        await store.updateUpload(row.id, {
          status: 'rejected',
          detectedMimeType: check.detected,
          offsetBytes: row.sizeBytes,
          updatedAt: now,
        });
        log.info({ upload: row.id, detected: check.detected }, 'media upload rejected by its content');
        throw new AppError('UNPROCESSABLE', MEDIA_UPLOAD_MESSAGES.contentRejected);
      }
      await store.updateUpload(row.id, {
        status: 'complete',
        detectedMimeType: check.contentType,
        offsetBytes: row.sizeBytes,
        updatedAt: now,
      });
    },

    /** Ends an upload the DJ cancelled: its bytes and its row. One that is a set's media stays. */
    async cancel(row: MediaUploadRow): Promise<void> {
      if (row.setId !== null) throw new AppError('CONFLICT', MEDIA_UPLOAD_MESSAGES.attached);
      await discardMedia(files, row.storageKey, log);
      await store.deleteUpload(row.id);
    },

    /** GET /dj/uploads/{id}. */
    view(row: MediaUploadRow): TMediaUpload {
      const status = row.status === 'complete' || row.status === 'rejected' ? row.status : 'uploading';
      return {
        id: row.id,
        status,
        error: status === 'rejected' ? MEDIA_UPLOAD_MESSAGES.contentRejected : null,
        size_bytes: row.sizeBytes,
        offset_bytes: row.offsetBytes,
        mime_type: status === 'complete' ? row.detectedMimeType : null,
        original_name: row.originalName,
      };
    },
  };
}

export type MediaUploadService = ReturnType<typeof createMediaUploadService>;
