import type { TReviewBody } from '@cuepoint/domain/trust/reviews';
import { apiData, apiClient } from '../../lib/api.ts';

/** Keys start with 'bookings' so live updates refresh them; a DJ's public reviews are 'dj-reviews'. */
export const bookingReviewsKey = (bookingId: number) => ['bookings', 'reviews', bookingId] as const;
export const djReviewsKey = (djId: number) => ['dj-reviews', djId] as const;

export const fetchBookingReviews = (bookingId: number) =>
  apiData(apiClient.GET('/bookings/{id}/reviews', { params: { path: { id: bookingId } } }));

export const writeReview = (bookingId: number, body: TReviewBody) =>
  apiData(apiClient.POST('/bookings/{id}/reviews', { params: { path: { id: bookingId } }, body }));

export const answerReview = (reviewId: number, text: string) =>
  apiData(apiClient.POST('/reviews/{id}/answer', { params: { path: { id: reviewId } }, body: { text } }));

export const reportReview = (reviewId: number, reason: string) =>
  apiData(apiClient.POST('/reviews/{id}/report', { params: { path: { id: reviewId } }, body: { reason } }));

export const fetchDjReviews = (djId: number) =>
  apiData(apiClient.GET('/dj-reviews.php', { params: { query: { dj_id: djId } } }));
