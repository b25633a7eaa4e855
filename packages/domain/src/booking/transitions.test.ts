import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time/durations.ts';
import { BOOKING_JOBS, TRANSITION_EVENT_TYPES, outboxEvents } from './effects.ts';
import type { TBookingRequest } from './states.ts';
import {
  BOOKING_REFUSALS,
  TRANSITIONS,
  TRANSITION_NAMES,
  fire,
  transitionsFrom,
  type TTransitionContexts,
  type TTransitionName,
} from './transitions.ts';
import { ACTORS, END, before, eventDraft, fired as accepted, withoutOutbox } from './transitions-test-kit.ts';

const { customer, stranger, dj: target, otherDj, system, gateway } = ACTORS;

const draft = eventDraft;

/** A request in a given state, reached through the transitions themselves. */
function submitted(hoursBefore: number, targetDjId: number | null = 7): TBookingRequest {
  const payment = hoursBefore > 120 ? 'card_saved' : 'authorized';
  return accepted(fire(draft(targetDjId), 'submit', customer, before(hoursBefore), { payment })).next;
}

function acceptedBy(state: TBookingRequest, now: Date, chargeMinor?: number): TBookingRequest {
  return accepted(
    fire(
      state,
      'accept',
      target,
      now,
      chargeMinor === undefined ? { reached: true } : { reached: true, chargeMinor },
    ),
  ).next;
}

function confirmed(hoursBefore = 100): TBookingRequest {
  const request = acceptedBy(submitted(hoursBefore), before(hoursBefore - 1));
  return accepted(fire(request, 'confirm', customer, before(hoursBefore - 2), {})).next;
}

describe('the table', () => {
  it('names every transition once, each with its event', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...TRANSITION_NAMES].sort());
    for (const name of TRANSITION_NAMES) expect(TRANSITIONS[name].name).toBe(name);
    expect(
      new Set(
        TRANSITION_NAMES.flatMap((name) => [
          TRANSITIONS[name].event,
          ...(TRANSITIONS[name].branchEvents ?? []),
        ]),
      ),
    ).toEqual(new Set(TRANSITION_EVENT_TYPES));
  });

  it('has a transition for every job, fired by the system', () => {
    for (const job of BOOKING_JOBS) expect(TRANSITIONS[job].by).toEqual(['system']);
  });

  it('never starts from a final status except to record a gateway answer', () => {
    for (const name of TRANSITION_NAMES) {
      const { from, by } = TRANSITIONS[name];
      if (from.some((status) => ['completed', 'expired', 'cancelled'].includes(status)))
        expect(by, name).toEqual(['gateway']);
    }
  });

  it('lists what starts from a status', () => {
    expect(transitionsFrom(draft())).toEqual(['submit']);
    expect(transitionsFrom(confirmed())).toEqual([
      'cancel_booking',
      'reauthorize',
      'authorize_saved_card',
      'authorization_succeeded',
      'authorization_failed',
      'retry_authorization',
      'remind_authorization',
      'capture',
      'expire',
      'complete',
    ]);
  });
});

