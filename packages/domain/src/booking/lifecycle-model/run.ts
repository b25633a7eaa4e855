import { expect } from 'vitest';
import type { TDeclineKind } from '../card-rescue.ts';
import { HOURLY_BUDGET } from '../constants.ts';
import { HOUR_MS, MINUTE_MS } from '../../time/durations.ts';
import { requestAmountMinor } from '../amounts.ts';
import { BOOKING_MESSAGES } from '../booking-api.ts';
import type { TActorRole, TBookingActor } from '../effects.ts';
import { moveOffer, type TOfferMoveResult } from '../offers.ts';
import { TRANSITIONS, draftBookingRequest, type TFireResult } from '../transitions.ts';
import { moveAndStore } from './bookings.ts';
import { checkState } from './checks.ts';
import { advance, answer, fireAndApply } from './steps.ts';
import {
  ACTORS,
  type Action,
  CUSTOMER,
  START,
  TARGET,
  type World,
  adoptCard,
  ms,
  offerActor,
  offerFacts,
  reachedFor,
  securePayment,
  strayContext,
} from './world.ts';

/**
 * An offer accepted by `actor`, in one transaction: the offer's move, the request's accept_offer at the agreed
 * price (and its booking), the other live offers withdrawn; nothing stays if either refuses.
 */
export function acceptOffer(
  world: World,
  djId: number,
  actor: TBookingActor,
): TOfferMoveResult | TFireResult | null {
  const offer = world.offers.get(djId);
  if (!offer) return null;
  const move = moveOffer(offer, 'accept', actor, { request: offerFacts(world), now: world.now });
  if (!move.ok) return moveAndStore(world, djId, move);
  expect(move.agreed).toBeDefined();
  world.offers.set(djId, move.next);
  const result = fireAndApply(world, 'accept_offer', actor, {
    djId,
    reached: reachedFor(world, djId, true),
    chargeMinor: move.agreed!.amountMinor,
  });
  if (!result.ok) {
    world.offers.set(djId, offer);
    return result;
  }
  moveAndStore(world, djId, move);
  expect(world.state).toMatchObject({ acceptedDjId: djId, chargeMinor: move.agreed!.amountMinor });
  return result;
}

/** A DJ's acceptance as asked, or the answer of the awaited side to that DJ's offer. */
export function acceptAny(
  world: World,
  djId: number,
  asAsked: boolean,
): TOfferMoveResult | TFireResult | null {
  if (asAsked)
    return fireAndApply(world, 'accept', { role: 'dj', djId }, { reached: reachedFor(world, djId, true) });
  const offer = world.offers.get(djId);
  if (!offer) return null;
  return acceptOffer(world, djId, offerActor(djId, 'awaited', offer));
}

