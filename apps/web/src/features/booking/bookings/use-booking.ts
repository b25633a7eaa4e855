import { useQuery } from '@tanstack/react-query';
import { bookingKey, fetchBooking } from './bookings-api.ts';

/** One booking, read again whenever a live update says it (or its offers) changed. */
export function useBooking(id: number | null) {
  return useQuery({
    queryKey: bookingKey(id ?? 0),
    queryFn: () => fetchBooking(id!),
    enabled: id !== null,
  });
}

/** The booking id of /bookings/:id, or null when it is not a whole number. */
export function readBookingId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
