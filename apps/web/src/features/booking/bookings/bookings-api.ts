import type { TConfirmBookingBody } from '@cuepoint/domain/booking/booking-api';
import { apiBody, apiData, apiClient } from '../../../lib/api.ts';
import type { TIntentReference } from '../booking-api.ts';

/** The booking calls (issue #12): read, confirm with the contract, authorize a card again, cancel. */

export const BOOKINGS_KEY = ['bookings'] as const;
export const bookingsListKey = (userId: number) => ['bookings', 'list', userId] as const;
export const bookingKey = (id: number) => ['bookings', 'one', id] as const;

/** GET /bookings: the signed-in customer's or DJ's own bookings, newest first. */
export const fetchBookings = () => apiData(apiClient.GET('/bookings'));

export const fetchBooking = (id: number) =>
  apiData(apiClient.GET('/bookings/{id}', { params: { path: { id } } }));

export const confirmBooking = (id: number, body: TConfirmBookingBody) =>
  apiData(apiClient.POST('/bookings/{id}/confirm', { params: { path: { id } }, body }));

/** POST /bookings/{id}/authorization: an intent for the agreed price, answered like POST /payment-authorize.php. */
export const authorizeBooking = (id: number, idempotencyKey: string, options?: { useSavedCard: boolean }) =>
  apiBody(
    apiClient.POST('/bookings/{id}/authorization', {
      params: { path: { id } },
      body: options?.useSavedCard ? { use_saved_card: true } : {},
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

/** POST /bookings/{id}/reauthorize: the confirmed intent replaces the booking's hold. */
export const reauthorizeBooking = (id: number, reference: TIntentReference) =>
  apiData(apiClient.POST('/bookings/{id}/reauthorize', { params: { path: { id } }, body: reference }));

export const cancelBooking = (id: number, reason: string) =>
  apiData(apiClient.POST('/bookings/{id}/cancel', { params: { path: { id } }, body: { reason } }));

/** POST /bookings/{id}/agree: the booking's DJ agrees to the terms the customer proposed. */
export const agreeToTerms = (id: number) =>
  apiData(apiClient.POST('/bookings/{id}/agree', { params: { path: { id } }, body: {} }));

/** POST /bookings/{id}/decline-terms: the booking's DJ sends the customer's terms back with a message. */
export const declineTerms = (id: number, message: string) =>
  apiData(apiClient.POST('/bookings/{id}/decline-terms', { params: { path: { id } }, body: { message } }));
