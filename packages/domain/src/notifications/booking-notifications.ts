import { formatMoney, isExtendedCurrency } from '../catalog/currencies.ts';
import type { TNotificationAudience, TNotificationCategory } from './preferences.ts';
import { trustNotifications } from '../trust/trust-notifications.ts';
import { BOOKING_MESSAGES } from '../booking/booking-api.ts';
import { cardRescueNotifications, isCardRescueEvent, secureByOf } from './card-rescue-notifications.ts';
import { isTermsEvent, termsNotifications } from './terms-notifications.ts';

/**
 * Who hears about each booking outbox event (decision record 025/029 event types), under which preference category,
 * with which words. Pure: the server gathers the facts (the request, names, the DJs a share reached) and stores the
 * drafts. The party that made a move is not told about its own move.
 */

/** The facts the server reads for one outbox row. */
export type TBookingEventFacts = {
  eventId: number;
  type: string;
  payload: Record<string, unknown>;
  request: {
    id: number;
    customerUserId: number;
    customerRole: 'venue' | 'enthusiast';
    description: string;
    eventAt: Date;
    eventTimezone: string;
    currency: string;
    /** The DJ the request was aimed at (null: open). */
    targetDjId: number | null;
    /** The customer's display name, as the DJ's inbox shows it; 'The customer' without one. */
    customerName?: string | null;
  };
  /** Stage names of the DJs the event names (dj_id, the booking's DJ, those reached). */
  djNames: ReadonlyMap<number, string>;
  /** DJs the request reached at this event's instant (a submit or a share). */
  reachedDjIds: readonly number[];
  /** The booking the event concerns (payload, or the request's live booking), and its DJ. */
  booking: { id: number; djUserId: number } | null;
};

export type TNotificationDraft = {
  userId: number;
  audience: TNotificationAudience;
  category: TNotificationCategory;
  /** What happened, for tests, logs and icons: 'new_request', 'offer_made', … */
  kind: string;
  title: string;
  body: string;
  /** A path on this site. */
  url: string;
};

type Actor = { role?: unknown; userId?: unknown; djId?: unknown };

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^[0-9]{1,9}$/.test(value)
      ? Number(value)
      : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * The event's date and time as the customer gave it, in its own zone and naming it: "Sat, Nov 14, 9:00 PM GMT+1"
 * (a DJ elsewhere, or a reader whose app shows another zone, knows which 9 PM).
 */
export function eventWhen(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  }
}

/** A description as a short quote for titles and e-mail subjects. */
export function shortDescription(description: string, max = 60): string {
  const oneLine = description.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}

/** Where each party follows a request or booking. */
export const NOTIFICATION_URLS = {
  booking: (id: number) => `/bookings/${id}`,
  confirmBooking: (id: number) => `/bookings/${id}/confirm`,
  djInbox: '/dj-dashboard',
  customerRequests: (role: 'venue' | 'enthusiast') =>
    role === 'venue' ? '/venue-dashboard?tab=bookings' : '/enthusiast-dashboard?tab=events',
  settings: (audience: TNotificationAudience) =>
    audience === 'venue'
      ? '/venue-dashboard?tab=settings'
      : audience === 'enthusiast'
        ? '/enthusiast-dashboard?tab=settings'
        : '/dj-dashboard',
} as const;

