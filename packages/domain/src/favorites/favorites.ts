import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { ARTIST_NAME_MAX_LENGTH, NAME_MAX_LENGTH } from '../accounts/fields.ts';

/**
 * Favorite DJs (venues: /venue/favorite-djs; enthusiasts: /enthusiast-favorite-djs.php) and favorite artists
 * (/user-favorite-artists.php), docs/product/enthusiasts.md. A favorite is a name, kept once per account whatever its
 * case; a favorite DJ is linked to the DJ's account when a stage name matches.
 */

export const MAX_FAVORITE_DJS = 200;
export const MAX_FAVORITE_ARTISTS = 200;

export const FAVORITE_MESSAGES = {
  djNameRequired: 'Please enter a DJ name',
  artistNameRequired: 'Please enter an artist name',
  djDuplicate: (name: string) => `${name} is already in your favorite DJs`,
  artistDuplicate: (name: string) => `${name} is already in your favorite artists`,
  djNotFound: (name: string) => `${name} is not in your favorite DJs`,
  artistNotFound: (name: string) => `${name} is not in your favorite artists`,
  tooManyDjs: `You can keep at most ${MAX_FAVORITE_DJS} favorite DJs`,
  tooManyArtists: `You can keep at most ${MAX_FAVORITE_ARTISTS} favorite artists`,
} as const;

/** A name as it is kept: trimmed, inner runs of spaces made one. */
export function normalizeFavoriteName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names are compared without regard to case: "Nova Reyes" and "nova reyes" are one favorite. */
export function favoriteNameKey(name: string): string {
  return normalizeFavoriteName(name).toLowerCase();
}

const favoriteName = (required: string, label: string, max: number) =>
  zText({ error: required, label })
    .transform(normalizeFavoriteName)
    .pipe(z.string().min(1, required).max(max, fieldTooLong(label, max)));

export const ZFavoriteDjInput = z.object(
  { dj_name: favoriteName(FAVORITE_MESSAGES.djNameRequired, 'DJ name', NAME_MAX_LENGTH) },
  { error: FAVORITE_MESSAGES.djNameRequired },
);
export type TFavoriteDjInput = z.infer<typeof ZFavoriteDjInput>;

export const ZFavoriteArtistInput = z.object(
  {
    artist_name: favoriteName(FAVORITE_MESSAGES.artistNameRequired, 'Artist name', ARTIST_NAME_MAX_LENGTH),
  },
  { error: FAVORITE_MESSAGES.artistNameRequired },
);
export type TFavoriteArtistInput = z.infer<typeof ZFavoriteArtistInput>;

/** A favorite DJ; dj_user_id and dj_slug point at the DJ's account and public page (/{slug}) when one matches. */
export const ZFavoriteDj = z.object({
  id: z.number(),
  dj_name: z.string(),
  dj_user_id: z.number().nullable(),
  dj_slug: z.string().nullable(),
});
export type TFavoriteDj = z.infer<typeof ZFavoriteDj>;

/** A favorite artist; dj_slug is the public page (/{slug}) of the Cuepoint DJ of that stage name, when one exists. */
export const ZFavoriteArtist = z.object({
  id: z.number(),
  artist_name: z.string(),
  dj_slug: z.string().nullable(),
});
export type TFavoriteArtist = z.infer<typeof ZFavoriteArtist>;