export function run(world: World, action: Action): void {
  const customer: TBookingActor = { role: 'customer', userId: CUSTOMER };
  switch (action.kind) {
    case 'advance':
      advance(world, action.minutes, action.late);
      return;
    case 'dj': {
      const actor: TBookingActor = { role: 'dj', djId: action.who === 'target' ? TARGET : 8 };
      const reached = reachedFor(world, actor.djId, action.reached);
      if (action.what === 'decline') fireAndApply(world, 'decline', actor, { reached });
      else {
        const base = world.state.amountMinor;
        const context =
          action.priceDelta === null
            ? { reached }
            : { reached, chargeMinor: Math.max(1, base + action.priceDelta) };
        fireAndApply(world, 'accept', actor, context);
      }
      break;
    }
    case 'cancel':
      fireAndApply(world, 'cancel', action.stranger ? { role: 'customer', userId: 2 } : customer, {
        reason: 'Plans changed',
      });
      break;
    case 'confirm': {
      const result = fireAndApply(
        world,
        'confirm',
        action.stranger ? { role: 'dj', djId: TARGET } : customer,
        { termsChanged: action.changed },
      );
      // The server stores the contract with the confirmation, in its transaction.
      if (result.ok) {
        world.terms = { paymentTerms: action.terms, noticeHours: action.notice };
        expect(world.state.status).toBe(action.changed ? 'awaiting_dj_agreement' : 'confirmed');
      }
      break;
    }
    case 'terms_answer': {
      const actors: Record<typeof action.by, TBookingActor> = {
        dj: { role: 'dj', djId: world.state.acceptedDjId ?? TARGET },
        other_dj: { role: 'dj', djId: 9 },
        customer,
      };
      const prev = world.state;
      const result = action.agree
        ? fireAndApply(world, 'agree_terms', actors[action.by], {})
        : fireAndApply(world, 'decline_terms', actors[action.by], { message: action.message });
      if (result.ok) expect(prev.status).toBe('awaiting_dj_agreement');
      if (result.ok) expect(world.state.status).toBe(action.agree ? 'confirmed' : 'accepted');
      break;
    }
    case 'offer': {
      const actor: TBookingActor = { role: 'dj', djId: action.dj };
      const result = moveOffer(world.offers.get(action.dj) ?? null, 'make', actor, {
        request: offerFacts(world),
        now: world.now,
        hourlyRateMinor: action.rate,
        reached: reachedFor(world, action.dj, action.reached),
      });
      if (result.ok) expect(world.hidden.has(action.dj) && world.state.status === 'shared').toBe(false);
      moveAndStore(world, action.dj, result);
      break;
    }
    case 'counter': {
      const offer = world.offers.get(action.dj);
      if (!offer) return;
      const result = moveOffer(offer, 'counter', offerActor(action.dj, action.by, offer), {
        request: offerFacts(world),
        now: world.now,
        hourlyRateMinor: action.rate,
      });
      moveAndStore(world, action.dj, result);
      break;
    }
    case 'answer': {
      const offer = world.offers.get(action.dj);
      if (!offer) return;
      const actor = offerActor(action.dj, action.by, offer);
      if (action.move === 'accept') acceptOffer(world, action.dj, actor);
      else
        moveAndStore(
          world,
          action.dj,
          moveOffer(offer, action.move, actor, { request: offerFacts(world), now: world.now }),
        );
      break;
    }
    case 'double_accept': {
      // Two acceptances sent at once: the request row's lock runs them one after the other, so the second sees
      // the first's booking and is refused with the contract's 409.
      const first = acceptAny(world, action.first, action.asAsked);
      const second = acceptAny(world, action.second, !action.asAsked);
      if (first?.ok && second)
        expect(second).toMatchObject({
          ok: false,
          code: 'conflict',
          reason: BOOKING_MESSAGES.alreadyAccepted,
        });
      break;
    }
    case 'cancel_booking': {
      const actors: Record<typeof action.by, TBookingActor> = {
        customer,
        stranger: { role: 'customer', userId: 2 },
        dj: { role: 'dj', djId: world.state.acceptedDjId ?? TARGET },
        other_dj: { role: 'dj', djId: 9 },
      };
      const prev = world.state;
      const result = fireAndApply(world, 'cancel_booking', actors[action.by], {
        reason: action.reason,
        noticeHours: world.terms?.noticeHours ?? null,
      });
      if (result.ok && action.by === 'dj') {
        world.djCancellations++;
        expect(world.state).toMatchObject({
          status: 'shared',
          payment: prev.payment,
          amountMinor: prev.amountMinor,
        });
      } else if (result.ok) {
        // The customer pays only inside the notice period, and then the agreed price.
        const charged = world.state.payment === 'captured';
        expect(charged).toBe(
          world.lateCancellation && ['authorized', 'card_saved', 'captured'].includes(prev.payment!),
        );
      } else if (
        action.by === 'dj' &&
        prev.payment === 'captured' &&
        prev.status === 'confirmed' &&
        action.reason.trim() !== ''
      )
        expect(result).toMatchObject({ code: 'conflict', reason: BOOKING_MESSAGES.chargedAlready });
      break;
    }
    case 'reauthorize': {
      const amountMinor = Math.max(
        1,
        (world.state.chargeMinor ?? world.state.amountMinor) + action.amountDelta,
      );
      const { payment, hold, card } = securePayment(world, amountMinor);
      const result = fireAndApply(world, 'reauthorize', customer, { payment, amountMinor });
      adoptCard(world, card, result.ok);
      // The server cancels an intent it did not attach to the request.
      if (hold && !result.ok) hold.status = 'released';
      else if (hold) world.current = hold;
      break;
    }
    case 'gateway':
      answer(world, action.success);
      break;
    case 'next_timer': {
      // The clock moves to the next timer (as a test-clock demo does) and a little past it.
      const next = world.jobs.map((job) => ms(job.at)).sort((a, b) => a - b)[0];
      if (next === undefined) return;
      advance(world, Math.max(0, Math.ceil((next - ms(world.now)) / MINUTE_MS)) + action.extraMinutes, false);
      return;
    }
    case 'lag':
      // The job runner is behind: the clock moves and no timer has run yet.
      world.now = new Date(ms(world.now) + action.minutes * MINUTE_MS);
      break;
    case 'nudge': {
      // A timer's job runs just before, or exactly at, its time (clock skew, a duplicate delivery).
      const next = [...world.jobs].sort((a, b) => ms(a.at) - ms(b.at))[0];
      if (!next || ms(next.at) - action.earlyMs <= ms(world.now)) return;
      world.now = new Date(ms(next.at) - action.earlyMs);
      const result = fireAndApply(world, next.job, { role: 'system' }, {});
      if (action.earlyMs > 0) expect(result.ok).toBe(false);
      break;
    }
    case 'replay_webhook':
      if (world.inFlight.length === 0)
        expect(fireAndApply(world, 'authorization_succeeded', { role: 'gateway' }, {}).ok).toBe(false);
      break;
    case 'stray': {
      // Anyone firing anything at any time: the rightful actor (a timer's system, the customer, a DJ) or another.
      const rightful: Record<TActorRole, TBookingActor> = {
        customer: ACTORS[0]!,
        dj: action.reached ? ACTORS[3]! : ACTORS[2]!,
        system: ACTORS[4]!,
        gateway: ACTORS[4]!,
      };
      const actor =
        action.actor === 'rightful' ? rightful[TRANSITIONS[action.name].by[0]!] : ACTORS[action.actor]!;
      fireAndApply(world, action.name, actor, strayContext(world, action.name, action.reached));
      break;
    }
  }
  checkState(world);
}

