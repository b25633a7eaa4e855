import { describe, expect, it } from 'vitest';
import type { TBookingHistoryEntry } from '@cuepoint/domain/booking/booking-api';
import { oneLinePerAcceptance } from './booking-history.ts';

const entry = (
  type: TBookingHistoryEntry['type'],
  actor: TBookingHistoryEntry['actor'],
  at: string,
): TBookingHistoryEntry => ({
  type,
  at,
  actor,
  from_status: null,
  to_status: null,
  payment_status: 'authorized',
  reason: null,
  amount: null,
});

const T1 = '2099-06-02T10:00:00.000Z';
const T2 = '2099-06-03T10:00:00.000Z';

describe('a booking’s history', () => {
  it('shows an accepted offer once: the offer’s line, not also the request’s that came with it', () => {
    const history = [
      entry('booking_request.submitted', 'customer', T1),
      entry('offer.countered', 'customer', T1),
      entry('booking_request.accepted', 'dj', T2),
      entry('offer.accepted', 'dj', T2),
    ];
    expect(oneLinePerAcceptance(history).map((line) => line.type)).toEqual([
      'booking_request.submitted',
      'offer.countered',
      'offer.accepted',
    ]);
  });

  it('keeps the request’s line when the DJ accepted it as asked, or when it was another move', () => {
    const asAsked = [
      entry('booking_request.submitted', 'customer', T1),
      entry('booking_request.accepted', 'dj', T2),
    ];
    expect(oneLinePerAcceptance(asAsked)).toEqual(asAsked);
    const apart = [entry('offer.accepted', 'customer', T1), entry('booking_request.accepted', 'dj', T2)];
    expect(oneLinePerAcceptance(apart)).toEqual(apart);
  });
});
