import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOUR_MS } from '../time/durations.ts';
import {
  authorizationStrategy,
  canCapture,
  captureWindowOpensAt,
  defaultBookingDate,
  eventEndsAt,
  eventInstant,
  expiresAt,
  isBookingWindowOpen,
  minBookingDateTime,
  parseEventMoment,
  paymentFitsEvent,
  savedCardAuthorizationAt,
  similarDjsFallbackAt,
} from './schedule.ts';
import type { TBookingRequest } from './states.ts';

const EVENT = new Date('2026-06-13T20:00:00Z');
const before = (hours: number, ms = 0) => new Date(EVENT.getTime() - hours * HOUR_MS - ms);

describe('authorization strategy', () => {
  it('saves the card only when the event is more than 120 hours away', () => {
    expect(authorizationStrategy(EVENT, before(120))).toBe('authorize_now');
    expect(authorizationStrategy(EVENT, before(120, 1))).toBe('save_payment_method');
    expect(authorizationStrategy(EVENT, before(119))).toBe('authorize_now');
    expect(authorizationStrategy(EVENT, before(240))).toBe('save_payment_method');
    expect(authorizationStrategy(EVENT, before(1))).toBe('authorize_now');
  });
});

describe('timers', () => {
  it('authorizes a saved card 84 hours (3.5 days) before the event', () => {
    expect(savedCardAuthorizationAt(EVENT)).toEqual(before(84));
  });

  it('shares an unanswered targeted request 48 hours after its submit', () => {
    const submitted = new Date('2026-06-01T09:15:00Z');
    expect(similarDjsFallbackAt(submitted)).toEqual(new Date('2026-06-03T09:15:00Z'));
  });

  it('expires 23 hours and opens the capture window 24 hours before the event', () => {
    expect(expiresAt(EVENT)).toEqual(before(23));
    expect(captureWindowOpensAt(EVENT)).toEqual(before(24));
    expect(isBookingWindowOpen(EVENT, before(23, 1))).toBe(true);
    expect(isBookingWindowOpen(EVENT, before(23))).toBe(false);
  });

  it('ends a performance after its duration', () => {
    expect(eventEndsAt(EVENT, 2.5)).toEqual(new Date('2026-06-13T22:30:00Z'));
    expect(eventEndsAt(EVENT, 0.5)).toEqual(new Date('2026-06-13T20:30:00Z'));
  });
});

describe('whether a secured card serves the event', () => {
  it('takes a hold up to 120 hours ahead and until the request closes', () => {
    expect(paymentFitsEvent('authorized', EVENT, before(120))).toBe(true);
    expect(paymentFitsEvent('authorized', EVENT, before(120, 1))).toBe(false);
    expect(paymentFitsEvent('authorized', EVENT, before(23, 1))).toBe(true);
    expect(paymentFitsEvent('authorized', EVENT, before(23))).toBe(false);
  });

  it('takes a saved card while its authorization time is ahead', () => {
    expect(paymentFitsEvent('card_saved', EVENT, before(500))).toBe(true);
    expect(paymentFitsEvent('card_saved', EVENT, before(120))).toBe(true);
    expect(paymentFitsEvent('card_saved', EVENT, before(84, 1))).toBe(true);
    expect(paymentFitsEvent('card_saved', EVENT, before(84))).toBe(false);
  });

  it('always offers the strategy it later accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 23 * HOUR_MS + 1, max: 2000 * HOUR_MS }), (lead) => {
        const now = new Date(EVENT.getTime() - lead);
        const strategy = authorizationStrategy(EVENT, now);
        expect(paymentFitsEvent(strategy === 'authorize_now' ? 'authorized' : 'card_saved', EVENT, now)).toBe(
          true,
        );
      }),
    );
  });
});

describe('capture', () => {
  const booking: TBookingRequest = {
    status: 'confirmed',
    payment: 'authorized',
    customerId: 1,
    targetDjId: null,
    acceptedDjId: 7,
    eventAt: EVENT,
    eventEndsAt: eventEndsAt(EVENT, 2),
    currency: 'EUR',
    amountMinor: 30_000,
    chargeMinor: 30_000,
    submittedAt: before(100),
    offSessionPending: false,
    cardSaved: false,
  };

  it('is allowed for an accepted, confirmed, authorized booking within 24 hours of the event', () => {
    expect(canCapture(booking, before(24))).toBe(true);
    expect(canCapture(booking, before(24, 1))).toBe(false);
    expect(canCapture(booking, before(2))).toBe(true);
  });

  it('is refused otherwise', () => {
    const now = before(10);
    expect(canCapture({ ...booking, status: 'accepted' }, now)).toBe(false);
    expect(canCapture({ ...booking, status: 'shared', acceptedDjId: null }, now)).toBe(false);
    expect(canCapture({ ...booking, payment: 'card_saved' }, now)).toBe(false);
    expect(canCapture({ ...booking, payment: 'captured' }, now)).toBe(false);
    expect(canCapture({ ...booking, acceptedDjId: null }, now)).toBe(false);
  });
});

