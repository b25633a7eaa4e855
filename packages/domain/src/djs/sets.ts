import { z } from 'zod';

export const SET_PLATFORMS = ['mixcloud', 'soundcloud', 'youtube', 'twitch', 'libsyn', 'other'] as const;
export type TSetPlatform = (typeof SET_PLATFORMS)[number];

export const SET_PLATFORM_LABELS: Record<TSetPlatform, string> = {
  mixcloud: 'Mixcloud',
  soundcloud: 'SoundCloud',
  youtube: 'YouTube',
  twitch: 'Twitch',
  libsyn: 'Libsyn',
  other: 'Web',
};

/** Spec 3 §9: the home player shows the 12 newest public sets; autoplay waits 600 ms after a move. */
export const LATEST_SETS_COUNT = 12;
export const PLAYER_AUTOPLAY_DELAY_MS = 600;

export const ZPublicDjSet = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  platform: z.enum(SET_PLATFORMS),
  external_url: z.string(),
  embed_html: z.string().nullable(),
  dj_name: z.string(),
  dj_slug: z.string(),
  dj_is_demo: z.boolean(),
  created_at: z.string(),
});
export type TPublicDjSet = z.infer<typeof ZPublicDjSet>;

export const ZPublicDjSetsQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(LATEST_SETS_COUNT),
});
