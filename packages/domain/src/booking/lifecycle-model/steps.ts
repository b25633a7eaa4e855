import { expect } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../time/durations.ts';
import { payoutParts } from '../contract.ts';
import type { TBookingActor, TBookingEffect } from '../effects.ts';
import { captureWindowOpensAt, expiresAt, savedCardAuthorizationAt } from '../schedule.ts';
import { isFinalStatus, isOpenStatus, type TBookingRequest } from '../states.ts';
import {
  TRANSITIONS,
  fire,
  type TFireResult,
  type TTransitionContexts,
  type TTransitionName,
} from '../transitions.ts';
import { closeOffers, followBookings, withdrawOwnOffer } from './bookings.ts';
import { checkRescue, checkState, checkTimers } from './checks.ts';
import { ACCEPTS, type World, lateFor, liveBookings, ms, newHold, payoutOf } from './world.ts';

/** The invariants of one successful step, then the effects performed against the simulated gateway and queue. */
export function apply(
  world: World,
  name: TTransitionName,
  actor: TBookingActor,
  context: object,
  result: TFireResult,
): void {
  const prev = world.state;
  if (!result.ok) return;
  const { next, effects } = result;
  const transition = TRANSITIONS[name];

  // The table is honest: who fired it, where it came from and where it went.
  expect(transition.by).toContain(actor.role);
  expect(transition.from).toContain(prev.status);
  expect(transition.to).toContain(next.status);
  // One outbox event per transition, last, saying what happened.
  const outbox = effects.filter((effect) => effect.kind === 'outbox');
  expect(outbox).toHaveLength(1);
  expect(effects.at(-1)).toBe(outbox[0]);
  if (outbox[0]?.kind === 'outbox') {
    expect([transition.event, ...(transition.branchEvents ?? [])]).toContain(outbox[0].event.type);
    world.events.push(outbox[0].event.type);
    expect(outbox[0].event).toMatchObject({
      at: world.now,
      from: { status: prev.status, payment: prev.payment },
      to: { status: next.status, payment: next.payment },
    });
  }

  // Timers act at their time, never before it.
  const t = ms(world.now);
  if (name === 'expire') expect(t).toBeGreaterThanOrEqual(ms(expiresAt(prev.eventAt)));
  if (name === 'authorize_saved_card')
    expect(t).toBeGreaterThanOrEqual(ms(savedCardAuthorizationAt(prev.eventAt)));
  if (name === 'complete') expect(t).toBeGreaterThanOrEqual(ms(prev.eventEndsAt));
  checkRescue(world, name, prev, next, outbox[0]);
  if (ACCEPTS.includes(name) || name === 'confirm' || name === 'agree_terms')
    expect(t).toBeLessThan(ms(expiresAt(prev.eventAt)));
  // Only the booking's DJ answers terms the customer changed.
  if (name === 'agree_terms' || name === 'decline_terms')
    expect(actor).toEqual({ role: 'dj', djId: prev.acceptedDjId });

  // A final status is never left.
  if (isFinalStatus(prev.status)) expect(next.status).toBe(prev.status);
  // One booking per request at a time: the accepting DJ changes only through that DJ's cancellation, which clears
  // it (and the agreed price) before anyone else may accept.
  if (prev.acceptedDjId !== null && next.acceptedDjId !== prev.acceptedDjId) {
    expect(name).toBe('cancel_booking');
    expect(actor).toEqual({ role: 'dj', djId: prev.acceptedDjId });
    expect(next).toMatchObject({ status: 'shared', acceptedDjId: null, chargeMinor: null });
    expect(prev.payment).not.toBe('captured');
  }
  if (prev.acceptedDjId === null && next.acceptedDjId !== null) expect(ACCEPTS).toContain(name);
  if (name === 'accept_offer' && actor.role === 'dj')
    expect(actor.djId).toBe((context as { djId: number }).djId);
  // Only the targeted DJ answers a request routed to it; others only once it is shared and reached them.
  if ((name === 'accept' || name === 'decline') && actor.role === 'dj' && actor.djId !== prev.targetDjId) {
    expect(prev.status).toBe('shared');
    expect((context as { reached: boolean }).reached).toBe(true);
  }

  const late = lateFor(world, prev, actor, name);
  for (const effect of effects) perform(world, name, actor, prev, effect, late);
  world.state = next;
  if ((name === 'accept' || name === 'decline') && actor.role === 'dj' && actor.djId === prev.targetDjId)
    world.targetAnswered = true;
  if (name === 'accept_offer' && (context as { djId: number }).djId === prev.targetDjId)
    world.targetAnswered = true;
  if (late) world.lateCancellation = true;
  // A confirmation always stores a contract (the confirm action replaces these defaults with its own terms).
  if (name === 'confirm') world.terms = { paymentTerms: '50_50', noticeHours: 72 };
  // Terms the DJ sent back are no contract: the customer confirms again.
  if (name === 'decline_terms') world.terms = null;
  followBookings(world, name, actor, prev, next);
  if (name === 'decline' && actor.role === 'dj') withdrawOwnOffer(world, actor.djId);
  if (!isOpenStatus(next.status)) closeOffers(world);
}

