import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import {
  CALENDAR_TOKEN_PATTERN,
  ZLiveBookingEvent,
  ZLiveUpdatesQuery,
  parseLastEventId,
} from './live-updates-api.ts';

describe('Last-Event-ID', () => {
  it('is a whole number, absent when blank, invalid otherwise', () => {
    expectMapping(parseLastEventId, {
      '42': 42,
      ' 7 ': 7,
      '0': 0,
    });
    expect(parseLastEventId(undefined)).toBeUndefined();
    expect(parseLastEventId('')).toBeUndefined();
    for (const bad of ['-1', '1.5', 'abc', '1e3', '9'.repeat(16)])
      expect(parseLastEventId(bad)).toBe('invalid');
  });

  it('is read from the query of a first connect', () => {
    expect(ZLiveUpdatesQuery.parse({ last_event_id: '12' })).toEqual({ last_event_id: 12 });
    expect(ZLiveUpdatesQuery.parse({})).toEqual({});
    expect(ZLiveUpdatesQuery.safeParse({ last_event_id: 'x' }).success).toBe(false);
  });
});

describe('a live booking event', () => {
  it('carries ids, type, status and time only', () => {
    const event = {
      id: 3,
      type: 'offer.countered',
      request_id: 9,
      offer_id: 4,
      booking_id: null,
      status: 'negotiating',
      payment_status: 'authorized',
      at: '2026-11-22T12:00:00.000Z',
    };
    expect(ZLiveBookingEvent.parse({ ...event, amount_minor: 100 })).toEqual(event);
    expect(ZLiveBookingEvent.safeParse({ ...event, id: 0 }).success).toBe(false);
  });
});

describe('a calendar feed token', () => {
  it('is 43 URL-safe characters', () => {
    expect(CALENDAR_TOKEN_PATTERN.test('A'.repeat(42) + '_')).toBe(true);
    expect(CALENDAR_TOKEN_PATTERN.test('A'.repeat(42))).toBe(false);
    expect(CALENDAR_TOKEN_PATTERN.test('A'.repeat(42) + '/')).toBe(false);
  });
});
