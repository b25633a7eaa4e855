import { BOOKING_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { notFound } from '../../http/app-error.ts';
import type { BookingDetailRow, BookingRowQueries } from './bookings-store.ts';
import { presentBooking } from './present-booking.ts';

/** Bookings with their payouts and audit trails, in two queries whatever their number. */
export async function presentBookings(
  store: BookingRowQueries,
  rows: readonly BookingDetailRow[],
): Promise<TBooking[]> {
  const ids = rows.map((row) => row.id);
  const [payouts, histories] = await Promise.all([
    store.payoutsOf(ids),
    store.bookingHistories(
      rows.map((row) => ({ id: row.id, requestId: row.requestId, djUserId: row.djUserId })),
    ),
  ]);
  return rows.map((row) => presentBooking(row, payouts.get(row.id) ?? [], histories.get(row.id) ?? []));
}

/** Whether the account is one of the booking's two parties. */
export function isParty(row: Pick<BookingDetailRow, 'customerUserId' | 'djUserId'>, userId: number): boolean {
  return row.customerUserId === userId || row.djUserId === userId;
}

/** One booking as its parties see it; another account's (or none) is a 404. */
export async function bookingView(store: BookingRowQueries, id: number, userId: number): Promise<TBooking> {
  const row = await store.bookingDetail(id);
  if (!row || !isParty(row, userId)) throw notFound(BOOKING_MESSAGES.notFound);
  const [booking] = await presentBookings(store, [row]);
  return booking!;
}
