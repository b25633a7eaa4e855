import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { BIO_MAX_LENGTH, CITY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../accounts/fields.ts';
import { ZSessionUser } from '../accounts/session-user.ts';
import { canonicalGenre } from '../catalog/genre-list.ts';
import { ZClearableCountry, clearableText } from '../text/clearable-fields.ts';

/**
 * The signed-in user's own profile (docs/product/enthusiasts.md)
 * and the enthusiast's settings (PUT /user/profile: the spec's local-only save made real). Email is read-only.
 */

export const MAX_FAVORITE_GENRES = 10;
export const GENRE_NAME_MAX_LENGTH = 50;

export const USER_PROFILE_MESSAGES = {
  emailReadOnly: 'Your email address cannot be changed here',
  displayNameRequired: 'Display name is required',
  tooManyGenres: `You can select a maximum of ${MAX_FAVORITE_GENRES} favorite genres`,
  genresList: 'Favorite genres must be a list of genre names',
} as const;

/**
 * The four tiles of the enthusiast's overview. events_attended and requests_made count bookings, which the booking
 * engine records: until it does, nobody has attended or requested anything through the product and both are 0.
 * favorite_djs counts the account's favorite DJs; upcoming_events counts the public events still to start in the
 * account's city (and country, when both are known), 0 without a city.
 */
export const ZUserStats = z.object({
  events_attended: z.number(),
  favorite_djs: z.number(),
  requests_made: z.number(),
  upcoming_events: z.number(),
});
export type TUserStats = z.infer<typeof ZUserStats>;

/** The session user (id, email, user_type, display_name, app_id, profile) plus the enthusiast fields and stats. */
export const ZUserProfile = ZSessionUser.extend({
  city: z.string().nullable(),
  country: z.string().nullable(),
  favorite_genres: z.array(z.string()),
  bio: z.string(),
  stats: ZUserStats,
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

/** Genre names as the catalogue spells them ("deep house" is "Deep House"), each once whatever its case. */
export function normalizeGenres(genres: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of genres) {
    const genre = canonicalGenre(raw.trim().replace(/\s+/g, ' '));
    const key = genre.toLowerCase();
    if (!genre || seen.has(key)) continue;
    seen.add(key);
    result.push(genre);
  }
  return result;
}

export const ZFavoriteGenres = z
  .array(zText({ label: 'Genre' }).max(GENRE_NAME_MAX_LENGTH, fieldTooLong('Genre', GENRE_NAME_MAX_LENGTH)), {
    error: USER_PROFILE_MESSAGES.genresList,
  })
  .max(100, USER_PROFILE_MESSAGES.tooManyGenres)
  .transform(normalizeGenres)
  .pipe(z.array(z.string()).max(MAX_FAVORITE_GENRES, USER_PROFILE_MESSAGES.tooManyGenres));

/**
 * The body of PUT /user/profile: any of display_name, city, country, favorite_genres and bio; what is left out
 * stays. City and country may be cleared (null or ""). An email is accepted only when it is the account's own.
 */
export const ZUserProfileUpdate = z.object({
  display_name: zText({ error: USER_PROFILE_MESSAGES.displayNameRequired, label: 'Display name' })
    .trim()
    .min(1, USER_PROFILE_MESSAGES.displayNameRequired)
    .max(NAME_MAX_LENGTH, fieldTooLong('Display name', NAME_MAX_LENGTH))
    .optional(),
  city: clearableText('City', CITY_MAX_LENGTH),
  country: ZClearableCountry,
  favorite_genres: ZFavoriteGenres.nullish().transform((genres) => genres ?? undefined),
  bio: clearableText('Bio', BIO_MAX_LENGTH, true),
  email: zText({ error: USER_PROFILE_MESSAGES.emailReadOnly, label: 'Email' })
    .trim()
    .max(EMAIL_MAX_LENGTH, USER_PROFILE_MESSAGES.emailReadOnly)
    .optional(),
});
export type TUserProfileUpdate = z.infer<typeof ZUserProfileUpdate>;
