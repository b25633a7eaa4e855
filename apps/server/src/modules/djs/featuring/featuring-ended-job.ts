import { defineJob } from '../../../jobs/job.ts';
import type { CacheTag } from '../../../http/public-cache.ts';

/** The public answers that put featured DJs first: the home player's sets and the DJ pages and searches. */
export const FEATURED_ORDER_TAGS: readonly CacheTag[] = ['sets', 'djs'];

export type FeaturingEndedData = { djUserId: number; featuredUntil: string };

/**
 * Sent with every grant for its `featured_until` (decision record 019): when the window has ended by the injected
 * clock, the cached answers that still put the DJ first are dropped, so the order changes within the queue's polling
 * interval (10 s) instead of up to the cache's time to live late. Run before the end by the app's clock (the queue's
 * clock ahead of it), it comes back at the end instead.
 */
export const featuringEndedJob = defineJob<FeaturingEndedData>({
  name: 'dj-featuring.window-ended',
  async handler({ data, services, now, log }) {
    const featuredUntil = new Date(data.featuredUntil);
    if (now < featuredUntil) {
      await services.jobs.send(featuringEndedJob, data, { runAt: featuredUntil });
      return;
    }
    for (const tag of FEATURED_ORDER_TAGS) await services.publicCache.invalidate(tag);
    log.debug({ djUserId: data.djUserId }, 'featuring window ended: featured order refreshed');
  },
});
