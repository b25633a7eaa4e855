import { z } from 'zod';
import { zText } from '../text/safe-text.ts';

/**
 * GET /discover/djs: browse DJs by genre and by where they play (the enthusiast's Discover tab). Local: the DJ is
 * in the caller's city now, or travels there; remote: the DJ plays remote venues or private remote events.
 */

export const DISCOVER_MODES = ['all', 'local', 'remote'] as const;
export type TDiscoverMode = (typeof DISCOVER_MODES)[number];
export const DISCOVER_DEFAULT_LIMIT = 20;
export const DISCOVER_MAX_LIMIT = 50;
export const DISCOVER_MAX_OFFSET = 10_000;

export const DISCOVER_MESSAGES = {
  mode: 'The mode must be all, local or remote',
  limit: `The limit must be a whole number from 1 to ${DISCOVER_MAX_LIMIT}`,
  offset: `The offset must be a whole number from 0 to ${DISCOVER_MAX_OFFSET}`,
  cityRequired: 'Choose your city to find local DJs',
  /** The exact words users meet (docs/product/matchmaking.md): the empty result. */
  empty: 'No DJs found matching your filter criteria.',
} as const;

export const ZDiscoverDjsQuery = z.object({
  genre: zText({ label: 'Genre' }).trim().max(100, 'Genre can be at most 100 characters').optional(),
  mode: z.preprocess(
    (value) => (value === undefined || value === '' ? 'all' : value),
    z.enum(DISCOVER_MODES, { error: DISCOVER_MESSAGES.mode }),
  ),
  city: zText({ label: 'City' }).trim().max(100, 'City can be at most 100 characters').optional(),
  country: zText({ label: 'Country' }).trim().max(60, 'Country can be at most 60 characters').optional(),
  limit: z.coerce
    .number({ error: DISCOVER_MESSAGES.limit })
    .int(DISCOVER_MESSAGES.limit)
    .min(1, DISCOVER_MESSAGES.limit)
    .max(DISCOVER_MAX_LIMIT, DISCOVER_MESSAGES.limit)
    .default(DISCOVER_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: DISCOVER_MESSAGES.offset })
    .int(DISCOVER_MESSAGES.offset)
    .min(0, DISCOVER_MESSAGES.offset)
    .max(DISCOVER_MAX_OFFSET, DISCOVER_MESSAGES.offset)
    .default(0),
});
export type TDiscoverDjsQuery = z.infer<typeof ZDiscoverDjsQuery>;

export const ZDiscoveredDj = z.object({
  user_id: z.number(),
  stage_name: z.string(),
  slug: z.string(),
  profile_image_url: z.string().nullable(),
  genres: z.array(z.string()),
  city: z.string().nullable(),
  country: z.string().nullable(),
  accepts_remote: z.boolean(),
  hourly_rate_min: z.number(),
  currency: z.string(),
});
export type TDiscoveredDj = z.infer<typeof ZDiscoveredDj>;

export const ZDiscoverDjsAnswer = z.object({ djs: z.array(ZDiscoveredDj), total: z.number() });
export type TDiscoverDjsAnswer = z.infer<typeof ZDiscoverDjsAnswer>;