describe('submit', () => {
  it('routes a far-away targeted request to its DJ, saves the card and sets its timers', () => {
    const now = before(200);
    const { next, effects } = accepted(fire(draft(), 'submit', customer, now, { payment: 'card_saved' }));
    expect(next).toMatchObject({ status: 'routed_to_dj', payment: 'card_saved', submittedAt: now });
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'route_to_dj', djId: 7 },
      { kind: 'schedule', job: 'share_with_similar_djs', at: new Date(now.getTime() + 48 * HOUR_MS) },
      { kind: 'schedule', job: 'authorize_saved_card', at: before(84) },
      { kind: 'schedule', job: 'expire', at: before(23) },
    ]);
    expect(outboxEvents(effects)).toEqual([
      {
        type: 'booking_request.submitted',
        at: now,
        actor: customer,
        from: { status: 'draft', payment: null },
        to: { status: 'routed_to_dj', payment: 'card_saved' },
        djId: 7,
      },
    ]);
  });

  it('shares an open request with matching DJs at once, its card held', () => {
    const { next, effects } = accepted(
      fire(draft(null), 'submit', customer, before(50), { payment: 'authorized' }),
    );
    expect(next).toMatchObject({ status: 'shared', payment: 'authorized' });
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'share_with_matching_djs' },
      { kind: 'schedule', job: 'expire', at: before(23) },
    ]);
  });

  it('sets no 48-hour fallback that would come after the request closes', () => {
    const { effects } = accepted(fire(draft(), 'submit', customer, before(71), { payment: 'authorized' }));
    expect(
      effects.some((effect) => effect.kind === 'schedule' && effect.job === 'share_with_similar_djs'),
    ).toBe(false);
    const { effects: earlier } = accepted(
      fire(draft(), 'submit', customer, before(71, 1), { payment: 'authorized' }),
    );
    expect(earlier).toContainEqual({ kind: 'schedule', job: 'share_with_similar_djs', at: before(23, 1) });
  });

  it('takes a hold at exactly 120 hours and a saved card until 84 hours', () => {
    expect(fire(draft(), 'submit', customer, before(120), { payment: 'authorized' }).ok).toBe(true);
    expect(fire(draft(), 'submit', customer, before(120, 1), { payment: 'authorized' })).toMatchObject({
      ok: false,
      code: 'rule',
      reason: BOOKING_REFUSALS.holdTooEarly,
    });
    expect(fire(draft(), 'submit', customer, before(84, 1), { payment: 'card_saved' }).ok).toBe(true);
    expect(fire(draft(), 'submit', customer, before(84), { payment: 'card_saved' })).toMatchObject({
      ok: false,
      code: 'rule',
      reason: BOOKING_REFUSALS.savedCardTooLate,
    });
  });

  it('refuses events that close within 23 hours, strangers, DJs, empty amounts and a second submit', () => {
    expect(fire(draft(), 'submit', customer, before(23), { payment: 'authorized' })).toMatchObject({
      code: 'rule',
      reason: BOOKING_REFUSALS.tooLate,
    });
    expect(fire(draft(), 'submit', stranger, before(50), { payment: 'authorized' })).toMatchObject({
      code: 'forbidden',
      reason: BOOKING_REFUSALS.notCustomer,
    });
    expect(fire(draft(), 'submit', target, before(50), { payment: 'authorized' })).toMatchObject({
      code: 'forbidden',
      reason: 'Only the customer who made the request can submit a booking request',
    });
    expect(fire(confirmed(), 'capture', target, before(24), {})).toMatchObject({
      code: 'forbidden',
      reason: 'Only the platform can charge a booking request',
    });
    expect(
      fire({ ...draft(), amountMinor: 0 }, 'submit', customer, before(50), { payment: 'authorized' }),
    ).toMatchObject({ code: 'rule', reason: BOOKING_REFUSALS.noAmount });
    expect(fire(submitted(50), 'submit', customer, before(49), { payment: 'authorized' })).toMatchObject({
      code: 'conflict',
      reason: 'Cannot submit a booking request that is waiting for its DJ',
    });
  });
});

describe('decline', () => {
  it('by the targeted DJ shares the request with similar DJs at once', () => {
    const { next, effects } = accepted(
      fire(submitted(100), 'decline', target, before(99), { reached: true }),
    );
    expect(next.status).toBe('shared');
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'hide_from_dj', djId: 7 },
      { kind: 'share_with_similar_djs', djId: 7 },
    ]);
    expect(outboxEvents(effects)[0]).toMatchObject({ type: 'booking_request.declined', djId: 7 });
  });

  it('by a DJ a shared request reached takes it out of that DJ’s inbox only', () => {
    const shared = submitted(100, null);
    const { next, effects } = accepted(fire(shared, 'decline', otherDj, before(99), { reached: true }));
    expect(next.status).toBe('shared');
    expect(withoutOutbox(effects)).toEqual([{ kind: 'hide_from_dj', djId: 8 }]);
  });

  it('is refused to a DJ the request did not reach', () => {
    expect(fire(submitted(100), 'decline', otherDj, before(99), { reached: true })).toMatchObject({
      code: 'forbidden',
      reason: BOOKING_REFUSALS.notReached,
    });
    expect(fire(submitted(100, null), 'decline', otherDj, before(99), { reached: false }).ok).toBe(false);
  });
});

