import { z } from 'zod';
import { EXTENDED_CURRENCIES } from '../catalog/currencies.ts';
import type { TBookingStatus } from '../booking/booking-api.ts';

/**
 * The venue dashboard's Venue Analytics card (docs/product/venues.md), computed from the venue's own events, the DJs it
 * booked through Cuepoint and its favorites. The spec's estimated revenue is events × 350 "in dollars"; here it is in
 * the venue's own currency, the one its budgets and tickets use.
 */

/**
 * A venue's bookings that count as its events: booked (confirmed) or played (completed). A request, an offer, a
 * booking awaiting confirmation and one cancelled or expired are no event. A booking whose event starts at the same
 * instant as one of the venue's own events is that event, counted once.
 */
export const ANALYTICS_BOOKING_STATUSES = [
  'confirmed',
  'completed',
] as const satisfies readonly TBookingStatus[];

export const ESTIMATED_REVENUE_PER_EVENT = 350;
export const ANALYTICS_MONTHS = 12;

export const ZEventsInMonth = z.object({ month: z.string(), count: z.number() });
export type TEventsInMonth = z.infer<typeof ZEventsInMonth>;

export const ZVenueAnalytics = z.object({
  /** The venue's own events and its bookings (ANALYTICS_BOOKING_STATUSES). */
  total_events: z.number(),
  co_streamed_events: z.number(),
  /** Events whose DJ plays remotely (is_remote, or a remote booking). */
  remote_djs: z.number(),
  favorite_djs: z.number(),
  /** Whole minutes; 0 without events. */
  average_duration_minutes: z.number(),
  /** total_events × 350, in `currency`. */
  estimated_revenue: z.number(),
  currency: z.enum(EXTENDED_CURRENCIES),
  app_id: z.string(),
  /** The last 12 months, oldest first, ending with the current one; months without events count 0. */
  events_per_month: z.array(ZEventsInMonth),
});
export type TVenueAnalytics = z.infer<typeof ZVenueAnalytics>;

export function estimatedRevenue(events: number): number {
  return events * ESTIMATED_REVENUE_PER_EVENT;
}

/** The `count` months ("YYYY-MM") ending with the month of `today` ("YYYY-MM-DD"), oldest first. */
export function lastMonths(today: string, count = ANALYTICS_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + month - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The dates from the first day of month `first` up to (not including) the first day after month `last`. */
export function monthRange(first: string, last: string): { from: string; until: string } {
  const year = Number(last.slice(0, 4));
  const month = Number(last.slice(5, 7));
  const after = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: `${first}-01`, until: `${after}-01` };
}

/** Counts per month over the given months, 0 for a month without events. */
export function fillMonths(months: readonly string[], counts: ReadonlyMap<string, number>): TEventsInMonth[] {
  return months.map((month) => ({ month, count: counts.get(month) ?? 0 }));
}
