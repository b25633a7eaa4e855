import { NOTIFICATION_URLS, type TNotice, type TNotificationDraft } from './notification-parts.ts';
import { each, type TNoticeTable } from './notification-parts.ts';

/** Who hears about a booking request's events (booking_request.*): the DJs it reaches and its customer. */
export const REQUEST_NOTICES: TNoticeTable = {
  ...each(
    ['booking_request.submitted', 'booking_request.reached_new_djs', 'booking_request.shared'],
    ({ type, facts, when, what, customerNoun, toCustomer, toDj }: TNotice): TNotificationDraft[] => {
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
    },
  ),
  'booking_request.declined': ({
    request,
    djId,
    djName,
    when,
    toCustomer,
  }: TNotice): TNotificationDraft[] => {
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
  },
  'booking_request.accepted': ({
    booking,
    actorRole,
    djId,
    djName,
    when,
    customerUrl,
    money,
    theCustomer,
    toCustomer,
    toDj,
  }: TNotice): TNotificationDraft[] => {
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
  },
  'booking_request.confirmed': ({ booking, djId, when, what, toDj }: TNotice): TNotificationDraft[] => {
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
  },
  'booking_request.captured': ({
    booking,
    when,
    money,
    customerName,
    toCustomer,
    toDj,
  }: TNotice): TNotificationDraft[] => {
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
  },
  'booking_request.expired': ({ booking, when, toCustomer, toDj }: TNotice): TNotificationDraft[] => {
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
  },
  'booking_request.cancelled': ({
    payload,
    request,
    booking,
    actorRole,
    when,
    withReason,
    theCustomer,
    theCustomerInText,
    toDj,
  }: TNotice): TNotificationDraft[] => {
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
  },
};