describe('accept', () => {
  it('by the targeted DJ makes the booking and closes the request to everyone else', () => {
    const { next, effects } = accepted(fire(submitted(100), 'accept', target, before(99), { reached: true }));
    expect(next).toMatchObject({ status: 'accepted', acceptedDjId: 7, chargeMinor: 30_000 });
    expect(withoutOutbox(effects)).toEqual([{ kind: 'close_to_other_djs', djId: 7 }]);
  });

  it('by a DJ a shared request reached, at an agreed price', () => {
    const { next } = accepted(
      fire(submitted(100, null), 'accept', otherDj, before(99), { reached: true, chargeMinor: 25_000 }),
    );
    expect(next).toMatchObject({ acceptedDjId: 8, chargeMinor: 25_000 });
  });

  it('is refused to other DJs, once accepted, with no price, and from 23 hours before the event', () => {
    expect(fire(submitted(100), 'accept', otherDj, before(99), { reached: true }).ok).toBe(false);
    expect(fire(submitted(100, null), 'accept', otherDj, before(99), { reached: false }).ok).toBe(false);
    const once = acceptedBy(submitted(100), before(99));
    expect(fire(once, 'accept', target, before(98), { reached: true })).toMatchObject({ code: 'conflict' });
    expect(
      fire(submitted(100), 'accept', target, before(99), { reached: true, chargeMinor: 0 }),
    ).toMatchObject({
      code: 'rule',
      reason: BOOKING_REFUSALS.chargeInvalid,
    });
    expect(fire(submitted(100), 'accept', target, before(23, 1), { reached: true }).ok).toBe(true);
    expect(fire(submitted(100), 'accept', target, before(23), { reached: true })).toMatchObject({
      code: 'conflict',
      reason: BOOKING_REFUSALS.closed,
    });
  });
});

describe('cancel', () => {
  it('releases a hold and charges nothing', () => {
    const { next, effects } = accepted(
      fire(submitted(100), 'cancel', customer, before(90), { reason: 'Venue closed for renovation' }),
    );
    expect(next).toMatchObject({ status: 'cancelled', payment: 'released' });
    expect(withoutOutbox(effects)).toEqual([{ kind: 'release_authorization' }]);
    expect(outboxEvents(effects)[0]).toMatchObject({
      type: 'booking_request.cancelled',
      reason: 'Venue closed for renovation',
      to: { status: 'cancelled', payment: 'released' },
    });
  });

  it('detaches a saved card at the gateway (no hold to release), and works once a DJ accepted', () => {
    const saved = accepted(fire(submitted(200), 'cancel', customer, before(190), {}));
    expect(saved.next).toMatchObject({ payment: 'released', cardSaved: false });
    expect(withoutOutbox(saved.effects)).toEqual([{ kind: 'detach_saved_card' }]);
    expect(withoutOutbox(accepted(fire(submitted(100), 'cancel', customer, before(98), {})).effects)).toEqual(
      [{ kind: 'release_authorization' }],
    );
    const booking = acceptedBy(submitted(100), before(99));
    expect(accepted(fire(booking, 'cancel', customer, before(98), {})).next.status).toBe('cancelled');
  });

  it('is the customer’s alone, before confirmation', () => {
    expect(fire(submitted(100), 'cancel', stranger, before(90), {})).toMatchObject({ code: 'forbidden' });
    expect(fire(submitted(100), 'cancel', target, before(90), {})).toMatchObject({ code: 'forbidden' });
    expect(fire(confirmed(), 'cancel', customer, before(90), {})).toMatchObject({ code: 'conflict' });
  });
});

describe('confirm', () => {
  it('schedules the capture for 24 hours before the event', () => {
    const booking = acceptedBy(submitted(100), before(99));
    const { next, effects } = accepted(fire(booking, 'confirm', customer, before(98), {}));
    expect(next.status).toBe('confirmed');
    expect(withoutOutbox(effects)).toEqual([{ kind: 'schedule', job: 'capture', at: before(24) }]);
  });

  it('captures at once inside the window, and waits for a saved card’s authorization', () => {
    const late = acceptedBy(submitted(30), before(29));
    const now = before(23, 30 * 60_000);
    expect(withoutOutbox(accepted(fire(late, 'confirm', customer, now, {})).effects)).toEqual([
      { kind: 'schedule', job: 'capture', at: now },
    ]);
    const saved = acceptedBy(submitted(200), before(199));
    expect(withoutOutbox(accepted(fire(saved, 'confirm', customer, before(198), {})).effects)).toEqual([]);
  });

  it('is refused with a failed card or a price above the hold', () => {
    const booking = acceptedBy(submitted(100), before(99));
    expect(fire({ ...booking, payment: 'failed' }, 'confirm', customer, before(98), {})).toMatchObject({
      code: 'rule',
      reason: BOOKING_REFUSALS.paymentFailed,
    });
    const dearer = acceptedBy(submitted(100), before(99), 40_000);
    expect(fire(dearer, 'confirm', customer, before(98), {})).toMatchObject({
      code: 'rule',
      reason: BOOKING_REFUSALS.chargeAboveHold,
    });
    expect(fire(booking, 'confirm', stranger, before(98), {})).toMatchObject({ code: 'forbidden' });
    expect(fire(submitted(100), 'confirm', customer, before(98), {})).toMatchObject({ code: 'conflict' });
  });
});

