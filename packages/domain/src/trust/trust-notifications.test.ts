import { describe, expect, it } from 'vitest';
import { bookingNotifications, eventWhen } from '../notifications/booking-notifications.ts';
import { eventFacts } from '../notifications/event-facts-testing.ts';

const CUSTOMER = 10;
const DJ = 20;
const facts = (type: string, payload: Record<string, unknown>, booking = true) =>
  eventFacts(type, payload, {
    request: { description: 'Rooftop party', eventAt: new Date('2027-05-01T19:00:00Z'), targetDjId: null },
    djNames: new Map([[DJ, 'DJ Anna']]),
    booking: booking ? { id: 7, djUserId: DJ } : null,
  });
const who = (type: string, payload: Record<string, unknown>, booking = true) =>
  bookingNotifications(facts(type, payload, booking)).map((draft) => [draft.userId, draft.kind, draft.url]);

describe('notifications of messages, reviews and disputes', () => {
  it('tell the other party about a message, never its text', () => {
    expect(who('message.sent', { actor: { role: 'dj' }, dj_id: DJ }, false)).toEqual([
      [CUSTOMER, 'message', '/venue-dashboard?tab=bookings'],
    ]);
    const [draft] = bookingNotifications(
      facts('message.sent', { actor: { role: 'customer' }, dj_id: DJ, booking_id: 7 }),
    );
    expect(draft).toMatchObject({ userId: DJ, title: 'New message from the venue', url: '/bookings/7' });
    expect(who('message.edited', { actor: { role: 'dj' }, dj_id: DJ })).toEqual([]);
  });

  it('ask the other party to write their review only while they have not: never after the second review', () => {
    const [ask] = bookingNotifications(
      facts('review.written', { actor: { role: 'dj' }, dj_id: DJ, booking_id: 7 }),
    );
    expect(ask).toMatchObject({
      userId: CUSTOMER,
      kind: 'review_written',
      title: 'DJ Anna reviewed your booking',
    });
    expect(ask?.body).toContain('Write your review');
    // The DJ wrote first; the venue's review publishes both: the DJ hears only that they are published.
    expect(
      who('review.written', { actor: { role: 'customer' }, dj_id: DJ, booking_id: 7, other_written: true }),
    ).toEqual([]);
  });

  it('tell both parties about published reviews and decisions, the customer about the refund', () => {
    expect(
      who('review.published', { actor: { role: 'system' }, dj_id: DJ, booking_id: 7 }).map(([id]) => id),
    ).toEqual([CUSTOMER, DJ]);
    const closed = bookingNotifications(
      facts('review.published', { actor: { role: 'system' }, dj_id: DJ, booking_id: 7, window_closed: true }),
    );
    // A review concerns a booking that took place: a booking update for both, as a message is a DJ's answer.
    expect(closed.map((draft) => [draft.userId, draft.kind, draft.category])).toEqual([
      [CUSTOMER, 'review_published', 'bookingUpdates'],
      [DJ, 'review_published', 'bookingUpdates'],
    ]);
    expect(closed[0]?.body).toContain('review period of the booking on');
    expect(who('dispute.opened', { actor: { role: 'customer' }, dj_id: DJ, booking_id: 7 })).toEqual([
      [DJ, 'dispute_opened', '/bookings/7'],
    ]);
    const [refund] = bookingNotifications(
      facts('dispute.refunded', {
        actor: { role: 'gateway' },
        dj_id: DJ,
        booking_id: 7,
        amount_minor: 10000,
        currency: 'EUR',
      }),
    );
    expect(refund).toMatchObject({ userId: CUSTOMER, kind: 'refund_sent' });
    expect(refund!.body).toContain('100');
  });

  const decided = (extra: Record<string, unknown>) =>
    bookingNotifications(
      facts('dispute.decided', {
        actor: { role: 'system', operator: true },
        dj_id: DJ,
        booking_id: 7,
        currency: 'EUR',
        ...extra,
      }),
    );

  it('say the decision: the refund to the customer, and to the DJ the payout it left', () => {
    const [customer, dj] = decided({
      outcome: 'partial_refund',
      amount_minor: 15000,
      dj_share_minor: 14455,
      dj_payout_minor: 28910,
    });
    expect(customer).toMatchObject({ userId: CUSTOMER, kind: 'dispute_decided', title: 'Dispute decided' });
    expect(customer!.body).toMatch(/: a partial refund of €150\.00 to your card\.$/);
    expect(customer!.body).not.toContain('payout');
    expect(dj).toMatchObject({ userId: DJ, kind: 'dispute_decided' });
    expect(dj!.body).toMatch(
      /: a partial refund of €150\.00 to the venue\. Your payout for this booking is now €289\.10\.$/,
    );

    const [fullCustomer, fullDj] = decided({
      outcome: 'full_refund',
      amount_minor: 45000,
      dj_share_minor: 43365,
      dj_payout_minor: 0,
    });
    expect(fullCustomer!.body).toMatch(/: a full refund of €450\.00 to your card\.$/);
    expect(fullDj!.body).toMatch(/Your payout for this booking is now €0\.00\.$/);

    const [noneCustomer, noneDj] = decided({
      outcome: 'no_refund',
      amount_minor: 0,
      dj_share_minor: 0,
      dj_payout_minor: 43365,
    });
    expect(noneCustomer!.body).toMatch(/: no refund\.$/);
    expect(noneDj!.body).toMatch(/: no refund\. Your payout stays as agreed\.$/);
  });

  it('say only that it was decided when the event does not carry the decision’s money', () => {
    const [customer, dj] = decided({ outcome: 'partial_refund' });
    const when = eventWhen(new Date('2027-05-01T19:00:00Z'), 'Europe/Berlin');
    expect(customer!.body).toBe(`Cuepoint decided the dispute about the booking on ${when}.`);
    expect(dj!.body).toBe(customer!.body);
  });

  it('file a dispute’s notifications to the customer under booking updates, not answers to requests', () => {
    const categories = (type: string, role: string, extra: Record<string, unknown> = {}) =>
      bookingNotifications(facts(type, { actor: { role }, dj_id: DJ, booking_id: 7, ...extra }))
        .filter((draft) => draft.userId === CUSTOMER)
        .map((draft) => draft.category);
    expect(categories('dispute.opened', 'dj')).toEqual(['bookingUpdates']);
    expect(categories('dispute.answered', 'dj')).toEqual(['bookingUpdates']);
    expect(
      categories('dispute.decided', 'system', { outcome: 'no_refund', amount_minor: 0, currency: 'EUR' }),
    ).toEqual(['bookingUpdates']);
    expect(categories('dispute.refunded', 'gateway', { amount_minor: 100, currency: 'EUR' })).toEqual([
      'bookingUpdates',
    ]);
    // A DJ's message still answers the customer's request; the DJ's answer to a review is about the booking.
    expect(categories('message.sent', 'dj')).toEqual(['requestResponses']);
    expect(categories('review.answered', 'dj')).toEqual(['bookingUpdates']);
  });
});
