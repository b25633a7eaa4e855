import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZVenueProfileUpdate,
  ZVenueSettings,
  type TVenueSettings,
} from '@cuepoint/domain/venues/venue-profile';
import { userOf } from '../../../http/auth-guard.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { favoriteDjsOf } from '../../accounts/index.ts';
import { createVenueProfileStore } from './profile-store.ts';
import { createVenueProfileService } from './profile-service.ts';
import { venueBannerRoutes } from './banner-routes.ts';
import { access } from '../../../http/route-access.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The settings in data and, as the spec reads them, at the top level. */
const ZSettingsAnswer = z.object({ success: z.literal(true), data: ZVenueSettings, ...ZVenueSettings.shape });
const answer = (settings: TVenueSettings) => ({ success: true as const, data: settings, ...settings });

/**
 * The venue's own profile and settings (docs/product/venues.md: GET and PUT /venue/profile, PUT /venue/banner), for
 * venue accounts only: 401 for a visitor and 403 for another account type, before the body is read.
 */
export const venueProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createVenueProfileService({
    store: createVenueProfileStore(database.db),
    clock,
    favoriteDjs: (userId) => favoriteDjsOf(database.db, userId),
  });

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.get(
    '/venue/profile',
    {
      config: { access: access.self('venue') },
      schema: {
        tags: ['venues'],
        summary:
          "The signed-in venue's profile, opening hours (the default week until it sets its own, docs/product/venues.md) and favorite DJs",
        security: [{ bearer: [] }],
        response: { 200: ZSettingsAnswer, ...errors },
      },
    },
    async (request) => answer(await service.settings(userOf(request).id)),
  );

  app.put(
    '/venue/profile',
    {
      config: { access: access.self('venue') },
      onRequest: sameOriginRequired,
      schema: {
        tags: ['venues'],
        summary: 'Changes any profile field and any weekday of the opening hours; what is left out stays',
        description:
          'A closing time earlier than the opening time closes after midnight; the same opening and closing time ' +
          'is refused. A currency of null or "" takes the country\'s (GB: GBP, euro countries: EUR, else USD); ' +
          "when only the country changes, a currency that was the old country's follows the new one.",
        security: [{ bearer: [] }],
        body: ZVenueProfileUpdate,
        response: { 200: ZSettingsAnswer, ...errors },
      },
    },
    async (request) => answer(await service.update(userOf(request).id, request.body)),
  );

  await app.register(venueBannerRoutes);
};
