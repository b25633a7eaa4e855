import { defineJob } from '../../../jobs/job.ts';
import { createDjSetStore } from './sets-store.ts';
import { discardMedia } from './media-files.ts';

/** An upload no byte reached for this long is abandoned; so is a finished one no set took, or a rejected one. */
export const ABANDONED_UPLOAD_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly: removes media uploads left behind (decided on the injected clock): running with no byte for 24 hours,
 * finished 24 hours ago but never a set's media, rejected 24 hours ago. Their bytes go from the file store and they
 * stop counting against the DJ's storage.
 */
export const abandonedUploadsJob = defineJob({
  name: 'dj-sets.abandoned-uploads',
  schedule: '20 * * * *',
  pollingIntervalSeconds: 60,
  async handler({ services, now, log }) {
    const store = createDjSetStore(services.database.db);
    const stale = await store.staleUploads(new Date(now.getTime() - ABANDONED_UPLOAD_AFTER_MS));
    for (const upload of stale) {
      if (upload.status !== 'rejected') await discardMedia(services.files, upload.storageKey, log);
      await store.deleteUpload(upload.id);
    }
    if (stale.length > 0) log.info({ uploads: stale.length }, 'abandoned media uploads removed');
  },
});
