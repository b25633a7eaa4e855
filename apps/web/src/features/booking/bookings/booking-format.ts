import {
  BOOKING_MESSAGES,
  type TBooking,
  type TBookingHistoryEntry,
} from '@cuepoint/domain/booking/booking-api';
import { PERFORMANCE_TYPE_LABELS } from '@cuepoint/domain/booking/request-rules';
import { formatInZone, placeLine } from '../../../lib/place-time-format.ts';
import { TRUST_EVENT_LABELS } from '@cuepoint/domain/trust/trust-events';
import { formatMajor } from '@cuepoint/domain/money/format-money';

export { formatInZone };

export function eventPlace(event: TBooking['event']): string {
  return placeLine(event.city, event.country) ?? 'Not specified';
}

export function performanceLabel(event: TBooking['event']): string {
  return PERFORMANCE_TYPE_LABELS[event.performance_type] ?? event.performance_type;
}

/**
 * A booking's price in one line: the agreed price and the DJ's payout of it ("€450 (DJ €433.65)"), then a dispute's
 * refund and what the DJ receives after it ("· €150 refunded, DJ now €289.10").
 */
export function priceSummary(
  booking: Pick<TBooking, 'amounts' | 'currency' | 'refund' | 'dj_payout_now'>,
): string {
  const money = (amount: number) => formatMajor(amount, booking.currency);
  const agreed = `${money(booking.amounts.customer_pays)} (DJ ${money(booking.amounts.dj_payout)})`;
  if (!booking.refund) return agreed;
  return `${agreed} · ${money(booking.refund.amount)} refunded, DJ now ${money(booking.dj_payout_now)}`;
}

const EVENT_LABELS: Record<string, string> = {
  'booking_request.submitted': 'Request sent',
  'booking_request.declined': 'Declined by a DJ',
  'booking_request.accepted': 'Accepted',
  'booking_request.cancelled': 'Cancelled',
  'booking_request.confirmed': 'Booking confirmed',
  'booking_request.shared': 'Shared with similar DJs',
  'booking_request.reached_new_djs': 'Reached a DJ who matched later',
  'booking_request.authorization_requested': 'Card authorization requested',
  'booking_request.authorized': 'Card authorized',
  'booking_request.authorization_failed': 'Card authorization failed',
  'booking_request.authorization_reminder': 'Reminded to secure the card',
  'booking_request.captured': 'Card charged',
  'booking_request.expired': 'Expired',
  'booking_request.completed': 'Completed',
  'offer.made': 'Offer made',
  'offer.countered': 'Counter offer',
  'offer.accepted': 'Offer accepted',
  'offer.declined': 'Offer declined',
  'offer.withdrawn': 'Offer withdrawn',
  'booking.cancelled': 'Booking cancelled',
  'booking.terms_proposed': 'Other terms proposed to the DJ',
  'booking.terms_agreed': 'Terms agreed by the DJ',
  'booking.terms_declined': 'Terms sent back by the DJ',
  'booking.payout_paid': 'Payout sent',
  'booking.payout_failed': 'Payout failed',
  ...TRUST_EVENT_LABELS,
};

/**
 * A new card for the agreed price is saved when the event is far off and authorized only when near: the line says
 * which, as the payment's status beside it does.
 */
const REAUTHORIZED_LABELS = {
  saved: 'Card saved for the agreed price',
  authorized: 'Card authorized for the agreed price',
} as const;

export function historyLabel(
  entry: Pick<TBookingHistoryEntry, 'type' | 'payment_status'> & { reason?: string | null },
): string {
  // Not a failure: the payout is sent once the DJ connects a payout account.
  if (entry.type === 'booking.payout_failed' && entry.reason === BOOKING_MESSAGES.payoutAccountMissing)
    return 'Payout waiting for a payout account';
  if (entry.type === 'booking_request.reauthorized')
    return entry.payment_status === 'card_saved' ? REAUTHORIZED_LABELS.saved : REAUTHORIZED_LABELS.authorized;
  return EVENT_LABELS[entry.type] ?? entry.type;
}

const ACTORS: Record<TBookingHistoryEntry['actor'], string> = {
  customer: 'Customer',
  dj: 'DJ',
  system: 'Cuepoint',
  gateway: 'Card processor',
};

/**
 * Who did it, from the reader's side: "You", the other party by name ("Nova Reyes", "Spreewerk"), "Cuepoint". An
 * operator is neither party, so reads both by name.
 */
export function actorLabel(
  actor: TBookingHistoryEntry['actor'],
  reader: 'customer' | 'dj' | 'operator',
  names: Pick<TBooking, 'dj_name' | 'customer_name'>,
): string {
  if (actor === reader) return 'You';
  if (actor === 'dj') return names.dj_name || 'The DJ';
  if (actor === 'customer') return names.customer_name || 'The customer';
  return ACTORS[actor];
}
