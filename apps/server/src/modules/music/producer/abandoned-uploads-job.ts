import { defineJob } from '../../../jobs/job.ts';
import { createProducerStore } from './producer-store.ts';

/** A track-file upload untouched this long is abandoned: running with no byte, or finished but in no track. */
export const ABANDONED_TRACK_UPLOAD_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Hourly (on the injected clock): removes producers' track-file uploads left behind, with their bytes. An upload a
 * track took is no longer an upload (its row went when the track was written), and a key a track uses is never
 * deleted here.
 */
export const abandonedTrackUploadsJob = defineJob({
  name: 'producer.abandoned-uploads',
  schedule: '25 * * * *',
  pollingIntervalSeconds: 60,
  async handler({ services, now, log }) {
    const store = createProducerStore(services.database.db);
    const stale = await store.staleUploads(new Date(now.getTime() - ABANDONED_TRACK_UPLOAD_AFTER_MS), BATCH);
    const inUse = await store.keysInUse(stale.map((upload) => upload.storageKey));
    for (const upload of stale) {
      if (!inUse.has(upload.storageKey)) await services.files.delete(upload.storageKey);
      await store.deleteUpload(upload.id);
    }
    if (stale.length > 0) log.info({ uploads: stale.length }, 'abandoned track uploads removed');
  },
});
