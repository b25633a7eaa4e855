import { describe, expect, it } from 'vitest';
import { outboxEvents } from './effects.ts';
import type { TBookingRequest } from './states.ts';
import { TERMS_REFUSALS } from './terms-transitions.ts';
import { fire, transitionsFrom } from './transitions.ts';
import { ACTORS, before, eventDraft, fired as ok } from './transitions-test-kit.ts';

const { customer, dj, otherDj, system } = ACTORS;

/** Accepted by DJ 7 `hoursBefore` the event (a hold for events within 120 h, a saved card beyond). */
function acceptedAt(hoursBefore: number): TBookingRequest {
  const draft = eventDraft();
  const payment = hoursBefore > 120 ? 'card_saved' : 'authorized';
  const submitted = ok(fire(draft, 'submit', customer, before(hoursBefore), { payment })).next;
  return ok(fire(submitted, 'accept', dj, before(hoursBefore - 1), { reached: true })).next;
}

function proposed(hoursBefore = 100): TBookingRequest {
  return ok(
    fire(acceptedAt(hoursBefore), 'confirm', customer, before(hoursBefore - 2), { termsChanged: true }),
  ).next;
}

describe('the DJ agreeing to terms the customer changed', () => {
  it('confirms at once when the customer keeps the DJ’s terms', () => {
    const result = ok(fire(acceptedAt(100), 'confirm', customer, before(98), { termsChanged: false }));
    expect(result.next.status).toBe('confirmed');
    expect(outboxEvents(result.effects)[0]!.type).toBe('booking_request.confirmed');
  });

  it('waits for the DJ when the customer changed them, with no capture scheduled', () => {
    const result = ok(fire(acceptedAt(100), 'confirm', customer, before(98), { termsChanged: true }));
    expect(result.next.status).toBe('awaiting_dj_agreement');
    expect(result.effects.filter((effect) => effect.kind === 'schedule')).toEqual([]);
    expect(outboxEvents(result.effects)[0]).toMatchObject({
      type: 'booking.terms_proposed',
      from: { status: 'accepted' },
      to: { status: 'awaiting_dj_agreement' },
    });
  });

  it('confirms when the booking’s DJ agrees, scheduling the capture of the hold', () => {
    const result = ok(fire(proposed(), 'agree_terms', dj, before(97), {}));
    expect(result.next.status).toBe('confirmed');
    expect(result.effects).toContainEqual({ kind: 'schedule', job: 'capture', at: before(24) });
    expect(outboxEvents(result.effects)[0]).toMatchObject({ type: 'booking.terms_agreed', djId: 7 });
  });

  it('goes back to the customer when the DJ declines, with the DJ’s message', () => {
    const result = ok(
      fire(proposed(), 'decline_terms', dj, before(97), { message: '  Half upfront, please ' }),
    );
    expect(result.next.status).toBe('accepted');
    expect(outboxEvents(result.effects)[0]).toMatchObject({
      type: 'booking.terms_declined',
      reason: 'Half upfront, please',
    });
    // The customer can confirm again, with the DJ's terms this time.
    expect(ok(fire(result.next, 'confirm', customer, before(96), {})).next.status).toBe('confirmed');
  });

  it('is for the booking’s DJ only, and a decline needs a message', () => {
    const state = proposed();
    for (const name of ['agree_terms', 'decline_terms'] as const) {
      const context = { message: 'No' };
      expect(fire(state, name, otherDj, before(97), context)).toMatchObject({
        ok: false,
        code: 'forbidden',
        reason: TERMS_REFUSALS.notAgreementDj,
      });
      expect(fire(state, name, customer, before(97), context)).toMatchObject({
        ok: false,
        code: 'forbidden',
      });
    }
    expect(fire(state, 'decline_terms', dj, before(97), { message: '   ' })).toMatchObject({
      ok: false,
      code: 'rule',
      reason: TERMS_REFUSALS.messageRequired,
    });
    // Nothing to agree to once confirmed.
    expect(fire(acceptedAt(100), 'agree_terms', dj, before(97), {})).toMatchObject({ code: 'conflict' });
  });

  it('expires at T−23 h while still waiting, releasing the hold', () => {
    const result = ok(fire(proposed(), 'expire', system, before(23), {}));
    expect(result.next).toMatchObject({ status: 'expired', payment: 'released' });
    expect(result.effects).toContainEqual({ kind: 'release_authorization' });
  });

  it('authorizes a saved card at T−84 h while waiting, and either side may still cancel', () => {
    const waiting = proposed(200);
    expect(waiting.payment).toBe('card_saved');
    expect(ok(fire(waiting, 'authorize_saved_card', system, before(84), {})).next.offSessionPending).toBe(
      true,
    );
    expect(
      ok(fire(waiting, 'cancel_booking', customer, before(190), { reason: 'Plans', noticeHours: null })).next
        .status,
    ).toBe('cancelled');
    expect(
      ok(fire(waiting, 'cancel_booking', dj, before(190), { reason: 'Plans', noticeHours: null })).next
        .status,
    ).toBe('shared');
    expect(transitionsFrom(waiting)).toEqual(
      expect.arrayContaining(['agree_terms', 'decline_terms', 'cancel_booking', 'expire']),
    );
  });
});
