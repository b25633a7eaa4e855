import { apiData, apiClient } from '../../lib/api.ts';

/** The conversation calls (decision record 034); keys start with 'bookings' so live updates refresh them. */

export const bookingThreadKey = (bookingId: number) => ['bookings', 'messages', bookingId] as const;
export const requestThreadKey = (requestId: number, djId: number | null) =>
  ['booking-requests', 'messages', requestId, djId ?? 0] as const;

export const fetchBookingThread = (bookingId: number) =>
  apiData(apiClient.GET('/bookings/{id}/messages', { params: { path: { id: bookingId } } }));

export const sendBookingMessage = (bookingId: number, text: string) =>
  apiData(apiClient.POST('/bookings/{id}/messages', { params: { path: { id: bookingId } }, body: { text } }));

export const fetchRequestThread = (requestId: number, djId: number | null) =>
  apiData(
    apiClient.GET('/booking-requests/{id}/messages', {
      params: { path: { id: requestId }, query: djId ? { dj_id: djId } : undefined },
    }),
  );

export const sendRequestMessage = (requestId: number, djId: number | null, text: string) =>
  apiData(
    apiClient.POST('/booking-requests/{id}/messages', {
      params: { path: { id: requestId } },
      body: djId ? { text, dj_id: djId } : { text },
    }),
  );

export const editMessage = (id: number, text: string) =>
  apiData(apiClient.PATCH('/messages/{id}', { params: { path: { id } }, body: { text } }));

export const reportMessage = (id: number, reason: string) =>
  apiData(apiClient.POST('/messages/{id}/report', { params: { path: { id } }, body: { reason } }));

/** The reader's conversations with unread messages; under 'booking-requests' so live updates refresh it. */
export const unreadConversationsKey = ['booking-requests', 'conversations', 'unread'] as const;

export const fetchUnreadConversations = () => apiData(apiClient.GET('/conversations/unread'));
