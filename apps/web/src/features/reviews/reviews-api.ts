import type { TBookingReviews, TDjReviews, TReview, TReviewBody } from '@cuepoint/domain/trust/reviews';
import { api } from '../../lib/api.ts';

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

/** Keys start with 'bookings' so live updates refresh them; a DJ's public reviews are 'dj-reviews'. */
export const bookingReviewsKey = (bookingId: number) => ['bookings', 'reviews', bookingId] as const;
export const djReviewsKey = (djId: number) => ['dj-reviews', djId] as const;

export const fetchBookingReviews = (bookingId: number) =>
  api<Envelope<TBookingReviews>>(`/bookings/${bookingId}/reviews`).then(data);

export const writeReview = (bookingId: number, body: TReviewBody) =>
  api<Envelope<TBookingReviews>>(`/bookings/${bookingId}/reviews`, { method: 'POST', body }).then(data);

export const answerReview = (reviewId: number, text: string) =>
  api<Envelope<TReview>>(`/reviews/${reviewId}/answer`, { method: 'POST', body: { text } }).then(data);

export const reportReview = (reviewId: number, reason: string) =>
  api<Envelope<{ reported: true }>>(`/reviews/${reviewId}/report`, { method: 'POST', body: { reason } }).then(
    data,
  );

export const fetchDjReviews = (djId: number) =>
  api<Envelope<TDjReviews>>('/dj-reviews.php', { query: { dj_id: djId } }).then(data);
