import type { TBookingStatus, TOfferSide, TOfferStatus } from './booking-statuses.ts';
import { isFinalStatus, isOpenStatus, type TRequestStatus } from './states.ts';

/**
 * Where a request stands for the reader of a booking list (docs/product/booking-requests.md, "Inboxes"): the DJ's
 * inbox and the customer's bookings page fold every request into one of four groups, shown in this order, and
 * filter on them. No zod: lists import this on any screen.
 */

/** The DJ's inbox: answer these first, then the negotiations under way, the DJ's bookings, and what is over. */
export const DJ_INBOX_GROUPS = ['needs_answer', 'negotiating', 'booked', 'past'] as const;
export type TDjInboxGroup = (typeof DJ_INBOX_GROUPS)[number];

export const DJ_INBOX_GROUP_LABELS: Record<TDjInboxGroup, string> = {
  needs_answer: 'Needs answer',
  negotiating: 'Negotiating',
  booked: 'Booked',
  past: 'Past',
};

/** What of an inbox request the rule reads (GET /dj/booking-requests). */
export type TInboxGroupInput = {
  state: TRequestStatus;
  /** The event's start (ISO 8601) and its length in hours. */
  date: string;
  duration: number;
  /** When the request reached the DJ (ISO 8601). */
  reached_at: string;
  /** The booking this request became, when it is the DJ's. */
  booking_id: number | null;
  my_offer: { status: TOfferStatus; awaiting: TOfferSide | null; last_updated: string } | null;
};

const HOUR_MS = 3_600_000;

/** The event ended before `now`. */
function eventOver(request: { date: string; duration: number }, now: Date): boolean {
  const start = Date.parse(request.date);
  return Number.isFinite(start) && start + request.duration * HOUR_MS <= now.getTime();
}

/**
 * The group of one request in the DJ's inbox:
 * - past: the request is over (completed, expired, cancelled), its event ended, or another DJ was booked for it;
 * - needs_answer: the DJ can still accept, offer or decline (no live offer of the DJ's), a counter offer waits for
 *   the DJ, or the customer confirmed with other terms that the DJ must agree to;
 * - negotiating: the DJ's offer waits for the customer;
 * - booked: the DJ's booking of it waits for the customer's confirmation or is confirmed.
 */
export function djInboxGroup(request: TInboxGroupInput, now: Date): TDjInboxGroup {
  if (isFinalStatus(request.state) || request.state === 'draft' || eventOver(request, now)) return 'past';
  if (request.booking_id !== null)
    return request.state === 'awaiting_dj_agreement' ? 'needs_answer' : 'booked';
  // Accepted or confirmed without a booking of the DJ's: another DJ plays it.
  if (!isOpenStatus(request.state)) return 'past';
  const offer = request.my_offer;
  const live = offer !== null && (offer.status === 'pending' || offer.status === 'negotiating');
  if (live && offer.awaiting === 'customer') return 'negotiating';
  return 'needs_answer';
}

/** The latest thing that happened to the request for the DJ: it reached the DJ, or the DJ's offer moved. */
export function inboxActivityAt(request: Pick<TInboxGroupInput, 'reached_at' | 'my_offer'>): number {
  const reached = Date.parse(request.reached_at) || 0;
  const offer = request.my_offer ? Date.parse(request.my_offer.last_updated) || 0 : 0;
  return Math.max(reached, offer);
}

/** The inbox in its order: by group (DJ_INBOX_GROUPS), newest activity first within a group. */
export function sortDjInbox<T extends TInboxGroupInput & { id: number }>(
  requests: readonly T[],
  now: Date,
): Array<T & { group: TDjInboxGroup }> {
  const rank = (group: TDjInboxGroup) => DJ_INBOX_GROUPS.indexOf(group);
  return requests
    .map((request) => ({ ...request, group: djInboxGroup(request, now) }))
    .sort((a, b) => rank(a.group) - rank(b.group) || inboxActivityAt(b) - inboxActivityAt(a) || b.id - a.id);
}

/** The customer's bookings page: what waits for the customer, the requests DJs can still answer, bookings, past. */
export const CUSTOMER_REQUEST_GROUPS = ['to_confirm', 'open', 'booked', 'past'] as const;
export type TCustomerRequestGroup = (typeof CUSTOMER_REQUEST_GROUPS)[number];

export const CUSTOMER_REQUEST_GROUP_LABELS: Record<TCustomerRequestGroup, string> = {
  to_confirm: 'To confirm',
  open: 'Open',
  booked: 'Booked',
  past: 'Past',
};

/**
 * The group of one of the customer's requests:
 * - to_confirm: a DJ accepted and the booking waits for the customer's confirmation;
 * - open: DJs can still answer it (offers arrive here);
 * - booked: confirmed, or waiting for the DJ to agree to the customer's terms;
 * - past: completed, expired or cancelled, or its event ended.
 */
export function customerRequestGroup(
  request: {
    state: TRequestStatus;
    date: string;
    duration: number;
    booking_status?: TBookingStatus | null;
  },
  now: Date,
): TCustomerRequestGroup {
  if (isFinalStatus(request.state) || request.state === 'draft' || eventOver(request, now)) return 'past';
  if (isOpenStatus(request.state)) return 'open';
  if (request.state === 'accepted') return 'to_confirm';
  return 'booked';
}