describe('reauthorize', () => {
  const failed = (state: TBookingRequest): TBookingRequest => {
    const requested = accepted(fire(state, 'authorize_saved_card', system, before(84), {})).next;
    return accepted(fire(requested, 'authorization_failed', gateway, before(84), { reason: 'card_declined' }))
      .next;
  };

  it('secures a request whose saved card failed with a new hold', () => {
    const { next, effects } = accepted(
      fire(failed(submitted(200)), 'reauthorize', customer, before(80), {
        payment: 'authorized',
        amountMinor: 30_000,
      }),
    );
    expect(next).toMatchObject({
      status: 'routed_to_dj',
      payment: 'authorized',
      amountMinor: 30_000,
      cardSaved: false,
    });
    // The saved card that failed is replaced: it is detached.
    expect(withoutOutbox(effects)).toEqual([{ kind: 'detach_saved_card' }]);
  });

  it('schedules the capture of a confirmed booking it secures again', () => {
    const booking = accepted(
      fire(acceptedBy(submitted(200), before(199)), 'confirm', customer, before(198), {}),
    ).next;
    const { effects } = accepted(
      fire(failed(booking), 'reauthorize', customer, before(80), {
        payment: 'authorized',
        amountMinor: 30_000,
      }),
    );
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'detach_saved_card' },
      { kind: 'schedule', job: 'capture', at: before(24) },
    ]);
  });

  it('replaces a hold below the agreed price, releasing the old one', () => {
    const dearer = acceptedBy(submitted(100), before(99), 40_000);
    const { next, effects } = accepted(
      fire(dearer, 'reauthorize', customer, before(98), { payment: 'authorized', amountMinor: 40_000 }),
    );
    expect(next.amountMinor).toBe(40_000);
    expect(withoutOutbox(effects)).toEqual([{ kind: 'release_authorization' }]);
    expect(fire(next, 'confirm', customer, before(97), {}).ok).toBe(true);
  });

  it('is refused when the card already secures the request or the new one is too small', () => {
    expect(
      fire(submitted(100), 'reauthorize', customer, before(98), {
        payment: 'authorized',
        amountMinor: 30_000,
      }),
    ).toMatchObject({ code: 'conflict', reason: BOOKING_REFUSALS.alreadySecured });
    expect(
      fire(failed(submitted(200)), 'reauthorize', customer, before(80), {
        payment: 'authorized',
        amountMinor: 29_999,
      }),
    ).toMatchObject({ code: 'rule', reason: BOOKING_REFUSALS.notCovering });
    expect(
      fire(failed(submitted(200)), 'reauthorize', customer, before(80), {
        payment: 'card_saved',
        amountMinor: 30_000,
      }),
    ).toMatchObject({ code: 'rule', reason: BOOKING_REFUSALS.savedCardTooLate });
  });
});

