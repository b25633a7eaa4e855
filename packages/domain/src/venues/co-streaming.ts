import { z } from 'zod';
import { zText } from '../text/safe-text.ts';

/**
 * Co-streaming (docs/product/venues.md): a co-streamed event is sent to other venues, each a destination with a price
 * that the receiving venue approves or declines. Answers of the co-stream calls.
 */

export const CO_STREAM_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TCoStreamStatus = (typeof CO_STREAM_STATUSES)[number];
export const CO_STREAM_DECISIONS = { approve: 'approved', decline: 'declined' } as const;
export type TCoStreamDecision = keyof typeof CO_STREAM_DECISIONS;

export const CO_STREAM_MESSAGES = {
  notFound: 'Co-stream invitation not found',
  onlyReceiver: 'Only the receiving venue can approve or decline a co-stream invitation',
  eventOver: 'This event has already taken place',
  searchTooLong: 'Search text can be at most 100 characters',
} as const;

/** 409 for a destination already decided: 'This co-stream invitation has already been approved'. */
export function alreadyDecidedMessage(status: TCoStreamStatus): string {
  return `This co-stream invitation has already been ${status}`;
}

/** Whether a destination in `status` can still be decided (only a pending one can). */
export function canDecide(status: TCoStreamStatus): boolean {
  return status === 'pending';
}

/** A destination as the host's event lists it. */
export const ZCoStreamDestination = z.object({
  id: z.number(),
  venue_user_id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  price: z.number(),
  status: z.enum(CO_STREAM_STATUSES),
});
export type TCoStreamDestination = z.infer<typeof ZCoStreamDestination>;

/** POST /venue/co-stream-destinations/{id}/approve|decline: the destination as decided. */
export const ZDecidedCoStreamDestination = ZCoStreamDestination.extend({
  event_id: z.number(),
  currency: z.string(),
  decided_at: z.string().nullable(),
});
export type TDecidedCoStreamDestination = z.infer<typeof ZDecidedCoStreamDestination>;

export const ZCoStreamVenue = z.object({
  venue_user_id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type TCoStreamVenue = z.infer<typeof ZCoStreamVenue>;

/** GET /venue/co-stream-opportunities: a destination this venue receives, with the event and the host venue. */
export const ZCoStreamOpportunity = z.object({
  id: z.number(),
  status: z.enum(CO_STREAM_STATUSES),
  price: z.number(),
  currency: z.string(),
  decided_at: z.string().nullable(),
  event: z.object({
    id: z.number(),
    title: z.string(),
    event_date: z.string(),
    event_time: z.string(),
    timezone: z.string(),
    starts_at: z.string(),
    dj_name: z.string(),
    description: z.string(),
    duration: z.string(),
    flyer_image: z.string().nullable(),
    co_stream_djs: z.array(z.object({ dj_name: z.string(), start_time: z.string(), duration: z.string() })),
  }),
  host: ZCoStreamVenue,
});
export type TCoStreamOpportunity = z.infer<typeof ZCoStreamOpportunity>;

export const CO_STREAM_VENUES_LIMIT = 20;

/** GET /venue/co-stream-venues?q=: venues whose name or city contains q (all when blank). */
export const ZCoStreamVenueQuery = z.object({
  q: zText({ label: 'Search text' })
    .trim()
    .max(100, CO_STREAM_MESSAGES.searchTooLong)
    .optional()
    .transform((value) => value ?? ''),
});
