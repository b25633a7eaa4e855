import type { QueryClient } from '@tanstack/react-query';
import type {
  TDeclineBody,
  TMakeOfferBody,
  TOffer,
  TOfferAccepted,
} from '@cuepoint/domain/booking/booking-api';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { api } from '../../../lib/api.ts';

/**
 * The negotiation calls (issue #12): a DJ answers a request (accept as asked, offer, decline), either side answers
 * the offer it waits for (accept, decline, counter), the DJ withdraws their own. Every key starts with a live root,
 * so an update pushed by the other side reloads what it concerns.
 */

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

export const offersKey = (requestId: number) => ['offers', requestId] as const;

/** GET /booking-requests/{id}/offers: the customer sees every offer, a DJ their own. */
export const fetchOffers = (requestId: number) =>
  api<Envelope<TOffer[]>>(`/booking-requests/${requestId}/offers`).then(data);

/** POST /booking-requests/{id}/accept: the DJ accepts as asked; the booking awaits the customer's confirmation. */
export const acceptRequest = (requestId: number, message?: string) =>
  api<Envelope<TBooking>>(`/booking-requests/${requestId}/accept`, {
    method: 'POST',
    body: message ? { message } : {},
  }).then(data);

/** POST /booking-requests/{id}/decline: the DJ passes, with an optional reason. */
export const declineRequest = (requestId: number, reason?: string) =>
  api<Envelope<{ id: number; status: string }>>(`/booking-requests/${requestId}/decline`, {
    method: 'POST',
    body: reason ? { reason } : {},
  }).then(data);

/** POST /booking-requests/{id}/offers: the DJ proposes an hourly rate. */
export const makeOffer = (requestId: number, body: TMakeOfferBody) =>
  api<Envelope<TOffer>>(`/booking-requests/${requestId}/offers`, { method: 'POST', body }).then(data);

export const acceptOffer = (offerId: number) =>
  api<Envelope<TOfferAccepted>>(`/offers/${offerId}/accept`, { method: 'POST', body: {} }).then(data);

export const declineOffer = (offerId: number, body: TDeclineBody = {}) =>
  api<Envelope<TOffer>>(`/offers/${offerId}/decline`, { method: 'POST', body: body ?? {} }).then(data);

export const counterOffer = (offerId: number, body: TMakeOfferBody) =>
  api<Envelope<TOffer>>(`/offers/${offerId}/counter`, { method: 'POST', body }).then(data);

export const withdrawOffer = (offerId: number) =>
  api<Envelope<TOffer>>(`/offers/${offerId}/withdraw`, { method: 'POST', body: {} }).then(data);

/** After a move: the lists, offers and bookings of both sides may have changed. */
export function refreshNegotiation(client: QueryClient) {
  for (const root of ['offers', 'booking-requests', 'dj-dashboard', 'bookings'])
    void client.invalidateQueries({ queryKey: [root] });
}