describe('timers at their boundaries', () => {
  it('shares an unanswered targeted request exactly 48 hours after its submit', () => {
    const request = submitted(200);
    expect(fire(request, 'share_with_similar_djs', system, before(152, 1), {})).toMatchObject({
      code: 'not_due',
    });
    const { next, effects } = accepted(fire(request, 'share_with_similar_djs', system, before(152), {}));
    expect(next.status).toBe('shared');
    expect(withoutOutbox(effects)).toEqual([{ kind: 'share_with_similar_djs', djId: 7 }]);
    expect(fire(next, 'share_with_similar_djs', system, before(151), {})).toMatchObject({ code: 'conflict' });
    const answered = acceptedBy(request, before(199));
    expect(fire(answered, 'share_with_similar_djs', system, before(152), {})).toMatchObject({
      code: 'conflict',
    });
  });

  it('authorizes a saved card exactly 84 hours before the event, once', () => {
    const request = submitted(200);
    expect(fire(request, 'authorize_saved_card', system, before(84, 1), {})).toMatchObject({
      code: 'not_due',
    });
    const { next, effects } = accepted(fire(request, 'authorize_saved_card', system, before(84), {}));
    expect(next).toMatchObject({ payment: 'card_saved', offSessionPending: true });
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'authorize_off_session', amountMinor: 30_000, currency: 'EUR' },
    ]);
    expect(fire(next, 'authorize_saved_card', system, before(83), {})).toMatchObject({
      code: 'conflict',
      reason: BOOKING_REFUSALS.offSessionPending,
    });
    expect(fire(submitted(100), 'authorize_saved_card', system, before(84), {})).toMatchObject({
      code: 'conflict',
    });
  });

  it('captures exactly from 24 hours before the event and completes after it', () => {
    const booking = confirmed();
    expect(fire(booking, 'capture', system, before(24, 1), {})).toMatchObject({ code: 'not_due' });
    const { next, effects } = accepted(fire(booking, 'capture', system, before(24), {}));
    expect(next).toMatchObject({ status: 'confirmed', payment: 'captured' });
    expect(withoutOutbox(effects)).toEqual([
      { kind: 'capture', amountMinor: 30_000, currency: 'EUR' },
      { kind: 'schedule_payouts', upfrontDueAt: before(24), afterEventDueAt: END },
      { kind: 'schedule', job: 'complete', at: END },
    ]);
    expect(fire(next, 'capture', system, before(20), {})).toMatchObject({ code: 'conflict' });
    expect(fire(next, 'complete', system, new Date(END.getTime() - 1), {})).toMatchObject({
      code: 'not_due',
    });
    expect(accepted(fire(next, 'complete', system, END, {})).next).toMatchObject({
      status: 'completed',
      payment: 'captured',
    });
  });

  it('never captures an unconfirmed booking', () => {
    const booking = acceptedBy(submitted(100), before(99));
    expect(fire(booking, 'capture', system, before(24), {})).toMatchObject({ code: 'conflict' });
    expect(fire(submitted(100), 'capture', system, before(24), {})).toMatchObject({ code: 'conflict' });
  });

  it('expires exactly 23 hours before the event and releases the hold', () => {
    const request = submitted(100);
    expect(fire(request, 'expire', system, before(23, 1), {})).toMatchObject({ code: 'not_due' });
    const { next, effects } = accepted(fire(request, 'expire', system, before(23), {}));
    expect(next).toMatchObject({ status: 'expired', payment: 'released' });
    expect(withoutOutbox(effects)).toEqual([{ kind: 'release_authorization' }]);
    const booking = acceptedBy(submitted(100), before(99));
    expect(accepted(fire(booking, 'expire', system, before(23), {})).next.status).toBe('expired');
  });

  it('detaches a saved card when the request expires, once, and after the charge of a hold it gave', () => {
    const { next, effects } = accepted(fire(submitted(200), 'expire', system, before(23), {}));
    expect(next).toMatchObject({ status: 'expired', payment: 'released', cardSaved: false });
    expect(withoutOutbox(effects)).toEqual([{ kind: 'detach_saved_card' }]);
    // A hold the saved card gave off-session: charged at T−24 h, then the card is not needed any more.
    const booking = accepted(
      fire(acceptedBy(submitted(200), before(199)), 'confirm', customer, before(198), {}),
    ).next;
    const requested = accepted(fire(booking, 'authorize_saved_card', system, before(84), {})).next;
    const held = accepted(fire(requested, 'authorization_succeeded', gateway, before(84), {})).next;
    expect(held).toMatchObject({ payment: 'authorized', cardSaved: true });
    const charged = accepted(fire(held, 'capture', system, before(24), {}));
    expect(charged.next.cardSaved).toBe(false);
    expect(withoutOutbox(charged.effects).map((effect) => effect.kind)).toEqual([
      'capture',
      'detach_saved_card',
      'schedule_payouts',
      'schedule',
    ]);
  });

  it('keeps a confirmed booking with a hold, and expires one whose card failed', () => {
    expect(fire(confirmed(), 'expire', system, before(23), {})).toMatchObject({
      code: 'conflict',
      reason: BOOKING_REFUSALS.securedBookingStays,
    });
    const failedBooking = { ...confirmed(), payment: 'failed' as const };
    expect(accepted(fire(failedBooking, 'expire', system, before(23), {})).next).toMatchObject({
      status: 'expired',
      payment: 'failed',
    });
  });
});

