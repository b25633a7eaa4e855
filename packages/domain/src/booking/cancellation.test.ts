import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time/durations.ts';
import { cancellationCost, type TCancellationCase } from './cancellation.ts';
import type { TBookingActor } from './effects.ts';
import { PAYMENT_STATUSES, type TBookingRequest, type TPaymentStatus } from './states.ts';
import { fire } from './transitions.ts';
import { EVENT, before } from './transitions-test-kit.ts';

const booking = (patch: Partial<TCancellationCase> = {}): TCancellationCase => ({
  side: 'customer',
  confirmed: true,
  payment: 'authorized',
  eventAt: EVENT,
  noticeHours: 72,
  ...patch,
});

describe('what cancelling a booking costs', () => {
  it('costs the customer nothing before confirmation, whatever the time', () => {
    expect(cancellationCost(booking({ confirmed: false }), before(1))).toEqual({
      kind: 'free',
      deadline: null,
    });
  });

  it('costs the customer nothing before the notice, the agreed price from the deadline on', () => {
    expect(cancellationCost(booking(), before(73))).toEqual({ kind: 'free', deadline: before(72) });
    expect(cancellationCost(booking(), before(72))).toEqual({ kind: 'charged', deadline: before(72) });
    expect(cancellationCost(booking({ noticeHours: 168 }), before(100)).kind).toBe('charged');
    expect(cancellationCost(booking({ noticeHours: 24 }), before(30)).kind).toBe('free');
  });

  it('takes 72 hours when the contract set no notice', () => {
    expect(cancellationCost(booking({ noticeHours: null }), before(50))).toEqual({
      kind: 'charged',
      deadline: before(72),
    });
  });

  it('charges nothing when the card has nothing to charge', () => {
    for (const payment of ['failed', 'released', null] as const)
      expect(cancellationCost(booking({ payment }), before(10)).kind).toBe('free');
    expect(cancellationCost(booking({ payment: 'card_saved', noticeHours: 168 }), before(150)).kind).toBe(
      'charged',
    );
  });

  it('lets the DJ walk away until the card is charged, at any time before it', () => {
    expect(cancellationCost(booking({ side: 'dj' }), before(2))).toEqual({ kind: 'free', deadline: null });
    expect(cancellationCost(booking({ side: 'dj', payment: 'captured' }), before(2))).toEqual({
      kind: 'refused',
      deadline: null,
    });
  });
});

const STATUSES = ['accepted', 'awaiting_dj_agreement', 'confirmed'] as const;

/** A live booking the engine could hold: a charge only on a confirmed booking inside the capture window. */
const liveBooking = fc
  .record({
    status: fc.constantFrom(...STATUSES),
    payment: fc.constantFrom(...PAYMENT_STATUSES),
    hoursBefore: fc.integer({ min: 1, max: 400 * 60 }).map((minutes) => minutes / 60),
    noticeHours: fc.constantFrom(24, 48, 72, 168, null),
    side: fc.constantFrom('customer' as const, 'dj' as const),
  })
  .filter(
    ({ status, payment, hoursBefore }) =>
      payment !== 'captured' || (status === 'confirmed' && hoursBefore <= 24),
  );

function requestState(status: (typeof STATUSES)[number], payment: TPaymentStatus): TBookingRequest {
  return {
    status,
    payment,
    customerId: 1,
    targetDjId: null,
    acceptedDjId: 7,
    eventAt: EVENT,
    eventEndsAt: new Date(EVENT.getTime() + 2 * HOUR_MS),
    currency: 'EUR',
    amountMinor: 30_000,
    chargeMinor: 26_000,
    submittedAt: before(500),
    offSessionPending: false,
    cardSaved: payment === 'card_saved',
  };
}

describe('the cancellation cost the browser shows', () => {
  it('is what the booking engine does when that side cancels', () => {
    fc.assert(
      fc.property(liveBooking, ({ status, payment, hoursBefore, noticeHours, side }) => {
        const now = before(hoursBefore);
        const actor: TBookingActor =
          side === 'dj' ? { role: 'dj', djId: 7 } : { role: 'customer', userId: 1 };
        const cost = cancellationCost(
          { side, confirmed: status === 'confirmed', payment, eventAt: EVENT, noticeHours },
          now,
        );
        const result = fire(requestState(status, payment), 'cancel_booking', actor, now, {
          reason: 'Venue flooded',
          noticeHours,
        });
        if (cost.kind === 'refused') {
          expect(result.ok).toBe(false);
          return;
        }
        if (!result.ok) throw new Error(`refused (${result.code}): ${result.reason}`);
        const charged = side === 'customer' && result.next.payment === 'captured';
        expect(cost.kind).toBe(charged ? 'charged' : 'free');
      }),
      { numRuns: 500 },
    );
  });
});
