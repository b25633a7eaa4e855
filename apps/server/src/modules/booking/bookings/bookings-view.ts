import { BOOKING_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { BOOKING_OUTCOME_EVENT_TYPES } from '@cuepoint/domain/booking/effects';
import { maskContactDetails } from '@cuepoint/domain/trust/contact-masking';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { notFound } from '../../../http/app-error.ts';
import type { BookingDetailRow, BookingRowQueries } from './bookings-store.ts';
import { presentBooking } from './present-booking.ts';

/**
 * Bookings with their payouts, audit trails and disputes' refunds, in three queries whatever their number. Read by
 * their DJ (`viewerId`), the customer's event description hides contact details until the two have a confirmed
 * booking (decision record 034); operators (no viewer) and the customer read it as written, the customer without the
 * DJ's payouts.
 */
export async function presentBookings(
  store: BookingRowQueries,
  rows: readonly BookingDetailRow[],
  viewerId?: number,
): Promise<TBooking[]> {
  const ids = rows.map((row) => row.id);
  const [payouts, histories, disputes] = await Promise.all([
    store.payoutsOf(ids),
    store.bookingHistories(
      rows.map((row) => ({ id: row.id, requestId: row.requestId, djUserId: row.djUserId })),
    ),
    store.disputesOf(ids),
  ]);
  const hidden = rows.filter((row) => row.djUserId === viewerId && row.confirmedAt === null);
  const partners = hidden.length > 0 ? await store.confirmedPartnersOf(viewerId!, 'dj') : new Set<number>();
  return rows.map((row) => {
    const booking = presentBooking(
      row,
      payouts.get(row.id) ?? [],
      histories.get(row.id) ?? [],
      disputes.get(row.id) ?? null,
    );
    if (row.customerUserId === viewerId) return forCustomer(booking);
    if (!hidden.includes(row) || partners.has(row.customerUserId)) return booking;
    return {
      ...booking,
      event: { ...booking.event, description: maskContactDetails(booking.event.description ?? '').text },
    };
  });
}

/**
 * The DJ's payouts are the DJ's business: the customer reads the price split (what the DJ receives) but not the
 * payouts' schedule, their state or why one waits, nor their entries in the history.
 */
function forCustomer(booking: TBooking): TBooking {
  const payoutEvents: readonly string[] = BOOKING_OUTCOME_EVENT_TYPES;
  return {
    ...booking,
    payouts: [],
    history: booking.history.filter((entry) => !payoutEvents.includes(entry.type)),
  };
}

/** Whether the account is one of the booking's two parties. */
export function isParty(row: Pick<BookingDetailRow, 'customerUserId' | 'djUserId'>, userId: number): boolean {
  return row.customerUserId === userId || row.djUserId === userId;
}

/** One booking as its parties see it; another account's (or none) is a 404. */
export async function bookingView(store: BookingRowQueries, id: number, userId: number): Promise<TBooking> {
  const row = await store.bookingDetail(id);
  if (!row || !isParty(row, userId)) throw notFound(BOOKING_MESSAGES.notFound);
  const [booking] = await presentBookings(store, [row], userId);
  return booking!;
}