export function perform(
  world: World,
  name: TTransitionName,
  actor: TBookingActor,
  prev: TBookingRequest,
  effect: TBookingEffect,
  late: boolean,
): void {
  switch (effect.kind) {
    case 'schedule':
      world.jobs.push({ job: effect.job, at: effect.at });
      return;
    case 'authorize_off_session':
      // Only a card still attached can be authorized off-session.
      expect(world.savedCard?.attached).toBe(true);
      expect(effect.amountMinor).toBe(prev.amountMinor);
      world.inFlight.push(effect.amountMinor);
      return;
    case 'release_authorization':
      expect(world.current?.status).toBe('authorized');
      world.current!.status = 'released';
      return;
    case 'capture': {
      // Never captured without an accepted, confirmed booking inside the capture window, except a customer's
      // cancellation inside the contract's notice period; always the agreed price, never above the hold.
      expect(prev.status).toBe('confirmed');
      expect(prev.acceptedDjId).not.toBeNull();
      if (name === 'capture')
        expect(ms(world.now)).toBeGreaterThanOrEqual(ms(captureWindowOpensAt(prev.eventAt)));
      else expect(late).toBe(true);
      expect(world.current?.status).toBe('authorized');
      expect(effect.amountMinor).toBe(prev.chargeMinor);
      expect(effect.amountMinor).toBe(liveBookings(world)[0]?.chargeMinor);
      expect(effect.amountMinor).toBeLessThanOrEqual(world.current!.amountMinor);
      world.current!.status = 'captured';
      return;
    }
    case 'charge_saved_card': {
      // The saved card is charged at once only for a late cancellation before it was authorized.
      expect(late).toBe(true);
      expect(prev.payment).toBe('card_saved');
      expect(world.savedCard?.attached).toBe(true);
      expect(effect.amountMinor).toBe(prev.chargeMinor);
      const charge = newHold(world, effect.amountMinor);
      charge.status = 'captured';
      world.current = charge;
      return;
    }
    case 'schedule_payouts': {
      // Payouts follow a charge (the capture, or a late cancellation), per the confirmed contract, replacing any
      // scheduled before; a late cancellation makes every part due at once.
      expect(name === 'capture' || late).toBe(true);
      expect(world.terms).not.toBeNull();
      if (late) expect(effect).toMatchObject({ upfrontDueAt: world.now, afterEventDueAt: world.now });
      else expect(effect.afterEventDueAt.getTime()).toBeGreaterThanOrEqual(ms(prev.eventEndsAt));
      world.payouts = payoutParts(
        world.terms!.paymentTerms,
        // An accepted price below the fees (a stray accept's 0.01) leaves the DJ nothing: the booking row says 0.
        Math.max(0, payoutOf(prev.chargeMinor!, world.durationHours)),
        effect.upfrontDueAt,
        effect.afterEventDueAt,
      );
      return;
    }
    case 'share_with_similar_djs': {
      // Similar DJs see a targeted request only after 48 h without an answer, or once its DJ declined.
      if (name === 'cancel_booking') {
        // A DJ's cancellation before the charge: the request reaches DJs similar to that DJ.
        expect(actor).toEqual({ role: 'dj', djId: effect.djId });
        expect(prev.acceptedDjId).toBe(effect.djId);
        return;
      }
      expect(prev.targetDjId).toBe(effect.djId);
      if (name === 'share_with_similar_djs') {
        expect(world.targetAnswered).toBe(false);
        expect(ms(world.now)).toBeGreaterThanOrEqual(ms(prev.submittedAt!) + 48 * HOUR_MS);
      } else {
        expect(name).toBe('decline');
        expect(actor).toEqual({ role: 'dj', djId: prev.targetDjId });
      }
      return;
    }
    case 'detach_saved_card':
      // Detached once, after any charge of it in the same transition, and never a card already detached.
      expect(prev.cardSaved).toBe(true);
      expect(world.savedCard?.attached).toBe(true);
      world.savedCard!.attached = false;
      return;
    case 'route_to_dj':
    case 'share_with_matching_djs':
    case 'hide_from_dj':
    case 'close_to_other_djs':
    case 'outbox':
      return;
  }
}

export function fireAndApply<N extends TTransitionName>(
  world: World,
  name: N,
  actor: TBookingActor,
  context: TTransitionContexts[N],
): TFireResult {
  const result = fire(world.state, name, actor, world.now, context);
  apply(world, name, actor, context, result);
  if (result.ok && (name === 'authorize_saved_card' || name === 'retry_authorization') && world.syncAnswers)
    answer(world, world.syncAnswers[world.answered++ % world.syncAnswers.length]!);
  return result;
}

/** The gateway's answer to the off-session authorization in flight. */
export function answer(world: World, success: boolean): void {
  const amountMinor = world.inFlight.shift();
  if (amountMinor === undefined) return;
  if (success) {
    // The request now refers to the new hold: kept, or released at once if the request closed meanwhile.
    expect(world.current?.status).not.toBe('authorized');
    world.current = newHold(world, amountMinor);
    expect(fireAndApply(world, 'authorization_succeeded', { role: 'gateway' }, {}).ok).toBe(true);
  } else {
    const decline = world.declines[world.failures++ % world.declines.length]!;
    const result = fireAndApply(
      world,
      'authorization_failed',
      { role: 'gateway' },
      { reason: 'card_declined', decline },
    );
    expect(result.ok).toBe(true);
  }
}

export function advance(world: World, minutes: number, late: boolean): void {
  const until = new Date(ms(world.now) + minutes * MINUTE_MS);
  for (;;) {
    world.jobs.sort((a, b) => ms(a.at) - ms(b.at));
    const due = world.jobs[0];
    if (!due || ms(due.at) > ms(until)) break;
    world.jobs.shift();
    world.now = late ? until : new Date(Math.max(ms(world.now), ms(due.at)));
    const result = fireAndApply(world, due.job, { role: 'system' }, {});
    if (!result.ok) expect(result.code).not.toBe('forbidden');
  }
  world.now = until;
  checkState(world);
  checkTimers(world);
}
