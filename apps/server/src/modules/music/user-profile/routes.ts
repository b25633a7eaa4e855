import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSessionUser } from '@cuepoint/domain/accounts/session-user';
import {
  ZUserProfile,
  ZUserProfileUpdate,
  type TUserProfile,
} from '@cuepoint/domain/enthusiasts/user-profile';
import { userOf } from '../../../http/auth-guard.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { favoriteDjCount } from '../../accounts/index.ts';
import { createUserProfileStore } from './user-profile-store.ts';
import { createUserProfileService } from './user-profile-service.ts';
import { access } from '../../../http/route-access.ts';
import { ZProducerProfileFields } from '@cuepoint/domain/producers/producer-profile';
import { sessionUserView } from '../../accounts/index.ts';
import { createProducerStore } from '../producer/producer-store.ts';
import { createProducerProfileService } from '../producer/profile-service.ts';

const ZProfileAnswer = z.object({ success: z.literal(true), data: ZUserProfile, user: ZSessionUser });
/** A producer's answer: exactly the producer profile fields (docs/product/producers-and-labels.md). */
const ZProducerAnswer = z.object({
  success: z.literal(true),
  data: ZProducerProfileFields,
  user: ZSessionUser,
});

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
 * GET /user/profile (docs/product/enthusiasts.md and docs/product/producers-and-labels.md): a producer's data is their
 * producer profile, read through the producer feature's serializer; every other account gets the session user with the
 * enthusiast fields and stats. `user` is the session user for all. PUT /user/profile: the enthusiast's settings, for
 * enthusiast accounts only. 401 for a visitor.
 */
export const userProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createUserProfileService({
    db: database.db,
    store: createUserProfileStore(database.db),
    clock,
    favoriteDjCount: (userId) => favoriteDjCount(database.db, userId),
    operators: app.services.config.ADMIN_EMAILS,
  });

  const producerProfiles = createProducerProfileService({ store: createProducerStore(database.db), clock });

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.get(
    '/user/profile',
    {
      config: { access: access.self() },
      schema: {
        tags: ['accounts'],
        summary:
          "The signed-in user (validates a stored session) with their profile: a producer's profile fields, or the enthusiast fields and stats",
        description:
          'For a producer, data holds exactly the producer profile fields (display_name, first_name, email, ' +
          'producer_name, city, country, bio, remix_handle, training_hourly_rate, training_currency, ' +
          'experience_years, primary_daw, secondary_daws). For every other account, data is the session user with ' +
          'city, country, favorite_genres, bio and stats: favorite_djs counts the favorite DJs; upcoming_events the ' +
          "public events still to start in the user's city; events_attended and requests_made count bookings. " +
          '`user` is the session user in both cases.',
        security: [{ bearer: [] }],
        response: { 200: z.union([ZProfileAnswer, ZProducerAnswer]), 401: ZErrorBody },
      },
    },
    async (request) => {
      const { row } = userOf(request);
      if (row.userType !== 'producer') return answer(await service.profile(row));
      const [data, user] = await Promise.all([
        producerProfiles.fields(row.id),
        sessionUserView(database.db, row, app.services.config.ADMIN_EMAILS),
      ]);
      return { success: true as const, data, user };
    },
  );

  app.put(
    '/user/profile',
    {
      config: { access: access.self('enthusiast') },
      onRequest: sameOriginRequired,
      schema: {
        tags: ['accounts'],
        summary: "Saves the enthusiast's settings: display_name, city, country, favorite_genres, bio",
        description: 'The email is read-only: sending another address is refused (422).',
        security: [{ bearer: [] }],
        body: ZUserProfileUpdate,
        response: { 200: ZProfileAnswer, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody },
      },
    },
    async (request) => answer(await service.update(userOf(request).row, request.body)),
  );
};
