import type { TBooking } from './booking-api.ts';
import type { TPaymentStatus } from './states.ts';
import type { TBookingSide } from './sides.ts';
import { cancellationDeadline, DEFAULT_CANCELLATION_NOTICE_HOURS } from './contract.ts';

/**
 * What cancelling a live booking costs, and until when it is free, as the booking engine decides it
 * (transitions.ts `cancel_booking`, decision record 029): the customer pays nothing before the booking is confirmed
 * or before the cancellation notice (the contract's, 72 hours when none was set); from the deadline on, the agreed
 * price is charged, unless the card has nothing to charge (its authorization failed or was released). The DJ may
 * walk away until the card is charged; after the charge the DJ's cancellation is refused (support handles it).
 */
export type TCancellationCost = {
  kind: 'free' | 'charged' | 'refused';
  /** The customer's last free instant of a confirmed booking; null when no deadline applies. */
  deadline: Date | null;
};

export type TCancellationCase = {
  side: TBookingSide;
  /** The booking is confirmed (not awaiting the customer's confirmation or the DJ's agreement). */
  confirmed: boolean;
  payment: TPaymentStatus | null;
  eventAt: Date;
  /** The contract's notice in hours; null before confirmation or when none was set (the default applies). */
  noticeHours: number | null;
};

const NOTHING_TO_CHARGE: ReadonlySet<TPaymentStatus | null> = new Set(['failed', 'released', null]);

export function cancellationCost(booking: TCancellationCase, now: Date): TCancellationCost {
  if (booking.side === 'dj')
    return { kind: booking.payment === 'captured' ? 'refused' : 'free', deadline: null };
  if (!booking.confirmed) return { kind: 'free', deadline: null };
  const deadline = cancellationDeadline(
    booking.eventAt,
    booking.noticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS,
  );
  const late = now.getTime() >= deadline.getTime();
  return { kind: late && !NOTHING_TO_CHARGE.has(booking.payment) ? 'charged' : 'free', deadline };
}

/** The same cost for one side reading a booking as the API gives it (`GET /bookings/{id}`). */
export function bookingCancellationCost(
  booking: Pick<TBooking, 'status' | 'payment_status' | 'event' | 'terms'>,
  side: TBookingSide,
  now: Date,
): TCancellationCost {
  return cancellationCost(
    {
      side,
      confirmed: booking.status === 'confirmed',
      payment: booking.payment_status,
      eventAt: new Date(booking.event.date),
      noticeHours: booking.terms?.cancellation_notice_hours ?? null,
    },
    now,
  );
}
