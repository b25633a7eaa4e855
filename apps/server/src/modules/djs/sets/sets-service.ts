import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  TDjSet,
  TDjSetCreate,
  TDjSetSimpleCreate,
  TDjSetUpdate,
  TDjStorage,
} from '@cuepoint/domain/djs/dj-sets';
import { detectPlatform } from '@cuepoint/domain/djs/embeds';
import {
  mediaKindProblem,
  setProblem,
  simpleSetProblem,
  type TSetShape,
} from '@cuepoint/domain/djs/set-edit-rules';
import { freeStorageBytes, MEDIA_UPLOAD_MESSAGES } from '@cuepoint/domain/djs/set-media';
import { DJ_SET_MESSAGES, DJ_STORAGE_LIMIT_BYTES, type TDjSetType } from '@cuepoint/domain/djs/set-rules';
import { parseSetTracklist, type TSetTrack } from '@cuepoint/domain/djs/set-tracklist';
import type { Clock } from '../../../adapters/clock.ts';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import type { PublicCache } from '../../../http/public-cache.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../../http/app-error.ts';
import { slugify } from '../../../db/seed/factories.ts';
import { DJ_PROFILE_CACHE_TAG } from '../profile/profile-service.ts';
import { discardMedia } from './media-files.ts';
import { toDjSet } from './set-view.ts';
import type { DjSetChanges, DjSetQueries, DjSetRow, DjSetStore, MediaUploadRow } from './sets-store.ts';

type Deps = {
  store: DjSetStore;
  files: FileStore;
  clock: Clock;
  publicCache: PublicCache;
  log: FastifyBaseLogger;
};

const NO_MEDIA = { mediaKey: null, mediaMimeType: null, mediaSizeBytes: 0, mediaOriginalName: null } as const;

function mediaColumns(upload: MediaUploadRow) {
  return {
    mediaKey: upload.storageKey,
    mediaMimeType: upload.detectedMimeType,
    mediaSizeBytes: upload.sizeBytes,
    mediaOriginalName: upload.originalName,
  };
}

function refuse(problem: { status: 400 | 422; message: string } | null): void {
  if (problem) throw problem.status === 400 ? badRequest(problem.message) : unprocessable(problem.message);
}

/** The tracks of a tracklist, or a refusal naming what is wrong (a file type the set does not take is bad input). */
function readTracks(tracklist: string, filename: string | null | undefined): TSetTrack[] {
  const parsed = parseSetTracklist(tracklist, filename);
  if (parsed.ok) return parsed.tracks;
  throw parsed.error === DJ_SET_MESSAGES.tracklistFileInvalid
    ? badRequest(parsed.error)
    : unprocessable(parsed.error);
}

/** A set's address part: readable, and unique per DJ without a lookup. */
const slugFor = (title: string) => `${slugify(title).slice(0, 60)}-${crypto.randomBytes(3).toString('hex')}`;

const platformOf = (url: string | null) => (url ? detectPlatform(url) : 'other');

/** A new set's row from either form, before any media is attached; its platform is read from its URL. */
function newSetRow(body: TDjSetCreate | TDjSetSimpleCreate, tracks: TSetTrack[] | null) {
  const externalUrl = body.external_url ?? null;
  return {
    title: body.title ?? '',
    setType: body.set_type,
    platform: platformOf(externalUrl),
    externalUrl,
    embedHtml: null,
    description: body.description ?? '',
    tracklist: body.tracklist ?? null,
    tracklistTracks: tracks,
    isPublic: body.is_public ?? true,
    ...NO_MEDIA,
  };
}

/** The media of an edit: unchanged, removed, or a completed upload in its place. */
type MediaEdit = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; uploadId: string };

/**
 * A signed-in DJ's sets (docs/product/djs.md): the rules of each kind of set, the tracklist read into tracks, the
 * media a completed upload brings, and the public pages that show sets dropped from the cache on every change.
 */