export type TScenario = {
  leadMinutes: number;
  targeted: boolean;
  durationHours: number;
  budget: number;
  syncAnswers: boolean[] | null;
  declines: TDeclineKind[];
};

export function start(input: TScenario): World {
  const eventAt = new Date(ms(START) + input.leadMinutes * MINUTE_MS);
  const amountMinor = requestAmountMinor(
    HOURLY_BUDGET.min + input.budget * HOURLY_BUDGET.step,
    input.durationHours,
  );
  const world: World = {
    now: START,
    state: draftBookingRequest({
      customerId: CUSTOMER,
      targetDjId: input.targeted ? TARGET : null,
      eventAt,
      durationHours: input.durationHours,
      currency: 'EUR',
      amountMinor,
    }),
    submitted: false,
    jobs: [],
    holds: [],
    current: null,
    savedCards: [],
    savedCard: null,
    inFlight: [],
    targetAnswered: false,
    syncAnswers: input.syncAnswers,
    answered: 0,
    declines: input.declines,
    failures: 0,
    retries: 0,
    reminders: 0,
    durationHours: input.durationHours,
    hidden: new Set(),
    offers: new Map(),
    bookings: [],
    terms: null,
    payouts: [],
    lateCancellation: false,
    djCancellations: 0,
    events: [],
  };
  const { payment, hold, card } = securePayment(world, amountMinor);
  const result = fireAndApply(world, 'submit', { role: 'customer', userId: CUSTOMER }, { payment });
  adoptCard(world, card, result.ok);
  world.submitted = result.ok;
  if (hold) {
    if (result.ok) world.current = hold;
    else hold.status = 'released';
  }
  checkState(world);
  return world;
}

/** After the event: every answer delivered and every timer run. */
export function drain(world: World, answers: boolean[]): void {
  for (let round = 0; round < 10; round++) {
    while (world.inFlight.length > 0) answer(world, answers[round % answers.length] ?? true);
    const end = ms(world.state.eventEndsAt) + 48 * HOUR_MS;
    // Also runs what a lagging job runner left overdue.
    advance(world, Math.max(0, Math.ceil((end - ms(world.now)) / MINUTE_MS)), false);
    if (world.inFlight.length === 0 && world.jobs.every((job) => ms(job.at) > ms(world.now))) break;
  }
}

/** Moves the clock to `at` (minutes rounded up), every timer due by then run on time. */
export function advanceTo(world: World, at: Date): void {
  advance(world, Math.max(0, Math.ceil((ms(at) - ms(world.now)) / MINUTE_MS)), false);
}
