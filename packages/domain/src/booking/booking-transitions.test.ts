import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from './booking-api.ts';
import { outboxEvents } from './effects.ts';
import { expiresAt } from './schedule.ts';
import type { TBookingRequest } from './states.ts';
import { BOOKING_REFUSALS, fire } from './transitions.ts';
import {
  ACTORS,
  END,
  EVENT,
  before,
  eventDraft,
  fired as ok,
  withoutOutbox,
} from './transitions-test-kit.ts';

const { customer, stranger, dj, otherDj, system } = ACTORS;

/** Offers accepted by either side, and bookings cancelled by either side (decision record 029). */

/** An open request (shared with matching DJs), its card held for 300.00 or saved when far ahead. */
function open(hoursBefore = 100): TBookingRequest {
  const draft = eventDraft(null);
  const payment = hoursBefore > 120 ? 'card_saved' : 'authorized';
  return ok(fire(draft, 'submit', customer, before(hoursBefore), { payment })).next;
}

const offerContext = (chargeMinor = 26_000) => ({ djId: 7, reached: true, chargeMinor });

function booked(hoursBefore = 100, chargeMinor = 26_000): TBookingRequest {
  return ok(
    fire(open(hoursBefore), 'accept_offer', customer, before(hoursBefore - 1), offerContext(chargeMinor)),
  ).next;
}

function confirmed(hoursBefore = 100): TBookingRequest {
  return ok(fire(booked(hoursBefore), 'confirm', customer, before(hoursBefore - 2), {})).next;
}

const cancel = (reason = 'Venue flooded', noticeHours: number | null = 72) => ({ reason, noticeHours });

describe('accepting an offer', () => {
  it('books the offer DJ at the agreed price, by the customer or by that DJ', () => {
    for (const actor of [customer, dj]) {
      const { next, effects } = ok(fire(open(), 'accept_offer', actor, before(99), offerContext()));
      expect(next).toMatchObject({
        status: 'accepted',
        acceptedDjId: 7,
        chargeMinor: 26_000,
        amountMinor: 30_000,
      });
      expect(withoutOutbox(effects)).toEqual([{ kind: 'close_to_other_djs', djId: 7 }]);
      expect(outboxEvents(effects)).toMatchObject([{ type: 'booking_request.accepted', djId: 7, actor }]);
    }
  });

  it('is for the request customer or the offer DJ, reached by the request', () => {
    expect(fire(open(), 'accept_offer', stranger, before(99), offerContext())).toMatchObject({
      code: 'forbidden',
      reason: BOOKING_REFUSALS.notCustomer,
    });
    expect(fire(open(), 'accept_offer', otherDj, before(99), offerContext())).toMatchObject({
      code: 'forbidden',
      reason: BOOKING_REFUSALS.notOfferDj,
    });
    expect(fire(open(), 'accept_offer', system, before(99), offerContext())).toMatchObject({
      code: 'forbidden',
    });
    expect(
      fire(open(), 'accept_offer', customer, before(99), { ...offerContext(), reached: false }),
    ).toMatchObject({ code: 'forbidden', reason: BOOKING_REFUSALS.notReached });
  });

  it('cannot win twice: a second acceptance is told the request was already accepted', () => {
    expect(fire(booked(), 'accept_offer', customer, before(98), offerContext())).toEqual({
      ok: false,
      code: 'conflict',
      reason: BOOKING_MESSAGES.alreadyAccepted,
    });
    expect(fire(booked(), 'accept', otherDj, before(98), { reached: true })).toMatchObject({
      code: 'conflict',
      reason: 'This request was already accepted',
    });
  });

  it('refuses a price that is not whole cents above 0, and a closed window', () => {
    expect(fire(open(), 'accept_offer', customer, before(99), offerContext(0))).toMatchObject({
      code: 'rule',
    });
    expect(fire(open(), 'accept_offer', customer, before(99), offerContext(1.5))).toMatchObject({
      code: 'rule',
    });
    expect(fire(open(), 'accept_offer', customer, before(23), offerContext())).toMatchObject({
      code: 'conflict',
      reason: BOOKING_REFUSALS.closed,
    });
  });

  it('asks for a new authorization before confirming a price above the hold', () => {
    const above = booked(100, 36_000);
    expect(fire(above, 'confirm', customer, before(98), {})).toMatchObject({
      code: 'rule',
      reason: BOOKING_MESSAGES.priceAboveHold,
    });
  });
});

