import type { TBookingDispute, TDispute, TOpenDisputeBody } from '@cuepoint/domain/trust/disputes';
import { api } from '../../lib/api.ts';

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

export const bookingDisputeKey = (bookingId: number) => ['bookings', 'dispute', bookingId] as const;

export const fetchBookingDispute = (bookingId: number) =>
  api<Envelope<TBookingDispute>>(`/bookings/${bookingId}/dispute`).then(data);

export const openDispute = (bookingId: number, body: TOpenDisputeBody) =>
  api<Envelope<TDispute>>(`/bookings/${bookingId}/disputes`, { method: 'POST', body }).then(data);

export const answerDispute = (bookingId: number, statement: string) =>
  api<Envelope<TDispute>>(`/bookings/${bookingId}/dispute/answer`, {
    method: 'POST',
    body: { statement },
  }).then(data);
