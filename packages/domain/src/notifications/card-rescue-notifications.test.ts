import { describe, expect, it } from 'vitest';
import { CARD_RESCUE_MESSAGES } from '../booking/card-rescue.ts';
import { eventFacts } from './event-facts-testing.ts';
import { bookingNotifications } from './booking-notifications.ts';

const CUSTOMER = 10;
const DJ = 20;
const booking = { id: 33, djUserId: DJ };

const facts = (type: string, payload: Record<string, unknown>, withBooking = true) =>
  eventFacts(type, payload, {
    request: { customerName: 'Spreewerk' },
    booking: withBooking ? booking : null,
  });

const failedAt = {
  from: { status: 'confirmed', payment: 'card_saved' },
  to: { status: 'confirmed', payment: 'failed' },
};
const who = (drafts: ReturnType<typeof bookingNotifications>) =>
  drafts.map((draft) => [draft.userId, draft.kind]);

describe('a saved card that failed: who is told what', () => {
  it('tells the customer at once with the booking’s page, and the DJ it is at risk and when it is released', () => {
    const drafts = bookingNotifications(
      facts('booking_request.authorization_failed', { ...failedAt, reason: 'Your card was declined.' }),
    );
    expect(who(drafts)).toEqual([
      [CUSTOMER, 'payment_failed'],
      [DJ, 'booking_at_risk'],
    ]);
    expect(drafts[0]).toMatchObject({ url: '/bookings/33' });
    expect(drafts[0]?.body).toContain('Reason: Your card was declined.');
    // T−23 h of Sat, Dec 5, 9:00 PM in Berlin.
    expect(drafts[0]?.body).toContain('Secure it by Fri, Dec 4, 10:00 PM GMT+1');
    expect(drafts[1]).toMatchObject({ title: 'Booking at risk', url: '/bookings/33' });
    expect(drafts[1]?.body).toContain("Spreewerk's card could not be authorized");
    expect(drafts[1]?.body).toContain(
      'if it is not secured by Fri, Dec 4, 10:00 PM GMT+1, the booking is released',
    );
  });

  it('says nothing to secure once the request closed, and tells only the customer before any booking', () => {
    const closed = { to: { status: 'expired', payment: 'released' } };
    expect(bookingNotifications(facts('booking_request.authorization_failed', closed))).toEqual([]);
    const open = bookingNotifications(
      facts(
        'booking_request.authorization_failed',
        { to: { status: 'routed_to_dj', payment: 'failed' } },
        false,
      ),
    );
    expect(who(open)).toEqual([[CUSTOMER, 'payment_failed']]);
    expect(open[0]?.url).toBe('/venue-dashboard?tab=bookings');
  });

  it('reminds the customer at T−48 h, and tells the DJ once the booking is secured again', () => {
    expect(who(bookingNotifications(facts('booking_request.authorization_reminder', failedAt)))).toEqual([
      [CUSTOMER, 'payment_reminder'],
    ]);
    const secured = {
      from: { status: 'confirmed', payment: 'failed' },
      to: { status: 'confirmed', payment: 'authorized' },
    };
    expect(who(bookingNotifications(facts('booking_request.reauthorized', secured)))).toEqual([
      [DJ, 'booking_secured'],
    ]);
    expect(who(bookingNotifications(facts('booking_request.authorized', secured)))).toEqual([
      [CUSTOMER, 'payment_secured'],
      [DJ, 'booking_secured'],
    ]);
  });

  it('tells both the true reason of a release, never that it expired without a confirmed booking', () => {
    const drafts = bookingNotifications(
      facts('booking_request.expired', {
        from: { status: 'confirmed', payment: 'failed' },
        to: { status: 'expired', payment: 'failed' },
        reason: CARD_RESCUE_MESSAGES.releasedReason,
      }),
    );
    expect(who(drafts)).toEqual([
      [CUSTOMER, 'booking_released'],
      [DJ, 'booking_released'],
    ]);
    for (const draft of drafts) {
      expect(draft.body).toContain('released because the card could not be secured');
      expect(draft.body).not.toContain('without a confirmed booking');
    }
  });
});
