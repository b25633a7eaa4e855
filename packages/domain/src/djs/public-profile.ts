import { detectPlatform } from './embeds.ts';

/**
 * Rules of the public DJ profile (docs/product/djs.md), free of schema
 * code: the page is often a visitor's first load.
 */

/** docs/product/djs.md: a set is shown when is_public is absent, null or truthy. */
export function isShownPublicSet(set: { is_public?: boolean | null | undefined }): boolean {
  return set.is_public === undefined || set.is_public === null || Boolean(set.is_public);
}

/** The players a profile set plays in; libsyn keeps its own player (a SoundCloud widget cannot play it). */
export const PROFILE_PLAYER_TYPES = ['mixcloud', 'soundcloud', 'youtube', 'twitch', 'libsyn'] as const;
export type TProfilePlayerType = (typeof PROFILE_PLAYER_TYPES)[number];

function asPlayerType(value: string | null | undefined): TProfilePlayerType | undefined {
  return (PROFILE_PLAYER_TYPES as readonly string[]).includes(value ?? '')
    ? (value as TProfilePlayerType)
    : undefined;
}

/**
 * docs/product/djs.md: the player type from the set's platform, else from its URL, as mixcloud, soundcloud, youtube or
 * twitch, with soundcloud as the fallback.
 */
export function profilePlayerType(
  platform: string | null | undefined,
  externalUrl: string | null | undefined,
): TProfilePlayerType {
  return (
    asPlayerType(platform) ?? asPlayerType(externalUrl ? detectPlatform(externalUrl) : null) ?? 'soundcloud'
  );
}

/** How a set plays: its uploaded file, a platform's player, or only its tracklist. */
export type TSetPlayback =
  | { kind: 'media'; element: 'audio' | 'video'; url: string; mimeType: string }
  | { kind: 'embed'; player: TProfilePlayerType; url: string }
  | { kind: 'tracklist' };

export function setPlayback(set: {
  platform?: string | null;
  external_url?: string | null;
  media?: { url: string; mime_type: string } | null;
}): TSetPlayback {
  if (set.media?.url) {
    const element = set.media.mime_type.toLowerCase().startsWith('video/') ? 'video' : 'audio';
    return { kind: 'media', element, url: set.media.url, mimeType: set.media.mime_type };
  }
  if (set.external_url) {
    return {
      kind: 'embed',
      player: profilePlayerType(set.platform, set.external_url),
      url: set.external_url,
    };
  }
  return { kind: 'tracklist' };
}

/** The longest description a profile page puts into its meta tags and link previews. */
export const DJ_DESCRIPTION_MAX_LENGTH = 200;

type DescriptionInput = {
  stage_name: string;
  bio: string;
  genres: readonly string[];
  location?: { city: string | null } | null;
};

/**
 * The page's description: the bio on one line, cut at a word under 200 characters; a profile without a bio is
 * described by its genres and city.
 */
export function djProfileDescription(profile: DescriptionInput): string {
  const bio = profile.bio.replace(/\s+/g, ' ').trim();
  if (bio) {
    if (bio.length <= DJ_DESCRIPTION_MAX_LENGTH) return bio;
    const cut = bio.slice(0, DJ_DESCRIPTION_MAX_LENGTH - 1);
    const atWord =
      cut.lastIndexOf(' ') > DJ_DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
    return `${atWord.replace(/[\s,.;:!?-]+$/, '')}…`;
  }
  const genres = profile.genres.length ? ` playing ${profile.genres.join(', ')}` : '';
  const city = profile.location?.city ? ` based in ${profile.location.city}` : '';
  return `${profile.stage_name} is a DJ${genres}${city}. Listen to their sets and book them on Cuepoint.`;
}

/**
 * Where "Book this DJ" takes a signed-in user (docs/product/djs.md): a venue to its booking form, anyone else
 * to the enthusiast dashboard, both carrying the DJ. Undefined for a visitor, who is offered sign-up instead.
 */
export function bookDjDestination(userType: string | null | undefined, djId: number): string | undefined {
  if (!userType) return undefined;
  return userType === 'venue'
    ? `/venue-dashboard/book-dj?dj_id=${djId}`
    : `/enthusiast-dashboard?dj_id=${djId}`;
}
