import { expect } from 'vitest';
import { CARD_RESCUE_MESSAGES } from '../card-rescue.ts';
import type { TBookingEffect } from '../effects.ts';
import { isLiveOffer } from '../offers.ts';
import {
  authorizationRetryAt,
  captureWindowOpensAt,
  expiresAt,
  rescueReminderAt,
  savedCardAuthorizationAt,
  similarDjsFallbackAt,
} from '../schedule.ts';
import { isFinalStatus, isOpenStatus, type TBookingRequest } from '../states.ts';
import type { TTransitionName } from '../transitions.ts';
import { type World, liveBookings, ms, payoutOf, sum } from './world.ts';

/**
 * The rescue of a failed card: a soft decline is tried again once, 24 h after it failed; the customer is reminded
 * once, from T−48 h; a booking a DJ agreed to that expires with its card failed says so.
 */
export function checkRescue(
  world: World,
  name: TTransitionName,
  prev: TBookingRequest,
  next: TBookingRequest,
  outbox: TBookingEffect | undefined,
): void {
  const t = ms(world.now);
  if (name === 'retry_authorization') {
    expect(prev.payment).toBe('failed');
    expect(prev.authorizationFailure).toMatchObject({ kind: 'soft', retried: false });
    expect(t).toBeGreaterThanOrEqual(ms(authorizationRetryAt(prev.authorizationFailure!.at)));
    expect(++world.retries).toBe(1);
  }
  if (name === 'remind_authorization') {
    expect(prev.payment).toBe('failed');
    expect(t).toBeGreaterThanOrEqual(ms(rescueReminderAt(prev.eventAt)));
    expect(++world.reminders).toBe(1);
  }
  if (name === 'reauthorize' || (name === 'authorization_succeeded' && !isFinalStatus(prev.status))) {
    expect(next.authorizationFailure ?? null).toBeNull();
    world.retries = 0;
    world.reminders = 0;
  }
  if (name === 'authorization_failed' && !isFinalStatus(prev.status))
    expect(next.authorizationFailure?.at).toEqual(world.now);
  if (name === 'expire' && outbox?.kind === 'outbox') {
    const released =
      prev.payment === 'failed' && ['accepted', 'awaiting_dj_agreement', 'confirmed'].includes(prev.status);
    expect(outbox.event.reason).toBe(released ? CARD_RESCUE_MESSAGES.releasedReason : undefined);
  }
}

