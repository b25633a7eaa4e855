import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZVenueAnalytics } from '@cuepoint/domain/venues/analytics';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { findVenue } from '../profile/profile-store.ts';
import { favoriteDjCount } from '../../accounts/index.ts';
import { createVenueAnalyticsStore } from './analytics-store.ts';
import { createVenueAnalyticsService } from './analytics-service.ts';
import { access } from '../../../http/route-access.ts';

/** GET /venue/analytics (docs/product/venues.md), the signed-in venue's own: 401 for a visitor, 403 for others. */
export const venueAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createVenueAnalyticsService({
    store: createVenueAnalyticsStore(database.db),
    clock,
    venue: (userId) => findVenue(database.db, userId),
    favoriteCount: (userId) => favoriteDjCount(database.db, userId),
  });

  app.get(
    '/venue/analytics',
    {
      config: { access: access.self('venue') },
      onRequest: noStore,
      schema: {
        tags: ['venues'],
        summary: "The signed-in venue's analytics: events, co-streamed, remote, favorites, duration, revenue",
        description:
          "Estimated revenue is events × 350 in the venue's currency (the spec says dollars). events_per_month " +
          "covers the last 12 months of the venue's calendar, oldest first, months without events included.",
        security: [{ bearer: [] }],
        response: { 200: envelope(ZVenueAnalytics), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ok(await service.forVenue(userOf(request).id)),
  );
};
