import type { QueryKey } from '@tanstack/react-query';

/**
 * The first element of every query key a booking or offer change can make stale. Live updates invalidate the queries
 * whose key starts with one of them; every new query of bookings, offers and payouts starts with one.
 * - 'booking-requests': the customer's lists (bookingRequestsKey in features/booking/booking-api.ts)
 * - 'dj-dashboard': the DJ's dashboard, its inbox included (DJ_BOOKING_REQUESTS_KEY)
 * - 'bookings', 'offers', 'dj-payouts'
 */
export const LIVE_QUERY_ROOTS = [
  'booking-requests',
  'dj-dashboard',
  'bookings',
  'offers',
  'dj-payouts',
] as const;
export type TLiveQueryRoot = (typeof LIVE_QUERY_ROOTS)[number];

const roots: ReadonlySet<unknown> = new Set(LIVE_QUERY_ROOTS);

/** Whether a change may make this query stale. */
export function isLiveQueryKey(key: QueryKey): boolean {
  return roots.has(key[0]);
}
