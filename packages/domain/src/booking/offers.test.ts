import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OFFER_MESSAGES } from './booking-api.ts';
import type { TBookingActor } from './effects.ts';
import {
  OFFER_MOVES,
  isLiveOffer,
  moveOffer,
  offerAmountMinor,
  offerCloseReason,
  offerRateProblem,
  standingProposal,
  type TOfferMove,
  type TOfferMoveContext,
  type TOfferMoveResult,
  type TOfferRequestFacts,
  type TOfferState,
} from './offers.ts';
import { BOOKING_REFUSALS } from './transitions.ts';
import { ACTORS } from './transitions-test-kit.ts';

const { customer, stranger, dj, otherDj, system } = ACTORS;
const NOW = new Date('2026-06-01T12:00:00Z');
const request: TOfferRequestFacts = {
  status: 'shared',
  customerId: 1,
  targetDjId: null,
  eventAt: new Date('2026-06-10T21:00:00Z'),
  durationHours: 2,
  currency: 'EUR',
};

function ok(result: TOfferMoveResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

const make = (hourlyRateMinor = 15_000, facts = request) =>
  ok(moveOffer(null, 'make', dj, { request: facts, now: NOW, hourlyRateMinor, reached: true, message: 'Hi' }))
    .next;
const counter = (offer: TOfferState, actor: TBookingActor, hourlyRateMinor: number) =>
  moveOffer(offer, 'counter', actor, { request, now: NOW, hourlyRateMinor });
const answer = (offer: TOfferState, move: 'accept' | 'decline' | 'withdraw', actor: TBookingActor) =>
  moveOffer(offer, move, actor, { request, now: NOW });

describe('making an offer', () => {
  it('proposes the rate for the request duration, awaiting the customer', () => {
    const result = ok(
      moveOffer(null, 'make', dj, {
        request,
        now: NOW,
        hourlyRateMinor: 15_000,
        reached: true,
        message: 'Hi',
      }),
    );
    expect(result.event).toBe('offer.made');
    expect(result.next).toEqual({
      status: 'pending',
      djId: 7,
      hourlyRateMinor: 15_000,
      amountMinor: 30_000,
      counterHourlyRateMinor: null,
      counterAmountMinor: null,
      counterBy: null,
      awaiting: 'customer',
      message: 'Hi',
      statusMessage: null,
    });
  });

  it('prices fractional durations like the fees do', () => {
    expect(offerAmountMinor(12_345, 1.5)).toBe(18_518);
    expect(make(12_345, { ...request, durationHours: 1.5 }).amountMinor).toBe(18_518);
  });

  it('is for a DJ the request reached, while it is open, once at a time', () => {
    const context = { request, now: NOW, hourlyRateMinor: 15_000, reached: true };
    expect(moveOffer(null, 'make', customer, context)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(moveOffer(null, 'make', dj, { ...context, reached: false })).toEqual({
      ok: false,
      code: 'forbidden',
      reason: OFFER_MESSAGES.notReached,
    });
    // The DJ a request is aimed at is reached while it waits for them.
    expect(
      moveOffer(null, 'make', dj, {
        ...context,
        reached: false,
        request: { ...request, status: 'routed_to_dj', targetDjId: 7 },
      }).ok,
    ).toBe(true);
    expect(moveOffer(null, 'make', dj, { ...context, request: { ...request, status: 'accepted' } })).toEqual({
      ok: false,
      code: 'conflict',
      reason: OFFER_MESSAGES.alreadyAccepted,
    });
    expect(moveOffer(null, 'make', dj, { ...context, request: { ...request, status: 'expired' } })).toEqual({
      ok: false,
      code: 'conflict',
      reason: OFFER_MESSAGES.requestNotOpen,
    });
    expect(moveOffer(null, 'make', dj, { ...context, now: new Date('2026-06-09T22:00:00Z') })).toEqual({
      ok: false,
      code: 'conflict',
      reason: BOOKING_REFUSALS.closed,
    });
    const live = make();
    expect(moveOffer(live, 'make', dj, context)).toEqual({
      ok: false,
      code: 'conflict',
      reason: OFFER_MESSAGES.liveOfferExists,
    });
    const declined = ok(answer(live, 'decline', customer)).next;
    expect(moveOffer(declined, 'make', dj, context).ok).toBe(true);
  });

  it('refuses rates that are not whole cents, too high, or leave the DJ nothing', () => {
    expect(offerRateProblem(0, 2, 'EUR')).toBe(OFFER_MESSAGES.rateInvalid);
    expect(offerRateProblem(10.5, 2, 'EUR')).toBe(OFFER_MESSAGES.rateInvalid);
    expect(offerRateProblem(10_000_001, 2, 'EUR')).toBe('Hourly rate must be at most €100,000');
    expect(offerRateProblem(10_000_000, 12, 'EUR')).toBe(OFFER_MESSAGES.amountTooLarge);
    expect(offerRateProblem(100, 0.5, 'EUR')).toBe(OFFER_MESSAGES.amountTooSmall);
    expect(offerRateProblem(2_000, 0.5, 'EUR')).toBeNull();
    expect(moveOffer(null, 'make', dj, { request, now: NOW, hourlyRateMinor: 1, reached: true })).toEqual({
      ok: false,
      code: 'rule',
      reason: OFFER_MESSAGES.amountTooSmall,
    });
  });
});

describe('negotiating', () => {
  it('takes turns: the awaited side answers, a counter awaits the other side', () => {
    const offer = make();
    expect(answer(offer, 'accept', dj)).toEqual({
      ok: false,
      code: 'conflict',
      reason: OFFER_MESSAGES.notYourTurn,
    });
    const countered = ok(counter(offer, customer, 12_000));
    expect(countered.event).toBe('offer.countered');
    expect(countered.next).toMatchObject({
      status: 'negotiating',
      counterHourlyRateMinor: 12_000,
      counterAmountMinor: 24_000,
      counterBy: 'customer',
      awaiting: 'dj',
      statusMessage: OFFER_MESSAGES.counterSentByCustomer,
    });
    expect(counter(countered.next, customer, 11_000)).toMatchObject({ reason: OFFER_MESSAGES.notYourTurn });
    const back = ok(counter(countered.next, dj, 13_500)).next;
    expect(back).toMatchObject({ counterAmountMinor: 27_000, counterBy: 'dj', awaiting: 'customer' });
    expect(standingProposal(back)).toEqual({ hourlyRateMinor: 13_500, amountMinor: 27_000 });
  });

  it('refuses a counter that names the standing amount', () => {
    expect(counter(make(), customer, 15_000)).toEqual({
      ok: false,
      code: 'rule',
      reason: OFFER_MESSAGES.sameAmount,
    });
  });

  it('accepts the standing proposal with the spec status line of each side', () => {
    const byCustomer = ok(answer(make(), 'accept', customer));
    expect(byCustomer.agreed).toEqual({ hourlyRateMinor: 15_000, amountMinor: 30_000 });
    // Not 'Booking confirmed!' yet: the customer confirms the contract next (decision record 029).
    expect(byCustomer.statusMessage).toBe(OFFER_MESSAGES.offerAcceptedByCustomer);
    expect(byCustomer.event).toBe('offer.accepted');

    const countered = ok(counter(make(), customer, 12_000)).next;
    const byDj = ok(answer(countered, 'accept', dj));
    expect(byDj.agreed).toEqual({ hourlyRateMinor: 12_000, amountMinor: 24_000 });
    expect(byDj.next).toMatchObject({
      status: 'accepted',
      amountMinor: 24_000,
      hourlyRateMinor: 12_000,
      counterAmountMinor: null,
      counterHourlyRateMinor: null,
      counterBy: null,
      awaiting: null,
      statusMessage: OFFER_MESSAGES.counterAcceptedByDj,
    });
  });

  it('says whether a counter or a first proposal was declined', () => {
    expect(ok(answer(make(), 'decline', customer)).next).toMatchObject({
      status: 'declined',
      awaiting: null,
      statusMessage: 'Offer declined.',
    });
    const countered = ok(counter(make(), customer, 12_000)).next;
    expect(ok(answer(countered, 'decline', dj)).next).toMatchObject({
      status: 'declined',
      counterAmountMinor: null,
      statusMessage: 'Counter offer declined.',
    });
  });

  it('is for the request customer and the offer DJ only', () => {
    const offer = make();
    expect(answer(offer, 'accept', stranger)).toEqual({
      ok: false,
      code: 'forbidden',
      reason: OFFER_MESSAGES.notCustomer,
    });
    expect(answer(offer, 'decline', otherDj)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(answer(offer, 'withdraw', otherDj)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(answer(offer, 'withdraw', customer)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(answer(offer, 'accept', system)).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('cannot accept once the request was accepted or closed', () => {
    const offer = make();
    expect(
      moveOffer(offer, 'accept', customer, { request: { ...request, status: 'accepted' }, now: NOW }),
    ).toEqual({ ok: false, code: 'conflict', reason: OFFER_MESSAGES.alreadyAccepted });
  });
});

describe('ending an offer', () => {
  it('lets its DJ withdraw it while it is live', () => {
    const withdrawn = ok(answer(make(), 'withdraw', dj));
    expect(withdrawn.event).toBe('offer.withdrawn');
    expect(withdrawn.next).toMatchObject({ status: 'withdrawn', awaiting: null });
    expect(answer(withdrawn.next, 'withdraw', dj)).toMatchObject({ code: 'conflict' });
    expect(answer(withdrawn.next, 'accept', customer)).toEqual({
      ok: false,
      code: 'conflict',
      reason: OFFER_MESSAGES.notLive,
    });
  });

  it('is closed by the system when the request stops being open, saying why', () => {
    const closed = ok(moveOffer(make(), 'close', system, { request, now: NOW, reason: 'booked_elsewhere' }));
    expect(closed.next).toMatchObject({
      status: 'withdrawn',
      statusMessage: OFFER_MESSAGES.closedBookedElsewhere,
    });
    expect(moveOffer(make(), 'close', dj, { request, now: NOW, reason: 'expired' })).toMatchObject({
      ok: false,
    });
    expect(offerCloseReason('shared', 7, null)).toBeNull();
    expect(offerCloseReason('accepted', 7, 8)).toBe('booked_elsewhere');
    expect(offerCloseReason('accepted', 7, 7)).toBe('accepted_as_asked');
    expect(offerCloseReason('cancelled', 7, null)).toBe('cancelled');
    expect(offerCloseReason('expired', 7, null)).toBe('expired');
  });
});

describe('any sequence of moves', () => {
  const actors = [customer, stranger, dj, otherDj, system];
  const arbitraryMove = fc.record({
    move: fc.constantFrom<TOfferMove>(...OFFER_MOVES.filter((move) => move !== 'make')),
    actor: fc.constantFrom(...actors),
    rate: fc.integer({ min: -100, max: 60_000 }),
  });

  it('keeps the offer consistent: live exactly while awaiting someone, a counter while negotiating', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 60_000 }),
        fc.array(arbitraryMove, { maxLength: 20 }),
        (rate, moves) => {
          let offer = make(rate);
          for (const { move, actor, rate: next } of moves) {
            const before = offer;
            const context = {
              request,
              now: NOW,
              hourlyRateMinor: next,
              reason: 'expired',
            } as unknown as TOfferMoveContext<typeof move>;
            const result = moveOffer(offer, move, actor, context);
            if (!result.ok) {
              expect(['forbidden', 'conflict', 'rule']).toContain(result.code);
              continue;
            }
            offer = result.next;
            expect(isLiveOffer(before.status)).toBe(true);
            expect(offer.awaiting !== null).toBe(isLiveOffer(offer.status));
            // A withdrawn offer keeps the counter that stood when it ended; accepted and declined ones clear it.
            if (offer.status !== 'withdrawn') {
              expect(offer.counterAmountMinor !== null).toBe(offer.status === 'negotiating');
              expect(offer.counterBy !== null).toBe(offer.status === 'negotiating');
            }
            if (offer.status === 'negotiating') expect(offer.awaiting).not.toBe(offer.counterBy);
            if (result.agreed) {
              expect(offer.status).toBe('accepted');
              expect(result.agreed.amountMinor).toBe(offerAmountMinor(result.agreed.hourlyRateMinor, 2));
              expect(result.agreed).toEqual(standingProposal(before));
            }
            if (isLiveOffer(offer.status))
              expect(offerRateProblem(standingProposal(offer).hourlyRateMinor, 2, 'EUR')).toBeNull();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
