import { describe, expect, it } from 'vitest';
import { bookingNotifications, type TBookingEventFacts } from '../notifications/booking-notifications.ts';

const CUSTOMER = 10;
const DJ = 20;
const facts = (type: string, payload: Record<string, unknown>, booking = true): TBookingEventFacts => ({
  eventId: 1,
  type,
  payload,
  request: {
    id: 5,
    customerUserId: CUSTOMER,
    customerRole: 'venue',
    description: 'Rooftop party',
    eventAt: new Date('2027-05-01T19:00:00Z'),
    eventTimezone: 'Europe/Berlin',
    currency: 'EUR',
    targetDjId: null,
  },
  djNames: new Map([[DJ, 'DJ Anna']]),
  reachedDjIds: [],
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
    expect(closed.map((draft) => [draft.userId, draft.kind, draft.category])).toEqual([
      [CUSTOMER, 'review_published', 'requestResponses'],
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
});