/** What must hold after any step. */
export function checkState(world: World): void {
  const { state } = world;
  const authorized = world.holds.filter((hold) => hold.status === 'authorized');
  const captured = world.holds.filter((hold) => hold.status === 'captured');
  // A hold exists exactly while the request says its card is authorized: an expired or cancelled request, or one
  // whose card failed, holds nothing.
  expect(authorized.length).toBe(state.payment === 'authorized' ? 1 : 0);
  if (state.payment === 'authorized') expect(world.current).toBe(authorized[0]);
  // Charged at most once, only for a confirmed (and so accepted) booking; never when nobody accepted or the
  // customer cancelled.
  expect(captured.length).toBeLessThanOrEqual(1);
  expect(captured.length).toBe(state.payment === 'captured' ? 1 : 0);
  if (captured.length > 0) {
    expect(state.acceptedDjId).not.toBeNull();
    if (world.lateCancellation) expect(state.status).toBe('cancelled');
    else expect(['confirmed', 'completed']).toContain(state.status);
    expect(captured[0]!.amountMinor).toBeGreaterThanOrEqual(state.chargeMinor!);
  }
  // Never two live bookings; the live one is the accepting DJ's at the agreed price.
  const live = liveBookings(world);
  expect(live.length).toBeLessThanOrEqual(1);
  const booked =
    state.acceptedDjId !== null &&
    ['accepted', 'awaiting_dj_agreement', 'confirmed', 'completed'].includes(state.status);
  // Changed terms wait for the booking's DJ; the DJ's own terms confirm at once.
  if (state.status === 'awaiting_dj_agreement') expect(world.terms).not.toBeNull();
  expect(live.length).toBe(booked ? 1 : 0);
  if (live[0]) expect(live[0]).toMatchObject({ djId: state.acceptedDjId, chargeMinor: state.chargeMinor });
  // The DJ's payouts add up to the payout of the agreed price exactly when the booking was charged; none otherwise.
  if (state.payment === 'captured') {
    expect(sum(world.payouts)).toBe(Math.max(0, payoutOf(state.chargeMinor!, world.durationHours)));
    expect(world.payouts.every((part) => part.amountMinor > 0)).toBe(true);
  } else expect(world.payouts).toEqual([]);
  // Offers: live only while the request is open, at most one accepted per live booking, and it is the booking's.
  const offers = [...world.offers.values()];
  if (!isOpenStatus(state.status)) expect(offers.filter((offer) => isLiveOffer(offer.status))).toEqual([]);
  const standing = offers.filter((offer) => offer.status === 'accepted' && !world.hidden.has(offer.djId));
  expect(standing.length).toBeLessThanOrEqual(1);
  if (live[0] && standing[0])
    expect(standing[0]).toMatchObject({ djId: live[0].djId, amountMinor: live[0].chargeMinor });
  if (isFinalStatus(state.status)) expect(['released', 'failed', 'captured']).toContain(state.payment);
  if (state.status === 'completed') expect(state.payment).toBe('captured');
  // One off-session authorization at a time, and the request knows about it.
  expect(world.inFlight.length).toBe(state.offSessionPending ? 1 : 0);
  // A saved card stays attached exactly while the request may still charge it: open or booked and not charged.
  const attached = world.savedCards.filter((card) => card.attached);
  expect(attached.length).toBe(state.cardSaved ? 1 : 0);
  if (state.cardSaved) expect(attached[0]).toBe(world.savedCard);
  if (isFinalStatus(state.status) || state.payment === 'captured') expect(attached).toEqual([]);
  if (state.payment === 'card_saved') expect(state.cardSaved).toBe(true);
}

/** What the timers guarantee once every job due by now has run. */
export function checkTimers(world: World): void {
  const { state, now } = world;
  if (!world.submitted || isFinalStatus(state.status)) return;
  const t = ms(now);
  // Past T−23 h only a confirmed booking with a hold (or its charge) is still alive.
  if (t >= ms(expiresAt(state.eventAt))) {
    expect(state.status).toBe('confirmed');
    expect(['authorized', 'captured']).toContain(state.payment);
  }
  // An unanswered targeted request reaches similar DJs 48 h after its submit.
  const fallback = similarDjsFallbackAt(state.submittedAt!);
  if (state.status === 'routed_to_dj' && ms(fallback) < ms(expiresAt(state.eventAt)))
    expect(t).toBeLessThan(ms(fallback));
  // A saved card is being (or was) authorized from T−84 h.
  if (state.payment === 'card_saved' && t >= ms(savedCardAuthorizationAt(state.eventAt)))
    expect(state.offSessionPending).toBe(true);
  // A confirmed, held booking is charged from T−24 h, and completed after the event.
  if (state.status === 'confirmed' && state.payment === 'authorized')
    expect(t).toBeLessThan(ms(captureWindowOpensAt(state.eventAt)));
  if (state.status === 'confirmed' && state.payment === 'captured')
    expect(t).toBeLessThan(ms(state.eventEndsAt));
  // A failed card: a soft decline not tried again yet is tried 24 h after it failed (while the request is open).
  const failure = state.authorizationFailure;
  if (state.payment === 'failed' && failure?.kind === 'soft' && !failure.retried && state.cardSaved) {
    const retryAt = authorizationRetryAt(failure.at);
    if (ms(retryAt) < ms(expiresAt(state.eventAt))) expect(t).toBeLessThan(ms(retryAt));
  }
  // Still failed at T−48 h after failing before it: the customer was reminded.
  const remindAt = rescueReminderAt(state.eventAt);
  if (state.payment === 'failed' && failure && ms(failure.at) < ms(remindAt) && t >= ms(remindAt))
    expect(failure.reminded).toBe(true);
}
