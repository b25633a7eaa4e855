import { describe, expect, it } from 'vitest';
import { bookingNotifications } from './booking-notifications.ts';
import { eventFacts } from './event-facts-testing.ts';

const CUSTOMER = 10;
const DJ = 20;
const booking = { id: 3, djUserId: DJ };

const facts = (type: string, payload: Record<string, unknown>) =>
  eventFacts(type, payload, { request: { customerName: 'Skyline Bar' }, booking });

describe('notifications of terms the customer changed', () => {
  it('asks the booking’s DJ to agree, linking to the booking', () => {
    const [draft, ...rest] = bookingNotifications(
      facts('booking.terms_proposed', { actor: { role: 'customer' } }),
    );
    expect(rest).toEqual([]);
    expect(draft).toMatchObject({
      userId: DJ,
      audience: 'dj',
      category: 'bookingUpdates',
      kind: 'terms_proposed',
      url: '/bookings/3',
    });
    expect(draft!.body).toContain('Skyline Bar confirmed the booking');
  });

  it('tells the customer the DJ’s answer, with the DJ’s message when sent back', () => {
    const agreed = bookingNotifications(facts('booking.terms_agreed', { actor: { role: 'dj' }, dj_id: DJ }));
    expect(agreed).toMatchObject([
      { userId: CUSTOMER, kind: 'terms_agreed', title: 'DJ Nova agreed to your terms', url: '/bookings/3' },
    ]);
    const declined = bookingNotifications(
      facts('booking.terms_declined', { actor: { role: 'dj' }, dj_id: DJ, reason: 'Half upfront, please' }),
    );
    expect(declined).toMatchObject([{ userId: CUSTOMER, kind: 'terms_declined' }]);
    expect(declined[0]!.body).toContain('"Half upfront, please"');
  });
});
