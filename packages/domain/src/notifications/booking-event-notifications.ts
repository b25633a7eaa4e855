import { BOOKING_MESSAGES } from '../booking/booking-api.ts';
import type { TNotice, TNotificationDraft } from './notification-parts.ts';
import { each, type TNoticeTable } from './notification-parts.ts';

/** Who hears about a booking's events (booking.*): its cancellation by either side and the DJ's payouts. */
export const BOOKING_NOTICES: TNoticeTable = {
  'booking.cancelled': ({
    booking,
    actorRole,
    djId,
    djName,
    when,
    withReason,
    theCustomer,
    toCustomer,
    toDj,
  }: TNotice): TNotificationDraft[] => {
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
  },
  ...each(
    ['booking.payout_paid', 'booking.payout_failed'],
    ({ type, djId, when, money, reason, withReason, toDj }: TNotice): TNotificationDraft[] => {
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
    },
  ),
};
