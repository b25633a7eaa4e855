import { describe, expect, it } from 'vitest';
import {
  acceptCounter,
  canAnswerCounter,
  counterFor,
  declineCounter,
  DEMO_OFFER_MESSAGES,
  highlightChanged,
  nextHighlightEnd,
  OFFER_SIMULATION,
  simulateOffersTick,
  type TDemoOffer,
} from './offer-simulation.ts';
import { confirmBlocker, nextStep, previousStep } from './booking-confirmation-steps.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');

function offer(id: number, changes: Partial<TDemoOffer> = {}): TDemoOffer {
  return {
    id,
    djName: `DJ ${id}`,
    djImage: null,
    eventDate: '2026-06-20',
    eventTime: '22:00',
    offerAmount: 400,
    counterOffer: null,
    status: 'pending',
    message: null,
    lastUpdated: '2026-06-01T11:00:00.000Z',
    ...changes,
  };
}

/** A random source that answers the given draws in order. */
function draws(...values: number[]) {
  const queue = [...values];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('more draws than scripted');
    return next;
  };
}

describe('the offers simulation', () => {
  it('ticks every 10 s with a 30% chance and highlights for 5 s (docs/product/offers-and-contracts.md)', () => {
    expect(OFFER_SIMULATION).toEqual({ tickMs: 10_000, changeChance: 0.3, highlightMs: 5_000 });
  });

  it('leaves a pending offer alone when the draw is at or above 30%', () => {
    const result = simulateOffersTick([offer(1)], draws(0.3), NOW);
    expect(result.changed).toEqual([]);
    expect(result.offers[0]).toEqual(offer(1));
  });

  it('turns a pending offer accepted, declined or negotiating below 30%, stamping the time', () => {
    const accepted = simulateOffersTick([offer(1)], draws(0.1, 0), NOW);
    expect(accepted.changed).toEqual([1]);
    expect(accepted.offers[0]).toMatchObject({
      status: 'accepted',
      counterOffer: null,
      message: DEMO_OFFER_MESSAGES.accepted,
      lastUpdated: NOW.toISOString(),
    });
    expect(simulateOffersTick([offer(1)], draws(0.29, 0.5), NOW).offers[0]!.status).toBe('declined');
    const negotiating = simulateOffersTick([offer(1)], draws(0, 0.99, 0), NOW).offers[0]!;
    expect(negotiating).toMatchObject({ status: 'negotiating', counterOffer: 440 });
  });

  it('only draws for pending offers; the others never change', () => {
    const offers = [offer(1, { status: 'accepted' }), offer(2, { status: 'negotiating', counterOffer: 500 })];
    const result = simulateOffersTick(offers, draws(), NOW);
    expect(result.offers).toEqual(offers);
    expect(result.changed).toEqual([]);
  });

  it('changes about 30% of pending offers over many ticks', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    let changed = 0;
    for (let i = 0; i < 2000; i += 1) changed += simulateOffersTick([offer(1)], random, NOW).changed.length;
    expect(changed / 2000).toBeGreaterThan(0.26);
    expect(changed / 2000).toBeLessThan(0.34);
  });

  it('makes a counter 10% to 30% above the offer, rounded up to 5', () => {
    expect(counterFor(400, () => 0)).toBe(440);
    expect(counterFor(400, () => 0.999)).toBe(520);
    expect(counterFor(333, () => 0.5)).toBe(400);
  });
});

describe('answering a counter offer', () => {
  const countered = offer(3, { status: 'negotiating', counterOffer: 480 });

  it('accepts at the counter amount and clears the counter', () => {
    expect(acceptCounter(countered, NOW)).toMatchObject({
      status: 'accepted',
      offerAmount: 480,
      counterOffer: null,
      message: 'Booking confirmed! Contract sent to DJ.',
      lastUpdated: NOW.toISOString(),
    });
  });

  it('declines, keeping the amount and clearing the counter', () => {
    expect(declineCounter(countered, NOW)).toMatchObject({
      status: 'declined',
      offerAmount: 400,
      counterOffer: null,
      message: 'Counter offer declined.',
    });
  });

  it('only answers a negotiating offer that carries a counter', () => {
    expect(canAnswerCounter(countered)).toBe(true);
    expect(canAnswerCounter(offer(4))).toBe(false);
    expect(canAnswerCounter(offer(5, { status: 'negotiating' }))).toBe(false);
    expect(acceptCounter(offer(4), NOW)).toEqual(offer(4));
    expect(declineCounter(offer(4), NOW)).toEqual(offer(4));
  });
});

describe('highlights', () => {
  it('give changed offers 5 s and drop the ones that ended', () => {
    const first = highlightChanged({}, [1, 2], 1_000);
    expect(first).toEqual({ 1: 6_000, 2: 6_000 });
    const later = highlightChanged(first, [3], 6_000);
    expect(later).toEqual({ 3: 11_000 });
    expect(nextHighlightEnd(later, 6_000)).toBe(11_000);
    expect(nextHighlightEnd(later, 11_000)).toBeNull();
  });
});

describe('the booking confirmation steps', () => {
  it('moves with Next and Back within review, contract and confirmation', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(2)).toBe(2);
    expect(previousStep(1)).toBe(0);
    expect(previousStep(0)).toBe(0);
  });

  it('confirms only on the last step with the agreement ticked', () => {
    expect(confirmBlocker(1, true)).not.toBeNull();
    expect(confirmBlocker(2, false)).toBe('Please agree to the contract terms to confirm the booking.');
    expect(confirmBlocker(2, true)).toBeNull();
  });
});
