import { formatMoney, isExtendedCurrency } from '../catalog/currencies.ts';
import type { TNotificationAudience, TNotificationCategory } from './preferences.ts';

/** The facts, the words and the addressing shared by the booking notifications of every event family. */

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

export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^[0-9]{1,9}$/.test(value)
      ? Number(value)
      : null;
export const text = (value: unknown): string | null =>
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

/** What every family's notices read: the facts and the words and addresses derived from them once. */
export type TNotice = ReturnType<typeof noticeOf>;

/** A family's notices by event type. */
export type TNoticeTable = Record<string, (notice: TNotice) => TNotificationDraft[]>;

/** One notice for several event types. */
export function each(types: readonly string[], notice: TNoticeTable[string]): TNoticeTable {
  return Object.fromEntries(types.map((type) => [type, notice]));
}

export function noticeOf(facts: TBookingEventFacts) {
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
  return {
    facts,
    type,
    payload,
    request,
    booking,
    actor,
    actorRole,
    djId,
    djName,
    when,
    what,
    customerAudience,
    customerUrl,
    djUrl,
    amount,
    currency,
    money,
    reason,
    withReason,
    customerName,
    customerNoun,
    theCustomer,
    theCustomerInText,
    toCustomer,
    toDj,
  };
}
