import type { TBookingActor } from '@cuepoint/domain/booking/effects';
import { moveOffer, offerCloseReason } from '@cuepoint/domain/booking/offers';
import type { TRequestStatus } from '@cuepoint/domain/booking/states';
import { offerEventPayload, type OfferEvent } from '../engine/lifecycle-state.ts';
import type { BookingQueries, RequestRow } from '../requests/requests-store.ts';
import { offerChange, offerRequestFacts, offerState } from './offer-state.ts';

/** The outbox row of an offer's move, in the move's transaction. */
export async function recordOfferEvent(tx: BookingQueries, event: OfferEvent) {
  await tx.insertEvent(event.request.id, event.type, offerEventPayload(event), event.at);
}

/** The request stopped being open: every live offer is withdrawn (domain offers.ts `close`), each with its row. */
export async function withdrawOffers(
  tx: BookingQueries,
  request: RequestRow,
  actor: TBookingActor,
  now: Date,
) {
  for (const offer of await tx.liveOffersOf(request.id)) {
    const reason = offerCloseReason(
      request.status as TRequestStatus,
      offer.djUserId,
      request.acceptedDjUserId,
    );
    if (!reason) continue;
    const result = moveOffer(
      offerState(offer),
      'close',
      { role: 'system' },
      {
        reason,
        request: offerRequestFacts(request),
        now,
      },
    );
    if (!result.ok) continue;
    const closed = await tx.updateOffer(offer.id, offerChange(result.next, now));
    await recordOfferEvent(tx, {
      type: result.event,
      at: now,
      actor,
      from: offer.status,
      offer: closed,
      request,
      bookingId: null,
      reason: result.statusMessage ?? undefined,
      closeReason: reason,
    });
  }
}

/**
 * The DJ was just booked for `booked`'s event: the DJ's live offers on other requests at that time are closed
 * ('dj_booked_then'), each with its row (its customer is told). An offer another transaction holds is left to that
 * transaction, which meets the booking and is refused (decision record 042).
 */
export async function closeOffersAtBookedTime(
  tx: BookingQueries,
  djUserId: number,
  booked: RequestRow,
  now: Date,
) {
  const window = { start: booked.eventAt, end: booked.eventEndsAt, exceptRequestId: booked.id };
  for (const { offer, request } of await tx.liveOffersOfDjDuring(djUserId, window)) {
    const result = moveOffer(
      offerState(offer),
      'close',
      { role: 'system' },
      { reason: 'dj_booked_then', request: offerRequestFacts(request), now },
    );
    if (!result.ok) continue;
    const closed = await tx.updateOffer(offer.id, offerChange(result.next, now));
    await recordOfferEvent(tx, {
      type: result.event,
      at: now,
      actor: { role: 'system' },
      from: offer.status,
      offer: closed,
      request,
      bookingId: null,
      reason: result.statusMessage ?? undefined,
      closeReason: 'dj_booked_then',
    });
  }
}