export function bookingNotifications(facts: TBookingEventFacts): TNotificationDraft[] {
  const { type, payload, request, booking } = facts;
  const actor = (payload['actor'] ?? {}) as Actor;
  const actorRole = typeof actor.role === 'string' ? actor.role : 'system';
  const djId = num(payload['dj_id']) ?? booking?.djUserId ?? null;
  const djName = (id: number | null) => (id !== null ? facts.djNames.get(id) : undefined) ?? 'A DJ';
  const when = eventWhen(request.eventAt, request.eventTimezone);
  const what = shortDescription(request.description);
  const customerAudience: TNotificationAudience = request.customerRole;
  const customerUrl = booking
    ? NOTIFICATION_URLS.booking(booking.id)
    : NOTIFICATION_URLS.customerRequests(request.customerRole);
  const djUrl = booking ? NOTIFICATION_URLS.booking(booking.id) : NOTIFICATION_URLS.djInbox;
  const amount = num(payload['amount_minor']);
  const currency = text(payload['currency']) ?? request.currency;
  const money = amount !== null && isExtendedCurrency(currency) ? formatMoney(amount, currency) : null;
  const reason = text(payload['reason']);
  const withReason = (body: string) => (reason ? `${body} Reason: ${reason}` : body);
  const customerName = request.customerName?.trim() || null;
  // Named as the DJ's inbox names them; the role's noun without a name.
  const customerNoun = customerName ?? (request.customerRole === 'venue' ? 'A venue' : 'A music enthusiast');
  const theCustomer = customerName ?? 'The customer';
  const theCustomerInText = customerName ?? 'the customer';

  const toCustomer = (
    category: TNotificationCategory,
    kind: string,
    title: string,
    body: string,
    url = customerUrl,
  ): TNotificationDraft => ({
    userId: request.customerUserId,
    audience: customerAudience,
    category,
    kind,
    title,
    body,
    url,
  });
  const toDj = (
    userId: number,
    category: TNotificationCategory,
    kind: string,
    title: string,
    body: string,
    url = djUrl,
  ): TNotificationDraft => ({ userId, audience: 'dj', category, kind, title, body, url });

  if (isCardRescueEvent(type, payload))
    return cardRescueNotifications(facts, {
      when,
      djName: djName(djId),
      customerName,
      secureBy: eventWhen(secureByOf(request.eventAt), request.eventTimezone),
      customerUrl,
    });

  if (isTermsEvent(type))
    return termsNotifications({
      type,
      booking,
      when,
      djName: djName(djId),
      theCustomer,
      reason,
      toCustomer: (kind, title, body) => toCustomer('bookingUpdates', kind, title, body),
      toDj: (userId, kind, title, body) => toDj(userId, 'bookingUpdates', kind, title, body),
    });
  switch (type) {
    case 'booking_request.submitted':
    case 'booking_request.reached_new_djs':
    case 'booking_request.shared': {
      const drafts = facts.reachedDjIds.map((id) =>
        toDj(
          id,
          'bookingUpdates',
          'new_request',
          'New booking request',
          `${customerNoun} wants to book you for ${when}: "${what}". Answer it in your dashboard.`,
          NOTIFICATION_URLS.djInbox,
        ),
      );
      if (type === 'booking_request.shared' && facts.reachedDjIds.length > 0)
        drafts.push(
          toCustomer(
            'requestResponses',
            'request_shared',
            'Your request reached more DJs',
            `Your booking request for ${when} is now open to ${facts.reachedDjIds.length === 1 ? '1 similar DJ' : `${facts.reachedDjIds.length} similar DJs`}.`,
          ),
        );
      return drafts;
    }
    case 'booking_request.declined':
      // Only the DJ the request was aimed at declining is news for the customer; others just leave its inbox.
      if (djId === null || djId !== request.targetDjId) return [];
      return [
        toCustomer(
          'requestResponses',
          'request_declined',
          `${djName(djId)} declined your request`,
          `Your booking request for ${when} goes to similar DJs instead.`,
        ),
      ];
    case 'booking_request.accepted': {
      if (actorRole === 'customer') {
        if (djId === null) return [];
        return [
          toDj(
            djId,
            'requestResponses',
            'offer_accepted',
            'Your offer was accepted',
            `${theCustomer} accepted your offer${money ? ` of ${money}` : ''} for ${when}. They confirm the contract next.`,
          ),
        ];
      }
      return [
        toCustomer(
          'requestResponses',
          'request_accepted',
          `${djName(djId)} accepted your request`,
          `Confirm the booking for ${when} to secure it.`,
          booking ? NOTIFICATION_URLS.confirmBooking(booking.id) : customerUrl,
        ),
      ];
    }
    case 'booking_request.confirmed':
      if (djId === null && !booking) return [];
      return [
        toDj(
          booking?.djUserId ?? (djId as number),
          'bookingUpdates',
          'booking_confirmed',
          'Booking confirmed',
          `The booking for ${when} is confirmed: "${what}".`,
        ),
      ];
    case 'booking_request.captured': {
      const drafts = [
        toCustomer(
          'bookingUpdates',
          'payment_captured',
          'Your booking is paid',
          `Your card was charged ${money ? `${money} ` : ''}for the booking on ${when}.`,
        ),
      ];
      if (booking)
        drafts.push(
          toDj(
            booking.djUserId,
            'bookingUpdates',
            'payment_captured',
            'Your booking is paid',
            `${customerName ? `${customerName}'s` : "The customer's"} card was charged for ${when}; your payouts follow the contract's payment terms.`,
          ),
        );
      return drafts;
    }
    case 'booking_request.expired': {
      const drafts = [
        toCustomer(
          'bookingUpdates',
          'request_expired',
          'Your booking request expired',
          `Your request for ${when} expired without a confirmed booking; nothing was charged.`,
        ),
      ];
      if (booking)
        drafts.push(
          toDj(
            booking.djUserId,
            'bookingUpdates',
            'request_expired',
            'A booking expired',
            `The booking for ${when} expired before it was confirmed.`,
          ),
        );
      return drafts;
    }
    case 'booking_request.cancelled': {
      // The customer cancelled an open request: the DJ it was aimed at, while it still waited for them, is told; so
      // is the DJ whose acceptance waited for the customer's confirmation.
      const from = (payload['from'] ?? {}) as { status?: unknown };
      if (
        actorRole === 'customer' &&
        (from.status === 'accepted' || from.status === 'awaiting_dj_agreement') &&
        booking
      )
        return [
          toDj(
            booking.djUserId,
            'bookingUpdates',
            'request_cancelled',
            'A booking request was cancelled',
            withReason(`${theCustomer} withdrew the request for ${when} before confirming your booking.`),
          ),
        ];
      const targeted = request.targetDjId;
      if (actorRole !== 'customer' || targeted === null || from.status !== 'routed_to_dj') return [];
      return [
        toDj(
          targeted,
          'bookingUpdates',
          'request_cancelled',
          'A booking request was cancelled',
          withReason(`The request for ${when} was cancelled by ${theCustomerInText}.`),
          NOTIFICATION_URLS.djInbox,
        ),
      ];
    }
    case 'booking.cancelled': {
      if (actorRole === 'customer') {
        if (!booking) return [];
        return [
          toDj(
            booking.djUserId,
            'bookingUpdates',
            'booking_cancelled',
            'Booking cancelled',
            withReason(`${theCustomer} cancelled the booking for ${when}.`),
          ),
        ];
      }
      if (actorRole === 'dj')
        return [
          toCustomer(
            'bookingUpdates',
            'booking_cancelled',
            `${djName(djId)} cancelled the booking`,
            withReason(`The booking for ${when} was cancelled; your request is open to similar DJs again.`),
          ),
        ];
      return [];
    }
    case 'booking.payout_paid':
    case 'booking.payout_failed': {
      if (djId === null) return [];
      const paid = type === 'booking.payout_paid';
      // Not a failure to the DJ: the payout waits for an account and is sent once one is connected.
      if (!paid && reason === BOOKING_MESSAGES.payoutAccountMissing)
        return [
          toDj(
            djId,
            'bookingUpdates',
            'payout_failed',
            'Connect a payout account',
            `${money ?? 'Your payout'} for the booking on ${when} waits for your payout account: connect one on your dashboard and it is sent at once.`,
          ),
        ];
      return [
        toDj(
          djId,
          'bookingUpdates',
          paid ? 'payout_paid' : 'payout_failed',
          paid ? 'Payout sent' : 'Payout failed',
          paid
            ? `${money ?? 'Your payout'} for the booking on ${when} is on its way to your account.`
            : withReason(`The payout for the booking on ${when} could not be sent.`),
        ),
      ];
    }
    case 'offer.made':
      return [
        toCustomer(
          'requestResponses',
          'offer_made',
          `New offer from ${djName(djId)}`,
          `${djName(djId)} offers to play ${when}${money ? ` for ${money}` : ''}.`,
        ),
      ];
    case 'offer.countered': {
      const awaiting = payload['awaiting'];
      if (awaiting === 'customer')
        return [
          toCustomer(
            'requestResponses',
            'offer_countered',
            `${djName(djId)} sent a counter offer`,
            `New proposal for ${when}${money ? `: ${money}` : ''}.`,
          ),
        ];
      if (awaiting === 'dj' && djId !== null)
        return [
          toDj(
            djId,
            'requestResponses',
            'offer_countered',
            'Counter offer received',
            `${theCustomer} proposes ${money ?? 'a new amount'} for ${when}.`,
          ),
        ];
      return [];
    }
    case 'offer.declined':
      if (actorRole === 'customer' && djId !== null)
        return [
          toDj(
            djId,
            'requestResponses',
            'offer_declined',
            'Your offer was declined',
            withReason(`${theCustomer} declined your offer for ${when}.`),
          ),
        ];
      if (actorRole === 'dj')
        return [
          toCustomer(
            'requestResponses',
            'offer_declined',
            `${djName(djId)} declined your counter offer`,
            `The offer for ${when} is closed.`,
          ),
        ];
      return [];
    case 'offer.withdrawn': {
      if (actorRole === 'dj')
        return [
          toCustomer(
            'requestResponses',
            'offer_withdrawn',
            `${djName(djId)} withdrew their offer`,
            `The offer for ${when} is no longer available.`,
          ),
        ];
      // Closed because its DJ was booked for another event at that time: the customer loses the offer.
      if (payload['close_reason'] === 'dj_booked_then')
        return [
          toCustomer(
            'requestResponses',
            'offer_withdrawn',
            `${djName(djId)}'s offer was withdrawn`,
            `${djName(djId)} was booked for another event at that time: the offer for ${when} is no longer available.`,
          ),
        ];
      // Closed by the system: the request was booked with another DJ, cancelled or expired. The DJ who accepted as
      // asked closed its own offer.
      const acceptedAsAsked = booking !== null && booking.djUserId === djId;
      if (djId === null || acceptedAsAsked) return [];
      return [
        toDj(
          djId,
          'requestResponses',
          'offer_closed',
          'Your offer was closed',
          reason ?? `The request for ${when} is no longer open.`,
          NOTIFICATION_URLS.djInbox,
        ),
      ];
    }
    default:
      // offer.accepted is told by the request's acceptance; the rest (authorized, reauthorized, completed, …) are
      // steps the party made itself or that need nothing from anyone. Messages, reviews and disputes: trust/.
      return trustNotifications(facts, when);
  }
}
