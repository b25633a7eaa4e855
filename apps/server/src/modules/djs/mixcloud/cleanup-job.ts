import { defineJob } from '../../../jobs/job.ts';
import { createMixcloudStore } from './mixcloud-store.ts';

/** How long a failed upload keeps its MP3 for a retry. */
export const KEEP_FAILED_MP3_MS = 7 * 24 * 60 * 60_000;

/**
 * Daily: MP3s kept for a retry of a failed upload are removed after a week, and uploads whose set was deleted go
 * with their own file (an upload still running is left to finish first).
 */
export const mixcloudCleanupJob = defineJob({
  name: 'mixcloud.cleanup',
  schedule: '25 3 * * *',
  async handler({ services, now, log }) {
    const store = createMixcloudStore(services.database.db);
    const before = new Date(now.getTime() - KEEP_FAILED_MP3_MS);
    let removed = 0;
    for (const row of await store.leftovers(before)) {
      if (row.ownFile) await services.files.delete(row.mp3Key).catch(() => undefined);
      if (row.setId === null) await store.deletePublish(row.id);
      else await store.updatePublish(row.id, { ownFile: false, updatedAt: now });
      removed += 1;
    }
    if (removed > 0) log.info({ removed }, 'Mixcloud leftovers removed');
  },
});
