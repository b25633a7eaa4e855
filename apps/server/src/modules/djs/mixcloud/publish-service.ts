import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { parseSetTracklist, type TSetTrack } from '@cuepoint/domain/djs/set-tracklist';
import { MIXCLOUD_MESSAGES } from '@cuepoint/domain/mixcloud/messages';
import { parseTags } from '@cuepoint/domain/mixcloud/tags';
import { tracksToSections } from '@cuepoint/domain/mixcloud/sections';
import type { TMixcloudPublish, TMixcloudUploadAnswer } from '@cuepoint/domain/mixcloud/api';
import type { Clock } from '../../../adapters/clock.ts';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import type { JobQueue } from '../../../jobs/job.ts';
import { conflict, notFound, unprocessable } from '../../../http/app-error.ts';
import type { MixcloudDeps } from './mixcloud-deps.ts';
import { publishJob } from './publish-job.ts';
import type { MixcloudStore, PublishRow, SetRow } from './mixcloud-store.ts';
import { removeQuietly, type ReceivedMp3, type UploadForm } from './upload-form.ts';

type Deps = {
  mixcloud: MixcloudDeps;
  store: MixcloudStore;
  files: FileStore;
  jobs: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
};

export function publishView(row: PublishRow): TMixcloudPublish {
  return {
    id: row.id,
    set_id: row.setId ?? 0,
    title: row.title,
    target: row.target as TMixcloudPublish['target'],
    status: row.status as TMixcloudPublish['status'],
    progress: row.progress,
    error: row.error,
    attempts: row.attempts,
    tags: row.tags,
    sections_count: row.sections.length,
    cloudcast_url: row.cloudcastUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The tracks to send: the tracklist sent with the upload, else the set's own; none is the spec's message. */
function tracksFor(set: SetRow, form: UploadForm): TSetTrack[] {
  if (form.fields.tracklist_csv !== undefined) {
    const parsed = parseSetTracklist(form.fields.tracklist_csv, form.tracklistFilename);
    if (!parsed.ok) throw unprocessable(parsed.error);
    return parsed.tracks;
  }
  const tracks = (set.tracklistTracks ?? []) as TSetTrack[];
  if (tracks.length === 0) throw unprocessable(MIXCLOUD_MESSAGES.tracklistRequired);
  return tracks;
}

/** Whether a received file is an MP3 by its content (magic bytes, past an ID3 tag), not by its name. */
async function isMp3(file: ReceivedMp3): Promise<boolean> {
  const type = await fileTypeFromFile(file.path).catch(() => undefined);
  return type?.ext === 'mp3';
}

/**
 * POST mixcloud-upload.php (docs/product/djs.md): a set of the DJ's, with its MP3 (sent along, or the set's own media
 * when it is an MP3, or the one a failed upload of the set kept) and tracklist, queued for Mixcloud as a job.
 * Everything is checked before anything is queued; a refusal changes nothing (the set is never touched).
 */
export function createPublishService({ mixcloud, store, files, jobs, clock, log }: Deps) {
  /** Moves a checked MP3 into the FileStore (disk or bucket) through its resumable-upload store, streaming. */
  async function keep(mp3: ReceivedMp3): Promise<string> {
    const key = `mixcloud/${crypto.randomBytes(16).toString('hex')}.mp3`;
    // Loaded with the first upload, as the tus server is (decision record 021).
    const [{ Upload }, store] = await Promise.all([import('@tus/server'), files.resumableUploads()]);
    await store.create(
      new Upload({ id: key, size: mp3.size, offset: 0, metadata: { filetype: 'audio/mpeg' } }),
    );
    await store.write(createReadStream(mp3.path), key, 0);
    return key;
  }

  async function targetReady(djUserId: number, target: 'cuepoint' | 'user'): Promise<void> {
    if (target === 'cuepoint') {
      if (!mixcloud.platformToken) throw unprocessable(MIXCLOUD_MESSAGES.platformNotConfigured);
      return;
    }
    const connection = await store.connection(djUserId);
    if (!connection) throw unprocessable(MIXCLOUD_MESSAGES.notConnected);
    if (connection.tokenStatus === 'invalid') throw unprocessable(MIXCLOUD_MESSAGES.tokenInvalid);
  }

  async function publish(djUserId: number, form: UploadForm): Promise<TMixcloudUploadAnswer> {
    const { fields } = form;
    const set = await store.ownSet(djUserId, fields.set_id);
    if (!set) throw notFound(MIXCLOUD_MESSAGES.setNotFound);
    const target = fields.publish_target;
    if (target === 'none')
      return { success: true, data: null, queued: false, published_to: 'none', error: null };
    await targetReady(djUserId, target);
    const tracks = tracksFor(set, form);
    const tags = parseTags(fields.tags);
    if (!tags.ok) throw unprocessable(tags.error);
    if (form.mp3 && !(await isMp3(form.mp3))) throw unprocessable(MIXCLOUD_MESSAGES.mp3Required);
    if (await store.activeOfSet(set.id)) throw conflict(MIXCLOUD_MESSAGES.alreadyPublishing);

    let mp3: Pick<PublishRow, 'mp3Key' | 'mp3SizeBytes' | 'mp3Name' | 'ownFile'>;
    let reused: PublishRow | undefined;
    if (form.mp3) {
      mp3 = {
        mp3Key: await keep(form.mp3),
        mp3SizeBytes: form.mp3.size,
        mp3Name: form.mp3.filename,
        ownFile: true,
      };
    } else if (set.mediaKey && set.mediaMimeType === 'audio/mpeg') {
      mp3 = {
        mp3Key: set.mediaKey,
        mp3SizeBytes: set.mediaSizeBytes,
        mp3Name: set.mediaOriginalName ?? 'set.mp3',
        ownFile: false,
      };
    } else {
      // A retry: the MP3 the last failed upload of this set was sent with is kept for it.
      const last = await store.latestOfSet(djUserId, set.id);
      if (last?.status !== 'failed' || !last.ownFile) throw unprocessable(MIXCLOUD_MESSAGES.mp3Required);
      reused = last;
      mp3 = { mp3Key: last.mp3Key, mp3SizeBytes: last.mp3SizeBytes, mp3Name: last.mp3Name, ownFile: true };
    }

    const now = clock.now();
    const row = await store.insertPublish({
      djUserId,
      setId: set.id,
      target,
      title: fields.title ?? set.title,
      description: set.description || null,
      tags: tags.tags,
      sections: tracksToSections(tracks),
      ...mp3,
      status: 'queued',
      progress: 0,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    });
    // The new upload owns the kept file now; the failed one no longer removes it.
    if (reused) await store.updatePublish(reused.id, { ownFile: false, updatedAt: now });
    await jobs.send(publishJob, { publishId: row.id });
    log.info(
      { publishId: row.id, setId: set.id, target, sections: row.sections.length },
      'Mixcloud upload queued',
    );
    return { success: true, data: publishView(row), queued: true, published_to: target, error: null };
  }

  return {
    async publish(djUserId: number, form: UploadForm): Promise<TMixcloudUploadAnswer> {
      try {
        return await publish(djUserId, form);
      } finally {
        if (form.mp3) await removeQuietly(form.mp3.path);
      }
    },

    async list(djUserId: number): Promise<TMixcloudPublish[]> {
      return (await store.listPublishes(djUserId)).map(publishView);
    },
  };
}
