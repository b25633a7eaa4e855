import { DJ_HOLDING_BOOKING_STATUSES, type TBooking } from '@cuepoint/domain/booking/booking-api';

const HOLDING: ReadonlySet<string> = new Set(DJ_HOLDING_BOOKING_STATUSES);

/** The DJ's bookings still ahead that hold the date, soonest first. */
export function upcomingBookings(bookings: readonly TBooking[], now: Date): TBooking[] {
  return bookings
    .filter((booking) => HOLDING.has(booking.status) && Date.parse(booking.event.date) >= now.getTime())
    .sort((a, b) => Date.parse(a.event.date) - Date.parse(b.event.date));
}
