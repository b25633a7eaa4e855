import type { TBooking, TConfirmBookingBody } from '@cuepoint/domain/booking/booking-api';
import { api } from '../../../lib/api.ts';
import type { TAuthorization, TIntentReference } from '../booking-api.ts';

/** The booking calls (issue #12): read, confirm with the contract, authorize a card again, cancel. */

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

export const BOOKINGS_KEY = ['bookings'] as const;
export const bookingsListKey = (userId: number) => ['bookings', 'list', userId] as const;
export const bookingKey = (id: number) => ['bookings', 'one', id] as const;

/** GET /bookings: the signed-in customer's or DJ's own bookings, newest first. */
export const fetchBookings = () => api<Envelope<TBooking[]>>('/bookings').then(data);

export const fetchBooking = (id: number) => api<Envelope<TBooking>>(`/bookings/${id}`).then(data);

export const confirmBooking = (id: number, body: TConfirmBookingBody) =>
  api<Envelope<TBooking>>(`/bookings/${id}/confirm`, { method: 'POST', body }).then(data);

/** POST /bookings/{id}/authorization: an intent for the agreed price, answered like POST /payment-authorize.php. */
export const authorizeBooking = (id: number, idempotencyKey: string, options?: { useSavedCard: boolean }) =>
  api<TAuthorization>(`/bookings/${id}/authorization`, {
    method: 'POST',
    body: options?.useSavedCard ? { use_saved_card: true } : {},
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** POST /bookings/{id}/reauthorize: the confirmed intent replaces the booking's hold. */
export const reauthorizeBooking = (id: number, reference: TIntentReference) =>
  api<Envelope<TBooking>>(`/bookings/${id}/reauthorize`, { method: 'POST', body: reference }).then(data);

export const cancelBooking = (id: number, reason: string) =>
  api<Envelope<TBooking>>(`/bookings/${id}/cancel`, { method: 'POST', body: { reason } }).then(data);

/** POST /bookings/{id}/agree: the booking's DJ agrees to the terms the customer proposed. */
export const agreeToTerms = (id: number) =>
  api<Envelope<TBooking>>(`/bookings/${id}/agree`, { method: 'POST', body: {} }).then(data);

/** POST /bookings/{id}/decline-terms: the booking's DJ sends the customer's terms back with a message. */
export const declineTerms = (id: number, message: string) =>
  api<Envelope<TBooking>>(`/bookings/${id}/decline-terms`, { method: 'POST', body: { message } }).then(data);
