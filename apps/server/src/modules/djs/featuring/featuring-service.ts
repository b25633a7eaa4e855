import type { Clock } from '../../../adapters/clock.ts';
import type { JobQueue } from '../../../jobs/job.ts';
import { conflict, notFound } from '../../../http/app-error.ts';
import type { CacheTag } from '../../../http/public-cache.ts';
import {
  canRequestFeature,
  featureCooldownMessage,
  featureRequestStatus,
  grantFeature,
  type TFeatureGrant,
  type TFeatureRequestStatus,
} from '@cuepoint/domain/djs/featuring-rules';
import type { TFeatureGrantAnswer } from '@cuepoint/domain/djs/featuring';
import { DJ_PROFILE_MESSAGES } from '@cuepoint/domain/djs/profile-rules';
import type { DjFeaturingStore } from './featuring-store.ts';
import { FEATURED_ORDER_TAGS, featuringEndedJob } from './featuring-ended-job.ts';

/** What the DJ's profile answers about featuring at `now`. */
export function featureFields(
  latest: TFeatureGrant | null,
  now: Date,
): { can_request_feature: boolean; feature_request_status: TFeatureRequestStatus | null } {
  return {
    can_request_feature: canRequestFeature(latest, now),
    feature_request_status: featureRequestStatus(latest, now),
  };
}

/** The home player orders featured DJs first: a new featuring drops its cached answer, and so does the window's end. */
type PublicCacheLike = { invalidate(tag: CacheTag): Promise<void> | void };

/**
 * Featuring (docs/product/djs.md; decision record 019): a DJ outside the cooldown is featured at once for 30
 * minutes; during the cooldown the request is a 409 naming when the next one is possible.
 */
export function createDjFeaturingService(deps: {
  store: DjFeaturingStore;
  clock: Clock;
  publicCache: PublicCacheLike;
  jobs: Pick<JobQueue, 'send'>;
  log: { warn(obj: object, msg: string): void };
}) {
  const { store, clock, publicCache, jobs, log } = deps;
  return {
    async request(djUserId: number): Promise<TFeatureGrantAnswer> {
      const now = clock.now();
      const grant = await store.request(djUserId, now, (latest) => {
        if (latest && !canRequestFeature(latest, now)) {
          throw conflict(featureCooldownMessage(latest.cooldownUntil));
        }
        return grantFeature(now);
      });
      if (!grant) throw notFound(DJ_PROFILE_MESSAGES.profileMissing);
      for (const tag of FEATURED_ORDER_TAGS) await publicCache.invalidate(tag);
      try {
        await jobs.send(
          featuringEndedJob,
          { djUserId, featuredUntil: grant.featuredUntil.toISOString() },
          { runAt: grant.featuredUntil },
        );
      } catch (error) {
        // The grant stands: without the timer the cached order outlives the window by the cache's time to live.
        log.warn({ err: error, djUserId }, 'end of the featuring window not scheduled');
      }
      return {
        status: 'featured',
        featured_until: grant.featuredUntil.toISOString(),
        cooldown_until: grant.cooldownUntil.toISOString(),
      };
    },
  };
}
