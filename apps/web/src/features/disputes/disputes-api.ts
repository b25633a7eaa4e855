import type { TOpenDisputeBody } from '@cuepoint/domain/trust/disputes';
import { apiData, apiClient } from '../../lib/api.ts';

export const bookingDisputeKey = (bookingId: number) => ['bookings', 'dispute', bookingId] as const;

export const fetchBookingDispute = (bookingId: number) =>
  apiData(apiClient.GET('/bookings/{id}/dispute', { params: { path: { id: bookingId } } }));

export const openDispute = (bookingId: number, body: TOpenDisputeBody) =>
  apiData(apiClient.POST('/bookings/{id}/disputes', { params: { path: { id: bookingId } }, body }));

export const answerDispute = (bookingId: number, statement: string) =>
  apiData(
    apiClient.POST('/bookings/{id}/dispute/answer', {
      params: { path: { id: bookingId } },
      body: { statement },
    }),
  );