describe('a charge schedules the payouts', () => {
  it('captures the agreed price and schedules the payouts at capture and at the event end', () => {
    const { next, effects } = ok(fire(confirmed(), 'capture', system, before(24), {}));
    expect(next.payment).toBe('captured');
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'capture', amountMinor: 26_000, currency: 'EUR' },
      { kind: 'schedule_payouts', upfrontDueAt: before(24), afterEventDueAt: END },
      { kind: 'schedule', job: 'complete', at: END },
    ]);
    expect(outboxEvents(effects)).toMatchObject([
      { type: 'booking_request.captured', charged: { amountMinor: 26_000, currency: 'EUR' } },
    ]);
  });

  it('an event charges nothing unless its transition charged the card', () => {
    const { effects } = ok(fire(confirmed(), 'cancel_booking', customer, before(72, 1), cancel()));
    expect(outboxEvents(effects)[0]).not.toHaveProperty('charged');
    const late = ok(fire(confirmed(), 'cancel_booking', customer, before(72), cancel()));
    expect(outboxEvents(late.effects)[0]).toMatchObject({
      charged: { amountMinor: 26_000, currency: 'EUR' },
    });
  });
});

describe('the customer cancels a booking', () => {
  it('before confirmation: the hold is released and nothing is charged', () => {
    const { next, effects } = ok(
      fire(booked(), 'cancel_booking', customer, before(98), cancel('Too expensive', null)),
    );
    expect(next).toMatchObject({ status: 'cancelled', payment: 'released' });
    expect(withoutOutbox(effects)).toEqual([{ kind: 'release_authorization' }]);
    expect(outboxEvents(effects)).toMatchObject([
      { type: 'booking.cancelled', actor: customer, reason: 'Too expensive' },
    ]);
  });

  it('before the notice period: nothing is charged', () => {
    const { next, effects } = ok(fire(confirmed(), 'cancel_booking', customer, before(72, 1), cancel()));
    expect(next).toMatchObject({ status: 'cancelled', payment: 'released' });
    expect(withoutOutbox(effects)).toEqual([{ kind: 'release_authorization' }]);
  });

  it('inside the notice period: the agreed price is charged at once and every payout is due at once', () => {
    const { next, effects } = ok(fire(confirmed(), 'cancel_booking', customer, before(72), cancel()));
    expect(next).toMatchObject({ status: 'cancelled', payment: 'captured' });
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'capture', amountMinor: 26_000, currency: 'EUR' },
      { kind: 'schedule_payouts', upfrontDueAt: before(72), afterEventDueAt: before(72) },
    ]);
    // A week's notice makes 100 hours ahead late too; a day's notice does not.
    expect(ok(fire(confirmed(), 'cancel_booking', customer, before(99), cancel('x', 168))).next.payment).toBe(
      'captured',
    );
    expect(ok(fire(confirmed(), 'cancel_booking', customer, before(30), cancel('x', 24))).next.payment).toBe(
      'released',
    );
  });

  it('inside the notice period with a saved card not yet authorized: the saved card is charged', () => {
    const saved = ok(fire(booked(200), 'confirm', customer, before(198), {})).next;
    expect(saved.payment).toBe('card_saved');
    const { next, effects } = ok(fire(saved, 'cancel_booking', customer, before(150), cancel('x', 168)));
    expect(next).toMatchObject({ status: 'cancelled', payment: 'captured' });
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'charge_saved_card', amountMinor: 26_000, currency: 'EUR' },
      { kind: 'detach_saved_card' },
      { kind: 'schedule_payouts', upfrontDueAt: before(150), afterEventDueAt: before(150) },
    ]);
    expect(next.cardSaved).toBe(false);
    expect(outboxEvents(effects)[0]?.charged).toEqual({ amountMinor: 26_000, currency: 'EUR' });
  });

  it('after the charge: the payouts fall due at once, nothing more is charged', () => {
    const charged = ok(fire(confirmed(), 'capture', system, before(24), {})).next;
    const { next, effects } = ok(fire(charged, 'cancel_booking', customer, before(10), cancel()));
    expect(next).toMatchObject({ status: 'cancelled', payment: 'captured' });
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'schedule_payouts', upfrontDueAt: before(10), afterEventDueAt: before(10) },
    ]);
  });

  it('needs a reason, and only the customer of the request', () => {
    expect(fire(confirmed(), 'cancel_booking', customer, before(90), cancel('  '))).toMatchObject({
      code: 'rule',
      reason: BOOKING_MESSAGES.cancelReasonRequired,
    });
    expect(fire(confirmed(), 'cancel_booking', stranger, before(90), cancel())).toMatchObject({
      code: 'forbidden',
    });
    expect(fire(open(), 'cancel_booking', customer, before(90), cancel())).toMatchObject({
      code: 'conflict',
    });
  });
});

