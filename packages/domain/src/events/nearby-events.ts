import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { MAX_DISTANCE_KM } from '../catalog/great-circle.ts';
import { socialLinkUrl } from '../djs/social-link-urls.ts';

/**
 * GET /events/nearby (docs/product/venues.md): venues' public events and DJs' announced sets around a city, with their
 * great-circle distance. Coming events nearest first, then soonest; past=1 gives the ended ones, newest first.
 */

export const NEARBY_DEFAULT_LIMIT = 20;
export const NEARBY_MAX_LIMIT = 100;
/** How far "near" reaches unless the caller says otherwise (km). */
export const NEARBY_DEFAULT_RADIUS_KM = 1000;
/** What a DJ's announced set, streamed from wherever the DJ is, shows as its venue. */
export const STREAM_VENUE_NAME = 'Live stream';

export const NEARBY_MESSAGES = {
  limit: `The limit must be a whole number from 1 to ${NEARBY_MAX_LIMIT}`,
  radius: 'The radius (radius_km) must be a number of km from 1 to 20000',
  past: 'The past parameter must be 1 or 0',
  cityRequired: 'Please choose a city to see the events near it',
} as const;

const flag = z.preprocess(
  (value) => (value === undefined || value === '' ? '0' : value),
  z
    .enum(['0', '1', 'true', 'false'], { error: NEARBY_MESSAGES.past })
    .transform((v) => v === '1' || v === 'true'),
);

export const ZNearbyEventsQuery = z.object({
  city: zText({ label: 'City' }).trim().max(100, 'City can be at most 100 characters').optional(),
  country: zText({ label: 'Country' }).trim().max(60, 'Country can be at most 60 characters').optional(),
  limit: z.coerce
    .number({ error: NEARBY_MESSAGES.limit })
    .int(NEARBY_MESSAGES.limit)
    .min(1, NEARBY_MESSAGES.limit)
    .max(NEARBY_MAX_LIMIT, NEARBY_MESSAGES.limit)
    .default(NEARBY_DEFAULT_LIMIT),
  past: flag,
  radius_km: z.coerce
    .number({ error: NEARBY_MESSAGES.radius })
    .min(1, NEARBY_MESSAGES.radius)
    .max(Math.floor(MAX_DISTANCE_KM), NEARBY_MESSAGES.radius)
    .default(NEARBY_DEFAULT_RADIUS_KM),
});
export type TNearbyEventsQuery = z.infer<typeof ZNearbyEventsQuery>;

export const LISTED_EVENT_TYPES = ['live', 'stream'] as const;

export const ZListedEvent = z.object({
  /** "venue-12" for a venue's event, "dj-7" for a DJ's announced set. */
  id: z.string(),
  title: z.string(),
  dj_name: z.string(),
  venue_name: z.string(),
  event_type: z.enum(LISTED_EVENT_TYPES),
  /** The start, ISO. */
  date: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** km, one decimal; null when the place is not in the gazetteer. */
  distance: z.number().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  stream_url: z.string().nullable(),
  ticket_url: z.string().nullable(),
  /** The DJ's public page (/{slug}) for an announced set; null for a venue's event. */
  dj_slug: z.string().nullable(),
});
export type TListedEvent = z.infer<typeof ZListedEvent>;

/** Coming: nearest first (unknown distances last), then soonest. Past: newest first, then nearest. */
export function compareListedEvents(past: boolean) {
  const distance = (event: TListedEvent) => event.distance ?? Number.POSITIVE_INFINITY;
  const start = (event: TListedEvent) => Date.parse(event.date);
  return (a: TListedEvent, b: TListedEvent): number => {
    const byDistance = distance(a) - distance(b) || 0;
    const byTime = past ? start(b) - start(a) : start(a) - start(b);
    return (past ? byTime || byDistance : byDistance || byTime) || a.id.localeCompare(b.id);
  };
}

/** Where a DJ's announced set can be watched: the DJ's live-streaming channel (Twitch, YouTube, Mixcloud), if any. */
export const STREAM_PLATFORMS = ['twitch', 'youtube', 'mixcloud'] as const;

export function announcedSetStreamUrl(socialLinks: Record<string, unknown>): string | null {
  for (const platform of STREAM_PLATFORMS) {
    const url = socialLinkUrl(platform, socialLinks[platform]);
    if (url) return url;
  }
  return null;
}
