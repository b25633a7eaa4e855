import type { FastifyBaseLogger } from 'fastify';
import { MIXCLOUD_MESSAGES } from '@cuepoint/domain/mixcloud/messages';
import type { TCloudcast } from '@cuepoint/domain/mixcloud/api';
import type { Clock } from '../../../adapters/clock.ts';
import type { PublicCache } from '../../../http/public-cache.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { DJ_PROFILE_CACHE_TAG } from '../profile/profile-service.ts';
import type { MixcloudDeps } from './mixcloud-deps.ts';
import type { MixcloudStore } from './mixcloud-store.ts';

type Deps = {
  mixcloud: MixcloudDeps;
  store: MixcloudStore;
  clock: Clock;
  publicCache: PublicCache;
  log: FastifyBaseLogger;
};

/**
 * GET /mixcloud-cloudcast.php: where the set's latest upload stands on Mixcloud. While it uploads, or while Mixcloud
 * processes it (its show is not found yet), `processing`; once found, how many sections Mixcloud shows, and the set
 * takes the show's address as its link when it has none.
 */
export function createCloudcastService({ mixcloud, store, clock, publicCache, log }: Deps) {
  return {
    async check(djUserId: number, setId: number): Promise<TCloudcast> {
      const set = await store.ownSet(djUserId, setId);
      if (!set) throw notFound(MIXCLOUD_MESSAGES.setNotFound);
      const publish = await store.latestOfSet(djUserId, setId);
      if (!publish) throw notFound(MIXCLOUD_MESSAGES.notPublished);
      const base = { title: publish.title, url: publish.cloudcastUrl };
      const processing = {
        ...base,
        processing: true,
        has_sections: false,
        sections_count: 0,
        message: MIXCLOUD_MESSAGES.stillProcessing,
      };
      if (publish.status === 'failed')
        return { ...base, processing: false, has_sections: false, sections_count: 0, message: publish.error };
      if (publish.status !== 'published' || !publish.cloudcastKey) return processing;

      let show;
      try {
        show = await mixcloud.client.cloudcast(publish.cloudcastKey);
      } catch (error) {
        log.warn({ err: error, publishId: publish.id }, 'Mixcloud show lookup failed');
        throw new AppError('UNAVAILABLE', MIXCLOUD_MESSAGES.cloudcastCheckFailed);
      }
      if (!show) return processing;
      const now = clock.now();
      await store.updatePublish(publish.id, {
        sectionsOnMixcloud: show.sectionsCount,
        cloudcastUrl: show.url,
        updatedAt: now,
      });
      if (await store.fillSetUrl(setId, show.url, now)) {
        await publicCache.invalidate('sets');
        await publicCache.invalidate(DJ_PROFILE_CACHE_TAG);
      }
      return {
        processing: false,
        has_sections: show.sectionsCount > 0,
        sections_count: show.sectionsCount,
        title: show.name || publish.title,
        url: show.url,
        message: show.sectionsCount > 0 ? null : MIXCLOUD_MESSAGES.noSections,
      };
    },
  };
}
