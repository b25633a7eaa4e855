import { expect } from 'vitest';
import type { TBookingActor } from '../effects.ts';
import {
  isLiveOffer,
  moveOffer,
  offerAmountMinor,
  offerCloseReason,
  type TOfferMoveResult,
} from '../offers.ts';
import { feeBreakdown } from '../../pricing/fees.ts';
import type { TBookingRequest } from '../states.ts';
import type { TTransitionName } from '../transitions.ts';
import { ACCEPTS, type World, liveBookings, offerFacts, payoutOf } from './world.ts';

/** The booking store: one row per acceptance; its status follows the request's; the live one is unique. */
export function followBookings(
  world: World,
  name: TTransitionName,
  actor: TBookingActor,
  prev: TBookingRequest,
  next: TBookingRequest,
): void {
  const live = liveBookings(world)[0];
  if (ACCEPTS.includes(name)) {
    // The partial unique index: an acceptance never finds a live booking.
    expect(live).toBeUndefined();
    world.bookings.push({
      djId: next.acceptedDjId!,
      chargeMinor: next.chargeMinor!,
      status: 'awaiting_confirmation',
    });
    return;
  }
  if (!live) return;
  if (name === 'cancel_booking' && actor.role === 'dj') {
    live.status = 'cancelled';
    world.terms = null;
    expect(world.payouts).toEqual([]);
    world.hidden.add(actor.djId);
    return;
  }
  if (next.status === 'confirmed') live.status = 'confirmed';
  else if (next.status === 'awaiting_dj_agreement') live.status = 'awaiting_dj_agreement';
  else if (next.status === 'accepted') live.status = 'awaiting_confirmation';
  else if (next.status === 'completed') live.status = 'completed';
  else if (next.status === 'cancelled') live.status = 'cancelled';
  else if (next.status === 'expired') live.status = 'expired';
  expect(prev.acceptedDjId).toBe(live.djId);
}

/** An offer's move, stored when it succeeds; the offer's invariants checked. */
export function moveAndStore(world: World, djId: number, result: TOfferMoveResult): TOfferMoveResult {
  if (!result.ok) {
    expect(['forbidden', 'conflict', 'rule']).toContain(result.code);
    return result;
  }
  const offer = result.next;
  expect(offer.djId).toBe(djId);
  expect(offer.awaiting !== null).toBe(isLiveOffer(offer.status));
  expect(offer.amountMinor).toBe(offerAmountMinor(offer.hourlyRateMinor, world.durationHours));
  // The payout rule of the booking agrees with the fees of the rate (one formula, two ways of reaching it).
  expect(payoutOf(offer.amountMinor, world.durationHours)).toBe(
    feeBreakdown(world.durationHours, offer.hourlyRateMinor).djPayoutMinor,
  );
  world.offers.set(djId, offer);
  return result;
}

/** The DJ declined the request: its live offer goes with it. */
export function withdrawOwnOffer(world: World, djId: number): void {
  world.hidden.add(djId);
  const offer = world.offers.get(djId);
  if (!offer || !isLiveOffer(offer.status)) return;
  const result = moveOffer(
    offer,
    'withdraw',
    { role: 'dj', djId },
    { request: offerFacts(world), now: world.now },
  );
  expect(result.ok).toBe(true);
  moveAndStore(world, djId, result);
}

/** The request stopped being open: every live offer is withdrawn, in the same transaction. */
export function closeOffers(world: World): void {
  for (const [djId, offer] of world.offers) {
    if (!isLiveOffer(offer.status)) continue;
    const reason = offerCloseReason(world.state.status, djId, world.state.acceptedDjId);
    expect(reason).not.toBeNull();
    const result = moveOffer(
      offer,
      'close',
      { role: 'system' },
      {
        request: offerFacts(world),
        now: world.now,
        reason: reason!,
      },
    );
    expect(result.ok).toBe(true);
    moveAndStore(world, djId, result);
  }
}