export function createDjSetService({ store, files, clock, publicCache, log }: Deps) {
  async function publicPagesChanged() {
    await publicCache.invalidate('sets');
    await publicCache.invalidate(DJ_PROFILE_CACHE_TAG);
  }

  /** The DJ's completed upload, locked, for a set of this type; a refusal saying why it cannot be used. */
  async function claimUpload(tx: DjSetQueries, djUserId: number, uploadId: string, setType: TDjSetType) {
    const upload = await tx.findUpload(djUserId, uploadId, true);
    if (!upload) throw notFound(MEDIA_UPLOAD_MESSAGES.notFound);
    if (upload.status === 'uploading') throw conflict(MEDIA_UPLOAD_MESSAGES.notFinished);
    if (upload.status !== 'complete' || !upload.detectedMimeType) {
      throw unprocessable(MEDIA_UPLOAD_MESSAGES.contentRejected);
    }
    if (upload.setId !== null) throw conflict(MEDIA_UPLOAD_MESSAGES.alreadyUsed);
    const kind = mediaKindProblem(setType, upload.detectedMimeType);
    if (kind) throw unprocessable(kind);
    return upload;
  }

  async function insert(
    djUserId: number,
    set: Omit<DjSetRow, 'id' | 'djUserId' | 'slug' | 'createdAt' | 'updatedAt'>,
    uploadId?: string | null,
  ) {
    const now = clock.now();
    const row = await store.transaction(async (tx) => {
      const upload = uploadId ? await claimUpload(tx, djUserId, uploadId, set.setType) : undefined;
      const inserted = await tx.insert(djUserId, {
        ...set,
        ...(upload ? mediaColumns(upload) : {}),
        slug: slugFor(set.title),
        createdAt: now,
        updatedAt: now,
      });
      if (upload) await tx.updateUpload(upload.id, { setId: inserted.id, updatedAt: now });
      return inserted;
    });
    await publicPagesChanged();
    return toDjSet(row, files);
  }

  /** The edit's media: an upload that already is this set's media is no change. */
  async function mediaEditOf(
    tx: DjSetQueries,
    djUserId: number,
    setId: number,
    body: TDjSetUpdate,
  ): Promise<MediaEdit> {
    if (body.upload_id === undefined) return { kind: 'keep' };
    if (body.upload_id === null) return { kind: 'remove' };
    const upload = await tx.findUpload(djUserId, body.upload_id);
    return upload?.setId === setId ? { kind: 'keep' } : { kind: 'replace', uploadId: body.upload_id };
  }

  return {
    async list(djUserId: number): Promise<TDjSet[]> {
      return (await store.listOwn(djUserId)).map((row) => toDjSet(row, files));
    },

    async create(djUserId: number, body: TDjSetCreate): Promise<TDjSet> {
      const externalUrl = body.external_url ?? null;
      refuse(
        setProblem({
          setType: body.set_type,
          title: body.title ?? '',
          tracklist: body.tracklist ?? '',
          externalUrl: externalUrl ?? '',
          hasMedia: Boolean(body.upload_id),
        }),
      );
      const tracks = readTracks(body.tracklist ?? '', body.tracklist_filename);
      return insert(djUserId, newSetRow(body, tracks), body.upload_id);
    },

    /** POST /dj-sets.php: a set from its URL (a tracklist-only set from its tracklist file). */
    async createSimple(djUserId: number, body: TDjSetSimpleCreate): Promise<TDjSet> {
      const externalUrl = body.external_url ?? null;
      const problem = simpleSetProblem({
        setType: body.set_type,
        title: body.title ?? '',
        tracklist: body.tracklist ?? '',
        externalUrl: externalUrl ?? '',
      });
      if (problem)
        throw problem === DJ_SET_MESSAGES.mediaForTracklist ? unprocessable(problem) : badRequest(problem);
      const tracks = body.tracklist ? readTracks(body.tracklist, body.tracklist_filename) : null;
      return insert(djUserId, newSetRow(body, tracks));
    },

    /**
     * PUT /dj/sets/{id}: what the body names changes, the rest stays. A new upload replaces a URL the body does not
     * name and a new URL replaces the media; a set made tracklist-only drops both; the replaced file is removed.
     */
    async update(djUserId: number, id: number, body: TDjSetUpdate): Promise<TDjSet> {
      const now = clock.now();
      const { row, removedKey } = await store.transaction(async (tx) => {
        const current = await tx.findOwn(djUserId, id, true);
        if (!current) throw notFound(DJ_SET_MESSAGES.notFound);
        const setType = body.set_type ?? current.setType;
        let media = await mediaEditOf(tx, djUserId, id, body);
        let externalUrl = body.external_url !== undefined ? body.external_url : current.externalUrl;
        if (media.kind === 'replace' && body.external_url === undefined) externalUrl = null;
        if (body.external_url && body.upload_id === undefined && current.mediaKey) media = { kind: 'remove' };
        if (body.set_type === 'tracklist' && current.setType !== 'tracklist') {
          if (body.external_url === undefined) externalUrl = null;
          if (body.upload_id === undefined && current.mediaKey) media = { kind: 'remove' };
        }
        const shape: TSetShape = {
          setType,
          title: body.title !== undefined ? (body.title ?? '') : current.title,
          tracklist: body.tracklist !== undefined ? (body.tracklist ?? '') : (current.tracklist ?? ''),
          externalUrl: externalUrl ?? '',
          hasMedia: media.kind === 'replace' || (media.kind === 'keep' && current.mediaKey !== null),
        };
        refuse(setProblem(shape));
        if (media.kind === 'keep' && current.mediaMimeType) {
          const kind = mediaKindProblem(setType, current.mediaMimeType);
          if (kind) throw unprocessable(kind);
        }
        const changes: DjSetChanges = {
          setType,
          title: shape.title,
          externalUrl,
          platform: platformOf(externalUrl),
          embedHtml: externalUrl === current.externalUrl ? current.embedHtml : null,
          updatedAt: now,
        };
        if (body.description !== undefined) changes.description = body.description ?? '';
        if (body.is_public !== undefined) changes.isPublic = body.is_public;
        if (body.tracklist !== undefined || body.tracklist_filename !== undefined) {
          changes.tracklist = shape.tracklist;
          changes.tracklistTracks = readTracks(shape.tracklist, body.tracklist_filename);
        }
        const upload =
          media.kind === 'replace' ? await claimUpload(tx, djUserId, media.uploadId, setType) : undefined;
        if (upload) Object.assign(changes, mediaColumns(upload));
        if (media.kind === 'remove') Object.assign(changes, NO_MEDIA);
        const updated = await tx.update(djUserId, id, changes);
        if (!updated) throw notFound(DJ_SET_MESSAGES.notFound);
        if (media.kind !== 'keep') {
          await tx.deleteUploadsOfSet(id);
          if (upload) await tx.updateUpload(upload.id, { setId: id, updatedAt: now });
        }
        const replaced = media.kind !== 'keep' && current.mediaKey && current.mediaKey !== updated.mediaKey;
        return { row: updated, removedKey: replaced ? current.mediaKey : null };
      });
      if (removedKey) await discardMedia(files, removedKey, log);
      await publicPagesChanged();
      return toDjSet(row, files);
    },

    /** DELETE /dj/sets/{id}: the set, its upload and its media file. */
    async remove(djUserId: number, id: number): Promise<void> {
      const removed = await store.transaction(async (tx) => {
        if (!(await tx.findOwn(djUserId, id, true))) throw notFound(DJ_SET_MESSAGES.notFound);
        await tx.deleteUploadsOfSet(id);
        return tx.delete(djUserId, id);
      });
      if (removed?.mediaKey) await discardMedia(files, removed.mediaKey, log);
      await publicPagesChanged();
    },

    async storage(djUserId: number): Promise<TDjStorage> {
      const used = await store.usedStorage(djUserId);
      return { used_bytes: used, limit_bytes: DJ_STORAGE_LIMIT_BYTES, free_bytes: freeStorageBytes(used) };
    },
  };
}

export type DjSetService = ReturnType<typeof createDjSetService>;
