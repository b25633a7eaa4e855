import type { Clock } from '../../../adapters/clock.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { normalizeEmail } from '@cuepoint/domain/accounts/fields';
import {
  USER_PROFILE_MESSAGES,
  type TUserProfile,
  type TUserProfileUpdate,
  type TUserStats,
} from '@cuepoint/domain/enthusiasts/user-profile';
import type { UserRow } from '../../accounts/index.ts';
import { sessionUserView } from '../../accounts/index.ts';
import type { UserProfileChanges, UserProfileStore } from './user-profile-store.ts';
import { createBookingStore } from '../../booking/index.ts';

/**
 * The signed-in user's profile with the enthusiast fields and the overview's stats (rules in the domain's
 * enthusiasts/user-profile: requests made counts the account's booking requests; events attended stays 0 until
 * attendance is recorded).
 */
export function createUserProfileService(deps: {
  db: Db;
  store: UserProfileStore;
  clock: Clock;
  favoriteDjCount: (userId: number) => Promise<number>;
  /** ADMIN_EMAILS, for the session user's `is_operator`. */
  operators: readonly string[];
}) {
  const { db, store, clock, favoriteDjCount, operators } = deps;
  const bookingRequests = createBookingStore(db);

  async function stats(user: UserRow): Promise<TUserStats> {
    const [favorites, upcoming, requestsMade] = await Promise.all([
      favoriteDjCount(user.id),
      user.city ? store.upcomingEventsIn(user.city, user.country, clock.now()) : 0,
      bookingRequests.customerRequestCount(user.id),
    ]);
    return {
      events_attended: 0,
      favorite_djs: favorites,
      requests_made: requestsMade,
      upcoming_events: upcoming,
    };
  }

  async function profile(user: UserRow): Promise<TUserProfile> {
    const [session, fields, numbers] = await Promise.all([
      sessionUserView(db, user, operators),
      user.userType === 'enthusiast' ? store.enthusiastFields(user.id) : undefined,
      stats(user),
    ]);
    return {
      ...session,
      city: user.city,
      country: user.country,
      favorite_genres: fields?.favoriteGenres ?? [],
      bio: fields?.bio ?? '',
      stats: numbers,
    };
  }

  return {
    profile,

    async update(user: UserRow, input: TUserProfileUpdate): Promise<TUserProfile> {
      if (input.email !== undefined && normalizeEmail(input.email) !== normalizeEmail(user.email)) {
        throw new AppError('EMAIL_READ_ONLY', USER_PROFILE_MESSAGES.emailReadOnly);
      }
      const changes: UserProfileChanges = { account: {}, profile: {} };
      if (input.display_name !== undefined) changes.account.displayName = input.display_name;
      if (input.city !== undefined) changes.account.city = input.city;
      if (input.country !== undefined) changes.account.country = input.country;
      if (input.favorite_genres !== undefined) changes.profile.favoriteGenres = input.favorite_genres;
      if (input.bio !== undefined) changes.profile.bio = input.bio ?? '';
      return profile(await store.save(user.id, changes, clock.now()));
    },
  };
}