describe('event moments', () => {
  it('reads the date picker, a date with a time, and instants', () => {
    expect(parseEventMoment('2026-06-13T21:30')).toEqual({
      kind: 'local',
      date: '2026-06-13',
      time: '21:30',
    });
    expect(parseEventMoment('2026-06-13 21:30:00')).toEqual({
      kind: 'local',
      date: '2026-06-13',
      time: '21:30',
    });
    expect(parseEventMoment('2026-06-13', '9:05')).toEqual({
      kind: 'local',
      date: '2026-06-13',
      time: '09:05',
    });
    expect(parseEventMoment('2026-06-13')).toEqual({ kind: 'local', date: '2026-06-13', time: '21:00' });
    expect(parseEventMoment('2026-06-13T21:30:00.000Z')).toEqual({
      kind: 'instant',
      at: new Date('2026-06-13T21:30:00Z'),
    });
    expect(parseEventMoment('2026-06-13T21:30+02:00')).toEqual({
      kind: 'instant',
      at: new Date('2026-06-13T19:30:00Z'),
    });
  });

  it('refuses what is not a real date and time', () => {
    for (const bad of [
      '',
      'next saturday',
      '2026-02-30T21:00',
      '2026-06-13T25:00',
      '13/06/2026',
      '2026-06-13T21',
    ])
      expect(parseEventMoment(bad), bad).toBeNull();
    expect(parseEventMoment('2026-06-13', '21:60')).toBeNull();
    expect(parseEventMoment('2026-02-30T21:00Z')).toBeNull();
  });

  it('places a wall-clock moment in the customer’s zone', () => {
    const local = { kind: 'local', date: '2026-06-13', time: '21:00' } as const;
    expect(eventInstant(local, 'Europe/Berlin')).toEqual(new Date('2026-06-13T19:00:00Z'));
    expect(eventInstant(local, 'America/New_York')).toEqual(new Date('2026-06-14T01:00:00Z'));
    const instant = { kind: 'instant', at: EVENT } as const;
    expect(eventInstant(instant, 'Asia/Tokyo')).toBe(EVENT);
  });
});

describe('default booking date', () => {
  const berlin = (iso: string) => new Date(new Date(`${iso}+02:00`).getTime());

  it('is the next Saturday at the current time of day', () => {
    expect(defaultBookingDate(berlin('2026-06-10T10:17:42'), 'Europe/Berlin', 'venue')).toEqual({
      date: '2026-06-13',
      time: '10:17',
      at: berlin('2026-06-13T10:17:00'),
    });
  });

  it('moves a week later when the Saturday is under 48 hours away', () => {
    expect(defaultBookingDate(berlin('2026-06-11T10:17:00'), 'Europe/Berlin', 'venue').date).toBe(
      '2026-06-13',
    );
    expect(defaultBookingDate(berlin('2026-06-11T10:17:30'), 'Europe/Berlin', 'venue').date).toBe(
      '2026-06-20',
    );
    expect(defaultBookingDate(berlin('2026-06-12T08:00:00'), 'Europe/Berlin', 'venue').date).toBe(
      '2026-06-20',
    );
    expect(defaultBookingDate(berlin('2026-06-13T08:00:00'), 'Europe/Berlin', 'venue').date).toBe(
      '2026-06-20',
    );
    expect(defaultBookingDate(berlin('2026-06-14T08:00:00'), 'Europe/Berlin', 'venue').date).toBe(
      '2026-06-20',
    );
  });

  it('is 21:00 on the enthusiast form, with the 48 hours counted to 21:00', () => {
    expect(defaultBookingDate(berlin('2026-06-11T20:00:00'), 'Europe/Berlin', 'enthusiast')).toEqual({
      date: '2026-06-13',
      time: '21:00',
      at: berlin('2026-06-13T21:00:00'),
    });
    expect(defaultBookingDate(berlin('2026-06-11T21:00:01'), 'Europe/Berlin', 'enthusiast').date).toBe(
      '2026-06-20',
    );
  });

  it('reads the wall clock of the customer’s zone', () => {
    const now = new Date('2026-06-11T20:00:00Z');
    expect(defaultBookingDate(now, 'UTC', 'enthusiast').date).toBe('2026-06-13');
    expect(defaultBookingDate(now, 'Asia/Tokyo', 'enthusiast')).toEqual({
      date: '2026-06-20',
      time: '21:00',
      at: new Date('2026-06-20T12:00:00Z'),
    });
    expect(defaultBookingDate(now, 'America/Los_Angeles', 'venue')).toEqual({
      date: '2026-06-13',
      time: '13:00',
      at: new Date('2026-06-13T20:00:00Z'),
    });
  });

  it('keeps the time of day across a daylight-saving change', () => {
    const friday = new Date('2026-03-27T01:30:00Z'); // 02:30 in Berlin (CET)
    expect(defaultBookingDate(friday, 'Europe/Berlin', 'venue')).toEqual({
      date: '2026-04-04',
      time: '02:30',
      at: new Date('2026-04-04T00:30:00Z'), // CEST
    });
  });

  it('is always at least 48 hours and at most 9 days ahead, on a Saturday', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'),
        fc.constantFrom('venue', 'enthusiast' as const),
        (now, zone, form) => {
          const { date, at } = defaultBookingDate(now, zone, form);
          const lead = at.getTime() - now.getTime();
          expect(lead).toBeGreaterThanOrEqual(48 * HOUR_MS);
          expect(lead).toBeLessThanOrEqual(9 * 24 * HOUR_MS + HOUR_MS);
          expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(6);
        },
      ),
    );
  });

  it('offers the date picker’s minimum on the customer’s wall clock', () => {
    expect(minBookingDateTime(new Date('2026-06-11T20:05:59Z'), 'Europe/Berlin')).toBe('2026-06-11T22:05');
    expect(minBookingDateTime(new Date('2026-06-11T20:05:59Z'), 'Asia/Tokyo')).toBe('2026-06-12T05:05');
  });
});
