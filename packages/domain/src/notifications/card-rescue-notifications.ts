import { CARD_RESCUE_MESSAGES } from '../booking/card-rescue.ts';
import { expiresAt } from '../booking/schedule.ts';
import type { TBookingEventFacts, TNotificationDraft } from './notification-parts.ts';

/**
 * Who hears about a saved card that failed and its rescue (decision record 028): the customer at once with the way
 * to secure the booking, and again at T−48 h; the DJ that the booking is at risk and when it is released, then that
 * it was secured or released; both the true reason of a release. Drafts for the events this file handles; the caller
 * (booking-notifications.ts) asks only for those.
 */

type Snapshot = { status?: unknown; payment?: unknown };

/** The events whose drafts this file writes, given their payload. */
export function isCardRescueEvent(type: string, payload: Record<string, unknown>): boolean {
  const from = (payload['from'] ?? {}) as Snapshot;
  const to = (payload['to'] ?? {}) as Snapshot;
  switch (type) {
    case 'booking_request.authorization_failed':
    case 'booking_request.authorization_reminder':
      return true;
    case 'booking_request.authorized':
    case 'booking_request.reauthorized':
      return from.payment === 'failed' && to.payment !== 'failed';
    case 'booking_request.expired':
      return payload['reason'] === CARD_RESCUE_MESSAGES.releasedReason;
    default:
      return false;
  }
}

export function cardRescueNotifications(
  facts: TBookingEventFacts,
  words: { when: string; djName: string; customerName: string | null; secureBy: string; customerUrl: string },
): TNotificationDraft[] {
  const { type, payload, request, booking } = facts;
  const { when, djName, customerName, secureBy, customerUrl } = words;
  const reason =
    typeof payload['reason'] === 'string' && payload['reason'].trim() ? payload['reason'].trim() : null;
  const to = (payload['to'] ?? {}) as Snapshot;
  const theCustomers = customerName ? `${customerName}'s` : "The customer's";
  const customer = (kind: string, title: string, body: string): TNotificationDraft => ({
    userId: request.customerUserId,
    audience: request.customerRole,
    category: 'bookingUpdates',
    kind,
    title,
    body,
    url: customerUrl,
  });
  const dj = (kind: string, title: string, body: string): TNotificationDraft[] =>
    booking
      ? [
          {
            userId: booking.djUserId,
            audience: 'dj',
            category: 'bookingUpdates',
            kind,
            title,
            body,
            url: `/bookings/${booking.id}`,
          },
        ]
      : [];

  switch (type) {
    case 'booking_request.authorization_failed': {
      // A request that closed meanwhile keeps its payment: nothing to secure any more.
      if (to.payment !== 'failed') return [];
      const what = booking ? `the booking with ${djName} on ${when}` : `your booking request for ${when}`;
      return [
        customer(
          'payment_failed',
          'Payment authorization failed',
          `Your card could not be authorized for ${what}.${reason ? ` Reason: ${reason}` : ''} Secure it by ${secureBy}: confirm your card or use another one. Otherwise it is released.`,
        ),
        ...dj(
          'booking_at_risk',
          CARD_RESCUE_MESSAGES.atRiskTitle,
          `${theCustomers} card could not be authorized for the booking on ${when}. They have been asked to secure it; if it is not secured by ${secureBy}, the booking is released and you are told.`,
        ),
      ];
    }
    case 'booking_request.authorization_reminder':
      return [
        customer(
          'payment_reminder',
          'Your booking is not secured yet',
          `Your card still does not secure the booking on ${when}. Secure it by ${secureBy}, or it is released.`,
        ),
      ];
    case 'booking_request.authorized':
    case 'booking_request.reauthorized': {
      const drafts = dj(
        'booking_secured',
        'Booking secured',
        `${theCustomers} card now secures the booking on ${when}; it is charged 24 hours before the event as agreed.`,
      );
      // The platform's own retry went through: news for the customer too (a new card is the customer's own move).
      if (type === 'booking_request.authorized')
        drafts.unshift(
          customer(
            'payment_secured',
            'Your card was authorized',
            `Your card was authorized on a second try: the booking on ${when} is secured.`,
          ),
        );
      return drafts;
    }
    case 'booking_request.expired':
      return [
        customer(
          'booking_released',
          'Your booking was released',
          `Your booking with ${djName} for ${when} was ${CARD_RESCUE_MESSAGES.released}; nothing was charged.`,
        ),
        ...dj(
          'booking_released',
          'A booking was released',
          `The booking for ${when} was ${CARD_RESCUE_MESSAGES.released}: ${customerName ?? 'the customer'} did not secure it in time. Nothing was charged and the date is free again.`,
        ),
      ];
    default:
      return [];
  }
}

/** When an unsecured booking is released, in the event's zone (as the notifications name the event's time). */
export function secureByOf(eventAt: Date): Date {
  return expiresAt(eventAt);
}
