import type { TMessage, TThread, TUnreadThread } from '@cuepoint/domain/trust/messages';
import { api } from '../../lib/api.ts';

/** The conversation calls (decision record 034); keys start with 'bookings' so live updates refresh them. */

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

export const bookingThreadKey = (bookingId: number) => ['bookings', 'messages', bookingId] as const;
export const requestThreadKey = (requestId: number, djId: number | null) =>
  ['booking-requests', 'messages', requestId, djId ?? 0] as const;

export const fetchBookingThread = (bookingId: number) =>
  api<Envelope<TThread>>(`/bookings/${bookingId}/messages`).then(data);

export const sendBookingMessage = (bookingId: number, text: string) =>
  api<Envelope<TMessage>>(`/bookings/${bookingId}/messages`, { method: 'POST', body: { text } }).then(data);

export const fetchRequestThread = (requestId: number, djId: number | null) =>
  api<Envelope<TThread>>(`/booking-requests/${requestId}/messages`, {
    query: djId ? { dj_id: djId } : undefined,
  }).then(data);

export const sendRequestMessage = (requestId: number, djId: number | null, text: string) =>
  api<Envelope<TMessage>>(`/booking-requests/${requestId}/messages`, {
    method: 'POST',
    body: djId ? { text, dj_id: djId } : { text },
  }).then(data);

export const editMessage = (id: number, text: string) =>
  api<Envelope<TMessage>>(`/messages/${id}`, { method: 'PATCH', body: { text } }).then(data);

export const reportMessage = (id: number, reason: string) =>
  api<Envelope<{ reported: true }>>(`/messages/${id}/report`, { method: 'POST', body: { reason } }).then(
    data,
  );

/** The reader's conversations with unread messages; under 'booking-requests' so live updates refresh it. */
export const unreadConversationsKey = ['booking-requests', 'conversations', 'unread'] as const;

export const fetchUnreadConversations = () =>
  api<Envelope<TUnreadThread[]>>('/conversations/unread').then(data);
