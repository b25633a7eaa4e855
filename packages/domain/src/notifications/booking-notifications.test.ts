import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../booking/booking-api.ts';
import { BOOKING_EVENT_TYPES } from '../booking/effects.ts';
import { bookingNotifications, type TBookingEventFacts } from './booking-notifications.ts';
import { eventFacts } from './event-facts-testing.ts';

const CUSTOMER = 10;
const TARGET = 20;
const OTHER = 21;

function facts(type: string, payload: Record<string, unknown> = {}, extra: Partial<TBookingEventFacts> = {}) {
  return eventFacts(type, payload, {
    request: {
      description: 'Rooftop opening night with a long description that needs shortening for a title',
      targetDjId: TARGET,
    },
    djNames: new Map([
      [TARGET, 'DJ Target'],
      [OTHER, 'DJ Other'],
    ]),
    ...extra,
  });
}

const who = (drafts: ReturnType<typeof bookingNotifications>) =>
  drafts.map((draft) => [draft.userId, draft.category, draft.kind]);

describe('booking notifications', () => {
  it('tells every DJ a submit or a share reached, as a venue request in the event zone', () => {
    const drafts = bookingNotifications(facts('booking_request.submitted', {}, { reachedDjIds: [TARGET] }));
    expect(who(drafts)).toEqual([[TARGET, 'bookingUpdates', 'new_request']]);
    expect(drafts[0]?.body).toContain('A venue wants to book you for Sat, Dec 5, 9:00 PM');
    expect(drafts[0]?.url).toBe('/dj-dashboard');
    const shared = bookingNotifications(facts('booking_request.shared', {}, { reachedDjIds: [OTHER, 22] }));
    expect(who(shared)).toEqual([
      [OTHER, 'bookingUpdates', 'new_request'],
      [22, 'bookingUpdates', 'new_request'],
      [CUSTOMER, 'requestResponses', 'request_shared'],
    ]);
  });

  it("names the customer to the DJ as the DJ's inbox does, and says 'A venue' without a name", () => {
    const named = facts('booking_request.submitted', {}, { reachedDjIds: [TARGET] });
    const withName = bookingNotifications({
      ...named,
      request: { ...named.request, customerName: 'Spreewerk' },
    });
    expect(withName[0]?.body).toContain('Spreewerk wants to book you for Sat, Dec 5, 9:00 PM');
    const countered = facts('offer.countered', {
      awaiting: 'dj',
      dj_id: TARGET,
      amount_minor: 32_000,
      currency: 'EUR',
    });
    const proposal = bookingNotifications({
      ...countered,
      request: { ...countered.request, customerName: 'Spreewerk' },
    });
    expect(proposal.map((draft) => draft.body).join(' ')).toContain('Spreewerk proposes');
    expect(proposal.map((draft) => draft.body).join(' ')).not.toContain('The customer');
  });

  it('tells a DJ an open request reached later, and not the customer (decision record 045)', () => {
    const drafts = bookingNotifications(
      facts('booking_request.reached_new_djs', { dj_id: OTHER }, { reachedDjIds: [OTHER] }),
    );
    expect(who(drafts)).toEqual([[OTHER, 'bookingUpdates', 'new_request']]);
  });

  it('asks a DJ without a payout account to connect one instead of calling the payout failed', () => {
    const booking = { id: 9, djUserId: TARGET };
    const waiting = bookingNotifications(
      facts(
        'booking.payout_failed',
        { reason: BOOKING_MESSAGES.payoutAccountMissing, amount_minor: 48_335, currency: 'EUR' },
        { booking },
      ),
    );
    expect(who(waiting)).toEqual([[TARGET, 'bookingUpdates', 'payout_failed']]);
    expect(waiting[0]?.title).toBe('Connect a payout account');
    expect(waiting[0]?.body).toContain('waits for your payout account');
    expect(waiting[0]?.body).not.toContain('could not be sent');
    const refused = bookingNotifications(
      facts(
        'booking.payout_failed',
        { reason: 'The payment service refused this payout: closed' },
        { booking },
      ),
    );
    expect(refused[0]?.title).toBe('Payout failed');
    expect(refused[0]?.body).toContain('Reason: The payment service refused this payout: closed');
  });

  it('tells the other side of an acceptance, never the side that made it', () => {
    const booking = { id: 9, djUserId: TARGET };
    const byDj = bookingNotifications(
      facts('booking_request.accepted', { actor: { role: 'dj', djId: TARGET }, dj_id: TARGET }, { booking }),
    );
    expect(who(byDj)).toEqual([[CUSTOMER, 'requestResponses', 'request_accepted']]);
    expect(byDj[0]?.url).toBe('/bookings/9/confirm');
    expect(byDj[0]?.title).toBe('DJ Target accepted your request');
    const byCustomer = bookingNotifications(
      facts(
        'booking_request.accepted',
        { actor: { role: 'customer', userId: CUSTOMER }, dj_id: OTHER, amount_minor: 30000 },
        { booking: { id: 9, djUserId: OTHER } },
      ),
    );
    expect(who(byCustomer)).toEqual([[OTHER, 'requestResponses', 'offer_accepted']]);
  });

  it('counters go to the side that must answer, with the amount', () => {
    const toCustomer = bookingNotifications(
      facts('offer.countered', { awaiting: 'customer', dj_id: OTHER, amount_minor: 28900 }),
    );
    expect(toCustomer[0]?.body).toBe('New proposal for Sat, Dec 5, 9:00 PM GMT+1: €289.00.');
    const toDj = bookingNotifications(
      facts('offer.countered', { awaiting: 'dj', dj_id: OTHER, amount_minor: 100 }),
    );
    expect(who(toDj)).toEqual([[OTHER, 'requestResponses', 'offer_countered']]);
  });

  it('a decline by a DJ the request was not aimed at is not news for the customer', () => {
    expect(bookingNotifications(facts('booking_request.declined', { dj_id: OTHER }))).toEqual([]);
    expect(who(bookingNotifications(facts('booking_request.declined', { dj_id: TARGET })))).toEqual([
      [CUSTOMER, 'requestResponses', 'request_declined'],
    ]);
  });

  it('cancellations, payment failures, captures and expiry reach the parties as booking updates', () => {
    const booking = { id: 3, djUserId: TARGET };
    expect(
      who(
        bookingNotifications(
          facts('booking.cancelled', { actor: { role: 'customer' }, reason: 'Rain' }, { booking }),
        ),
      ),
    ).toEqual([[TARGET, 'bookingUpdates', 'booking_cancelled']]);
    expect(
      who(
        bookingNotifications(
          facts('booking.cancelled', { actor: { role: 'dj' }, dj_id: TARGET }, { booking }),
        ),
      ),
    ).toEqual([[CUSTOMER, 'bookingUpdates', 'booking_cancelled']]);
    const withdrawn = bookingNotifications(
      facts(
        'booking_request.cancelled',
        { actor: { role: 'customer' }, from: { status: 'accepted' }, reason: 'Suspended' },
        { booking: { id: 3, djUserId: OTHER } },
      ),
    );
    expect(who(withdrawn)).toEqual([[OTHER, 'bookingUpdates', 'request_cancelled']]);
    expect(withdrawn[0]?.body).toContain('before confirming your booking. Reason: Suspended');
    expect(
      who(
        bookingNotifications(
          facts('booking_request.cancelled', { actor: { role: 'customer' }, from: { status: 'shared' } }),
        ),
      ),
    ).toEqual([]);
    const failed = bookingNotifications(
      facts('booking_request.authorization_failed', {
        reason: 'Your card was declined.',
        to: { status: 'shared', payment: 'failed' },
      }),
    );
    expect(failed[0]?.body).toContain('Reason: Your card was declined.');
    expect(who(bookingNotifications(facts('booking_request.captured', {}, { booking })))).toEqual([
      [CUSTOMER, 'bookingUpdates', 'payment_captured'],
      [TARGET, 'bookingUpdates', 'payment_captured'],
    ]);
    expect(who(bookingNotifications(facts('booking_request.expired')))).toEqual([
      [CUSTOMER, 'bookingUpdates', 'request_expired'],
    ]);
  });

  it('an offer closed because its DJ was booked for another event at that time is told to the customer', () => {
    const drafts = bookingNotifications(
      facts('offer.withdrawn', { actor: { role: 'system' }, dj_id: TARGET, close_reason: 'dj_booked_then' }),
    );
    expect(who(drafts)).toEqual([[CUSTOMER, 'requestResponses', 'offer_withdrawn']]);
    expect(drafts[0]?.body).toMatch(
      /was booked for another event at that time: the offer for .+ is no longer available\./,
    );
  });

  it("the customer's charge notice is a receipt: it says what the card was charged", () => {
    const booking = { id: 3, djUserId: TARGET };
    const [receipt] = bookingNotifications(
      facts('booking_request.captured', { amount_minor: 30_000, currency: 'EUR' }, { booking }),
    );
    expect(receipt?.userId).toBe(CUSTOMER);
    expect(receipt?.body).toMatch(/^Your card was charged €300\.00 for the booking on /);
    const [withoutAmount] = bookingNotifications(facts('booking_request.captured', {}, { booking }));
    expect(withoutAmount?.body).toMatch(/^Your card was charged for the booking on /);
  });

  it('an offer closed because its own DJ accepted as asked tells nobody', () => {
    const booking = { id: 3, djUserId: OTHER };
    expect(
      bookingNotifications(
        facts('offer.withdrawn', { actor: { role: 'system' }, dj_id: OTHER }, { booking }),
      ),
    ).toEqual([]);
    expect(
      who(
        bookingNotifications(facts('offer.withdrawn', { actor: { role: 'system' }, dj_id: 22 }, { booking })),
      ),
    ).toEqual([[22, 'requestResponses', 'offer_closed']]);
  });

  it('answers every outbox type without throwing, with site paths only', () => {
    for (const type of BOOKING_EVENT_TYPES) {
      for (const role of ['customer', 'dj', 'system', 'gateway']) {
        const drafts = bookingNotifications(
          facts(
            type,
            { actor: { role }, dj_id: TARGET, awaiting: 'customer' },
            { reachedDjIds: [TARGET], booking: { id: 1, djUserId: TARGET } },
          ),
        );
        for (const draft of drafts) {
          expect(draft.url.startsWith('/')).toBe(true);
          expect(draft.title.length).toBeGreaterThan(0);
        }
      }
    }
  });
});
