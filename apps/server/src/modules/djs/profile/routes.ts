import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDjProfile,
  ZDjProfileSave,
  ZDjProfileUpdate,
  ZDjPublicPageQuery,
  ZDjPublicProfile,
  ZDjStats,
} from '@cuepoint/domain/djs/profile';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createDjProfileStore } from './profile-store.ts';
import { createDjProfileService } from './profile-service.ts';
import { upcomingAvailabilityPeriods } from '../availability/availability-store.ts';
import { latestFeatureGrant } from '../featuring/featuring-store.ts';
import { announcedSetCounts, nextAnnouncedSet } from '../events/events-store.ts';
import { publicSetExtras } from '../sets/public-set-extras.ts';
import { sendReachNewDj } from '../../booking/index.ts';
import { access } from '../../../http/route-access.ts';
import { ownDjRoutes } from '../dashboard/own-routes.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const ZProfileAnswer = z.object({ success: z.literal(true), data: ZDjProfile, profile: ZDjProfile });

/**
 * The DJ dashboard's profile calls (docs/product/djs.md), for the signed-in DJ's own profile only: 401 for a visitor
 * and 403 for another account type, both before the body is read. And the public profile page, open to all.
 */
export const djProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, publicCache, clock, files } = app.services;
  const service = createDjProfileService({
    store: createDjProfileStore(database.db),
    publicCache,
    clock,
    availabilityPeriods: (djUserId, now) => upcomingAvailabilityPeriods(database.db, djUserId, now),
    latestFeatureGrant: (djUserId) => latestFeatureGrant(database.db, djUserId),
    nextAnnouncedSet: (djUserId, now) => nextAnnouncedSet(database.db, djUserId, now),
    announcedSetCounts: (djUserId, now) => announcedSetCounts(database.db, djUserId, now),
    publicSetExtras: (setIds) => publicSetExtras(database.db, files, setIds),
  });

  const mine = ownDjRoutes('dj-profile', errors);
  const ownProfile: FastifyPluginAsyncZod = async (own) => {
    // Answers hold one account's data: no browser or proxy keeps them.
    own.addHook('onRequest', noStore);

    own.get(
      '/dj-profile.php',
      {
        config: { access: access.self('dj') },
        schema: {
          tags: ['dj-profile'],
          summary: "The signed-in DJ's profile (in data and profile)",
          security: [{ bearer: [] }],
          response: { 200: ZProfileAnswer, ...errors },
        },
      },
      async (request) => {
        const profile = await service.profile(userOf(request).id);
        return { ...ok(profile), profile };
      },
    );

    own.post(
      '/dj-profile.php',
      {
        config: { access: access.self('dj') },
        onRequest: sameOriginRequired,
        schema: {
          tags: ['dj-profile'],
          summary: "Saves the dashboard's profile form (stage_name is read-only)",
          security: [{ bearer: [] }],
          body: ZDjProfileSave,
          response: { 200: ZProfileAnswer, ...errors, 422: ZErrorBody },
        },
      },
      async (request) => {
        const djUserId = userOf(request).id;
        const profile = await service.save(djUserId, request.body);
        // A new rate, place, kind of performance or genre may make the DJ a match for open requests.
        await sendReachNewDj(app.services, request.log, djUserId);
        return { ...ok(profile), profile };
      },
    );

    own.get('/dj/profile', mine.read("The signed-in DJ's profile", ZDjProfile), async (request) =>
      ok(await service.profile(userOf(request).id)),
    );

    own.put(
      '/dj/profile',
      mine.change(
        'Changes any of the profile fields; absent fields stay as they are',
        ZDjProfileUpdate,
        ZDjProfile,
      ),
      async (request) => {
        const djUserId = userOf(request).id;
        const profile = await service.update(djUserId, request.body);
        await sendReachNewDj(app.services, request.log, djUserId);
        return ok(profile);
      },
    );

    own.get(
      '/dj/stats',
      mine.read("The signed-in DJ's numbers: sets, profile completeness, bookings and earnings", ZDjStats),
      async (request) => ok(await service.stats(userOf(request).id)),
    );
  };
  await app.register(ownProfile);

  app.get(
    '/dj-public-page.php',
    {
      // Profile writes invalidate 'djs', set writes 'sets'.
      config: { access: access.public(), publicCache: ['djs', 'sets'] },
      schema: {
        tags: ['dj-profile'],
        summary: "A DJ's public profile by slug (/{slug}) or user id (/dj/{id})",
        querystring: ZDjPublicPageQuery,
        response: { 200: envelope(ZDjPublicProfile), 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ok(await service.publicPage(request.query)),
  );
};