describe('the DJ cancels a booking', () => {
  it('before the charge: the request is open again without that DJ, the hold kept, nothing charged', () => {
    for (const booking of [booked(), confirmed()]) {
      const { next, effects } = ok(fire(booking, 'cancel_booking', dj, before(50), cancel('Double booked')));
      expect(next).toMatchObject({
        status: 'shared',
        payment: 'authorized',
        acceptedDjId: null,
        chargeMinor: null,
        amountMinor: 30_000,
      });
      expect(withoutOutbox(effects)).toEqual([
        { kind: 'hide_from_dj', djId: 7 },
        { kind: 'share_with_similar_djs', djId: 7 },
        { kind: 'schedule', job: 'expire', at: expiresAt(EVENT) },
      ]);
      expect(outboxEvents(effects)).toMatchObject([
        { type: 'booking.cancelled', djId: 7, reason: 'Double booked', to: { status: 'shared' } },
      ]);
    }
  });

  it('after the charge: refused, support handles it', () => {
    const charged = ok(fire(confirmed(), 'capture', system, before(24), {})).next;
    expect(fire(charged, 'cancel_booking', dj, before(20), cancel())).toEqual({
      ok: false,
      code: 'conflict',
      reason: BOOKING_MESSAGES.chargedAlready,
      guard: 'dj_not_charged',
    });
  });

  it('is for the booked DJ only', () => {
    expect(fire(confirmed(), 'cancel_booking', otherDj, before(50), cancel())).toMatchObject({
      code: 'forbidden',
      reason: BOOKING_REFUSALS.notBookingDj,
    });
  });

  it('leaves out the DJ who cancelled, even the one the request was aimed at', () => {
    const draft = eventDraft();
    const routed = ok(fire(draft, 'submit', customer, before(100), { payment: 'authorized' })).next;
    const taken = ok(fire(routed, 'accept', dj, before(99), { reached: true })).next;
    const reopened = ok(fire(taken, 'cancel_booking', dj, before(98), cancel())).next;
    // The server no longer counts the DJ as reached (hidden from it).
    expect(fire(reopened, 'accept', dj, before(97), { reached: false })).toMatchObject({ code: 'forbidden' });
    expect(
      fire(reopened, 'accept_offer', customer, before(97), { ...offerContext(), reached: false }),
    ).toMatchObject({ code: 'forbidden' });
  });

  it('lets another DJ accept afterwards', () => {
    const reopened = ok(fire(confirmed(), 'cancel_booking', dj, before(50), cancel())).next;
    const { next } = ok(fire(reopened, 'accept', otherDj, before(49), { reached: true }));
    expect(next).toMatchObject({ status: 'accepted', acceptedDjId: 8, chargeMinor: 30_000 });
  });
});
