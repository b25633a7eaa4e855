import type { QueryClient } from '@tanstack/react-query';
import type { TDeclineBody, TMakeOfferBody } from '@cuepoint/domain/booking/booking-api';
import { apiData, apiClient } from '../../../lib/api.ts';

/**
 * The negotiation calls (issue #12): a DJ answers a request (accept as asked, offer, decline), either side answers
 * the offer it waits for (accept, decline, counter), the DJ withdraws their own. Every key starts with a live root,
 * so an update pushed by the other side reloads what it concerns.
 */

export const offersKey = (requestId: number) => ['offers', requestId] as const;

/** GET /booking-requests/{id}/offers: the customer sees every offer, a DJ their own. */
export const fetchOffers = (requestId: number) =>
  apiData(apiClient.GET('/booking-requests/{id}/offers', { params: { path: { id: requestId } } }));

/** POST /booking-requests/{id}/accept: the DJ accepts as asked; the booking awaits the customer's confirmation. */
export const acceptRequest = (requestId: number, message?: string) =>
  apiData(
    apiClient.POST('/booking-requests/{id}/accept', {
      params: { path: { id: requestId } },
      body: message ? { message } : {},
    }),
  );

/** POST /booking-requests/{id}/decline: the DJ passes, with an optional reason. */
export const declineRequest = (requestId: number, reason?: string) =>
  apiData(
    apiClient.POST('/booking-requests/{id}/decline', {
      params: { path: { id: requestId } },
      body: reason ? { reason } : {},
    }),
  );

/** POST /booking-requests/{id}/offers: the DJ proposes an hourly rate. */
export const makeOffer = (requestId: number, body: TMakeOfferBody) =>
  apiData(apiClient.POST('/booking-requests/{id}/offers', { params: { path: { id: requestId } }, body }));

export const acceptOffer = (offerId: number) =>
  apiData(apiClient.POST('/offers/{id}/accept', { params: { path: { id: offerId } }, body: {} }));

export const declineOffer = (offerId: number, body: TDeclineBody = {}) =>
  apiData(apiClient.POST('/offers/{id}/decline', { params: { path: { id: offerId } }, body: body ?? {} }));

export const counterOffer = (offerId: number, body: TMakeOfferBody) =>
  apiData(apiClient.POST('/offers/{id}/counter', { params: { path: { id: offerId } }, body }));

export const withdrawOffer = (offerId: number) =>
  apiData(apiClient.POST('/offers/{id}/withdraw', { params: { path: { id: offerId } }, body: {} }));

/** After a move: the lists, offers and bookings of both sides may have changed. */
export function refreshNegotiation(client: QueryClient) {
  for (const root of ['offers', 'booking-requests', 'dj-dashboard', 'bookings'])
    void client.invalidateQueries({ queryKey: [root] });
}