describe('gateway answers', () => {
  const pending = (state: TBookingRequest) =>
    accepted(fire(state, 'authorize_saved_card', system, before(84), {})).next;

  it('hold the saved card, and schedule the capture of a confirmed booking', () => {
    expect(
      accepted(fire(pending(submitted(200)), 'authorization_succeeded', gateway, before(84), {})).next,
    ).toMatchObject({ payment: 'authorized', offSessionPending: false });
    const booking = accepted(
      fire(acceptedBy(submitted(200), before(199)), 'confirm', customer, before(198), {}),
    ).next;
    const { effects } = accepted(fire(pending(booking), 'authorization_succeeded', gateway, before(84), {}));
    expect(withoutOutbox(effects)).toEqual([{ kind: 'schedule', job: 'capture', at: before(24) }]);
  });

  it('mark a failed authorization with its reason', () => {
    const { next, effects } = accepted(
      fire(pending(submitted(200)), 'authorization_failed', gateway, before(84), {
        reason: 'insufficient_funds',
      }),
    );
    expect(next.payment).toBe('failed');
    expect(outboxEvents(effects)[0]).toMatchObject({
      type: 'booking_request.authorization_failed',
      reason: 'insufficient_funds',
    });
  });

  it('release at once a hold that arrives after the request closed', () => {
    const cancelled = accepted(fire(pending(submitted(200)), 'cancel', customer, before(84), {})).next;
    expect(cancelled).toMatchObject({ status: 'cancelled', payment: 'released', offSessionPending: true });
    const { next, effects } = accepted(fire(cancelled, 'authorization_succeeded', gateway, before(83), {}));
    expect(next).toMatchObject({ status: 'cancelled', payment: 'released', offSessionPending: false });
    expect(withoutOutbox(effects)).toEqual([{ kind: 'release_authorization' }]);
  });

  it('are refused when nothing was asked (a replayed webhook)', () => {
    const answered = accepted(
      fire(pending(submitted(200)), 'authorization_succeeded', gateway, before(84), {}),
    ).next;
    expect(fire(answered, 'authorization_succeeded', gateway, before(84), {})).toMatchObject({
      code: 'conflict',
      reason: BOOKING_REFUSALS.noPendingAuthorization,
    });
    expect(fire(submitted(200), 'authorization_failed', gateway, before(84), {})).toMatchObject({
      code: 'conflict',
    });
    expect(fire(pending(submitted(200)), 'authorization_succeeded', system, before(84), {})).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('final states', () => {
  const contexts: { [N in TTransitionName]: TTransitionContexts[N] } = {
    submit: { payment: 'authorized' },
    decline: { reached: true },
    accept: { reached: true },
    accept_offer: { djId: 7, reached: true, chargeMinor: 30_000 },
    cancel: {},
    cancel_booking: { reason: 'Plans changed', noticeHours: 72 },
    confirm: {},
    agree_terms: {},
    decline_terms: { message: 'Not these terms' },
    reauthorize: { payment: 'authorized', amountMinor: 30_000 },
    share_with_similar_djs: {},
    authorize_saved_card: {},
    authorization_succeeded: {},
    authorization_failed: {},
    retry_authorization: {},
    remind_authorization: {},
    capture: {},
    expire: {},
    complete: {},
  };

  it('are never left, whoever fires what', () => {
    const completed = accepted(
      fire(accepted(fire(confirmed(), 'capture', system, before(24), {})).next, 'complete', system, END, {}),
    ).next;
    const finals = [
      completed,
      accepted(fire(submitted(100), 'expire', system, before(23), {})).next,
      accepted(fire(submitted(100), 'cancel', customer, before(90), {})).next,
      {
        ...accepted(fire(submitted(200), 'cancel', customer, before(190), {})).next,
        offSessionPending: true,
      },
    ];
    for (const state of finals)
      for (const name of TRANSITION_NAMES)
        for (const actor of [customer, target, system, gateway])
          for (const now of [before(200), before(23), END]) {
            const result = fire(state, name, actor, now, contexts[name]);
            if (result.ok) expect(result.next.status, `${state.status} ${name}`).toBe(state.status);
          }
  });
});
