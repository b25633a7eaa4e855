import { useQuery } from '@tanstack/react-query';
import { bookingRequestsKey, fetchBookingRequests, type TBookingAudience } from '../booking-api.ts';

/** The signed-in customer's own booking requests, newest first as the server lists them. */
export function useBookingRequests(audience: TBookingAudience, userId: number) {
  return useQuery({
    queryKey: bookingRequestsKey(audience, userId),
    queryFn: () => fetchBookingRequests(audience),
  });
}
