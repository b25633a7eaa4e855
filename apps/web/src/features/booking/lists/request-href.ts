import type { TBookingAudience } from '../booking-api.ts';

/** Where each customer's booking requests are listed. */
export const REQUEST_LISTS: Record<TBookingAudience, string> = {
  venue: '/venue-dashboard?tab=bookings',
  enthusiast: '/enthusiast-dashboard?tab=events',
};

/** The list item's anchor: where a link to one request lands. */
export const requestAnchor = (id: number) => `booking-request-${id}`;

/** A link to one of the customer's requests in their list. */
export const requestHref = (audience: TBookingAudience, id: number) =>
  `${REQUEST_LISTS[audience]}#${requestAnchor(id)}`;
