import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSessionUser } from '@cuepoint/domain/accounts/session-user';
import {
  ZUserProfile,
  ZUserProfileUpdate,
  type TUserProfile,
} from '@cuepoint/domain/enthusiasts/user-profile';
import { requireRole, requireUser, roleRequired } from '../../http/auth-guard.ts';
import { ZErrorBody } from '../../http/envelope.ts';
import { noStore } from '../../http/no-store.ts';
import { sameOriginRequired } from '../../http/same-origin.ts';
import { favoriteDjCount } from '../favorites/store.ts';
import { createUserProfileStore } from './store.ts';
import { createUserProfileService } from './service.ts';

const ZProfileAnswer = z.object({ success: z.literal(true), data: ZUserProfile, user: ZSessionUser });

/** The profile in data; `user` keeps the session user alone, as sign-in answers it. */
function answer(profile: TUserProfile) {
  const {
    city: _city,
    country: _country,
    favorite_genres: _genres,
    bio: _bio,
    stats: _stats,
    ...user
  } = profile;
  return { success: true as const, data: profile, user };
}

/**
 * GET /user/profile (spec 2 §7): the signed-in user, whatever their type, with the enthusiast fields and stats;
 * PUT /user/profile: the enthusiast's settings, for enthusiast accounts only. 401 for a visitor.
 */
export const userProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createUserProfileService({
    db: database.db,
    store: createUserProfileStore(database.db),
    clock,
    favoriteDjCount: (userId) => favoriteDjCount(database.db, userId),
  });

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.get(
    '/user/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (validates a stored session), with the enthusiast fields and stats',
        description:
          'stats: favorite_djs counts the favorite DJs; upcoming_events the public events still to start in the ' +
          "user's city; events_attended and requests_made count bookings and are 0 until bookings are recorded.",
        security: [{ bearer: [] }],
        response: { 200: ZProfileAnswer, 401: ZErrorBody },
      },
    },
    async (request) => answer(await service.profile((await requireUser(request)).row)),
  );

  app.put(
    '/user/profile',
    {
      onRequest: sameOriginRequired,
      preValidation: roleRequired('enthusiast'),
      schema: {
        tags: ['accounts'],
        summary: "Saves the enthusiast's settings: display_name, city, country, favorite_genres, bio",
        description: 'The email is read-only: sending another address is refused (422).',
        security: [{ bearer: [] }],
        body: ZUserProfileUpdate,
        response: { 200: ZProfileAnswer, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody },
      },
    },
    async (request) =>
      answer(await service.update((await requireRole(request, 'enthusiast')).row, request.body)),
  );
};
