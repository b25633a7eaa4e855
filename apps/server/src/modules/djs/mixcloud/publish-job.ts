import type { FastifyBaseLogger } from 'fastify';
import { MIXCLOUD_MESSAGES } from '@cuepoint/domain/mixcloud/messages';
import { mixcloudUploadFields } from '@cuepoint/domain/mixcloud/sections';
import type { Services } from '../../../services.ts';
import { defineJob } from '../../../jobs/job.ts';
import { MixcloudError } from './mixcloud-client.ts';
import { mixcloudDeps } from './mixcloud-deps.ts';
import { createMixcloudStore, type PublishRow } from './mixcloud-store.ts';

/** Tries in all when Mixcloud cannot be reached, and the waits between them. */
export const MAX_ATTEMPTS = 4;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000];
/** The progress is written each time it moves this many points (a 2 GB file: 50 writes, not thousands). */
const PROGRESS_STEP = 2;

const ACTIVE = new Set(['queued', 'uploading', 'retrying']);

/**
 * Sends one queued upload to Mixcloud: the MP3 streamed from the FileStore with its fields, the progress (0 to 99
 * while bytes go out, 100 once Mixcloud answered) written as it moves. Mixcloud down or out of reach: tried again
 * later (up to MAX_ATTEMPTS in all, sooner never than Mixcloud's Retry-After). A refused token fails at once with the
 * spec's 'Token invalid, please reconnect' and marks the connection, so the DJ reconnects and retries; nothing of the
 * set changes either way. Retries are ours, on the injected clock, so the job itself never throws for Mixcloud.
 */
export async function runPublish(services: Services, publishId: number, now: Date, log: FastifyBaseLogger) {
  const store = createMixcloudStore(services.database.db);
  const mixcloud = mixcloudDeps(services.config);
  const row = await store.publish(publishId);
  if (!row || !ACTIVE.has(row.status)) return;

  const fail = async (message: string) => {
    await store.updatePublish(row.id, {
      status: 'failed',
      error: message,
      nextAttemptAt: null,
      updatedAt: now,
    });
    log.info({ publishId, message }, 'Mixcloud upload failed');
  };

  const connection = row.target === 'user' ? await store.connection(row.djUserId) : undefined;
  const token =
    row.target === 'cuepoint'
      ? (mixcloud.platformToken ?? null)
      : connection
        ? (await mixcloud.secrets()).decrypt(row.djUserId, connection.accessTokenSealed)
        : null;
  if (!token)
    return fail(
      row.target === 'cuepoint' ? MIXCLOUD_MESSAGES.platformNotConfigured : MIXCLOUD_MESSAGES.tokenInvalid,
    );

  const attempts = row.attempts + 1;
  await store.updatePublish(row.id, {
    status: 'uploading',
    attempts,
    progress: 0,
    error: null,
    updatedAt: now,
  });
  const file = await services.files.get(row.mp3Key);
  if (!file) return fail(MIXCLOUD_MESSAGES.mp3Gone);

  let written = 0;
  let writes = Promise.resolve();
  const onProgress = (share: number) => {
    const progress = Math.min(99, Math.floor(share * 100));
    if (progress < written + PROGRESS_STEP) return;
    written = progress;
    writes = writes
      .then(() => store.setProgress(row.id, progress, services.clock.now()))
      .catch(() => undefined);
  };

  try {
    const fields = mixcloudUploadFields({
      name: row.title,
      description: row.description,
      tags: row.tags,
      sections: row.sections,
    });
    const { key } = await mixcloud.client.upload(
      token,
      fields,
      { body: file.body, size: file.size, filename: row.mp3Name },
      onProgress,
    );
    await writes;
    await store.updatePublish(row.id, {
      status: 'published',
      progress: 100,
      error: null,
      nextAttemptAt: null,
      cloudcastKey: key,
      cloudcastUrl: `${mixcloud.wwwUrl.replace(/\/+$/, '')}${key}`,
      ownFile: false,
      updatedAt: services.clock.now(),
    });
    if (row.target === 'user') await store.markToken(row.djUserId, 'ok', now);
    if (row.ownFile) await services.files.delete(row.mp3Key).catch(() => undefined);
    log.info({ publishId, key }, 'Mixcloud upload published');
  } catch (error) {
    await writes;
    if (!(error instanceof MixcloudError)) throw error;
    await failed(services, row, attempts, error, now, log);
  }
}

async function failed(
  services: Services,
  row: PublishRow,
  attempts: number,
  error: MixcloudError,
  now: Date,
  log: FastifyBaseLogger,
) {
  const store = createMixcloudStore(services.database.db);
  if (error.kind === 'invalid_token') {
    if (row.target === 'user') await store.markToken(row.djUserId, 'invalid', now);
    await store.updatePublish(row.id, {
      status: 'failed',
      error: MIXCLOUD_MESSAGES.tokenInvalid,
      updatedAt: now,
    });
    return;
  }
  if (error.kind === 'rejected') {
    await store.updatePublish(row.id, {
      status: 'failed',
      error: `${MIXCLOUD_MESSAGES.uploadErrored}: ${error.message}`,
      updatedAt: now,
    });
    return;
  }
  if (attempts >= MAX_ATTEMPTS) {
    await store.updatePublish(row.id, {
      status: 'failed',
      error: MIXCLOUD_MESSAGES.uploadErrored,
      updatedAt: now,
    });
    return;
  }
  const wait = Math.max(RETRY_DELAYS_MS[attempts - 1] ?? 15 * 60_000, (error.retryAfterSeconds ?? 0) * 1000);
  const runAt = new Date(now.getTime() + wait);
  await store.updatePublish(row.id, {
    status: 'retrying',
    progress: 0,
    error: MIXCLOUD_MESSAGES.uploadErrored,
    nextAttemptAt: runAt,
    updatedAt: now,
  });
  await services.jobs.send(publishJob, { publishId: row.id }, { runAt });
  log.warn(
    { publishId: row.id, attempts, runAt, reason: error.message },
    'Mixcloud unreachable: upload retried later',
  );
}

export const publishJob = defineJob<{ publishId: number }>({
  name: 'mixcloud.publish',
  // A DJ watches the progress: the upload starts within a couple of seconds.
  pollingIntervalSeconds: 2,
  // Retries are the handler's own (above); a crash mid-upload is taken again by pg-boss.
  retryLimit: 1,
  handler: ({ data, services, now, log }) => runPublish(services, data.publishId, now, log),
});
