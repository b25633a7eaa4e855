import type { TOffer, TOfferSide } from '@cuepoint/domain/booking/booking-api';

/** Whether the offer is still being negotiated (neither accepted, declined nor withdrawn). */
export function isLive(offer: Pick<TOffer, 'status'>): boolean {
  return offer.status === 'pending' || offer.status === 'negotiating';
}

/** Whether it is this side's turn to answer the offer. */
export function awaits(offer: Pick<TOffer, 'status' | 'awaiting'>, side: TOfferSide): boolean {
  return isLive(offer) && offer.awaiting === side;
}

/** The proposal on the table: the standing counter, else the DJ's offer (total and hourly rate). */
export function standingProposal(offer: TOffer): { total: number; hourly: number } {
  if (offer.counter_offer !== null)
    return { total: offer.counter_offer, hourly: offer.counter_hourly_rate ?? offer.hourly_rate };
  return { total: offer.offer_amount, hourly: offer.hourly_rate };
}
