import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_REQUEST_MESSAGE,
  duplicateRequestOf,
  eventsOverlap,
  isActiveRequest,
  isDuplicateOf,
  requestDjOf,
  samePlace,
  type TEarlierRequest,
  type TNewRequest,
} from './duplicate-requests.ts';
import { HOUR_MS } from '../time/durations.ts';

const at = (hours: number) => new Date(Date.UTC(2026, 5, 13, 20) + hours * HOUR_MS);

/** The night both requests ask for unless a test says otherwise: two hours on site in Berlin. */
const theNight = {
  eventAt: at(0),
  eventEndsAt: at(2),
  performanceType: 'onsite',
  city: 'Berlin',
  country: 'DE',
} as const;

function earlier(overrides: Partial<TEarlierRequest> = {}): TEarlierRequest {
  return {
    id: 1,
    status: 'routed_to_dj',
    targetDjId: 7,
    targetLeft: false,
    acceptedDjId: null,
    ...theNight,
    ...overrides,
  };
}

function next(overrides: Partial<TNewRequest> = {}): TNewRequest {
  return {
    djId: 7,
    ...theNight,
    ...overrides,
  };
}

describe('one booking asked for once', () => {
  it('says it in the issue’s words', () => {
    expect(DUPLICATE_REQUEST_MESSAGE).toBe('You have already asked for this booking');
  });

  it('counts open, negotiating and booked requests; not cancelled, expired or completed ones', () => {
    for (const status of ['routed_to_dj', 'shared', 'accepted', 'confirmed'] as const)
      expect(isActiveRequest(status), status).toBe(true);
    for (const status of ['cancelled', 'expired', 'completed', 'draft'] as const)
      expect(isActiveRequest(status), status).toBe(false);
  });

  it('a targeted request duplicates an active one with the same DJ at an overlapping time', () => {
    expect(isDuplicateOf(earlier(), next({ eventAt: at(1), eventEndsAt: at(3) }))).toBe(true);
    expect(isDuplicateOf(earlier(), next({ city: 'Hamburg', performanceType: 'remote' }))).toBe(true);
    // Back to back is no overlap; another DJ is another booking.
    expect(isDuplicateOf(earlier(), next({ eventAt: at(2), eventEndsAt: at(4) }))).toBe(false);
    expect(isDuplicateOf(earlier(), next({ djId: 8 }))).toBe(false);
  });

  it('a request its DJ declined is no longer that DJ’s; one the DJ accepted is, wherever it was aimed', () => {
    expect(requestDjOf(earlier({ targetLeft: true }))).toBeNull();
    expect(isDuplicateOf(earlier({ targetLeft: true, status: 'shared' }), next())).toBe(false);
    const open = earlier({ targetDjId: null, acceptedDjId: 7, status: 'confirmed' });
    expect(isDuplicateOf(open, next())).toBe(true);
  });

  it('cancelled and expired requests never count', () => {
    expect(isDuplicateOf(earlier({ status: 'cancelled' }), next())).toBe(false);
    expect(isDuplicateOf(earlier({ status: 'expired' }), next())).toBe(false);
  });

  it('an open request duplicates an active one at the same date, time and place', () => {
    const open = next({ djId: null });
    expect(isDuplicateOf(earlier({ targetDjId: null }), open)).toBe(true);
    expect(isDuplicateOf(earlier(), open)).toBe(true);
    expect(isDuplicateOf(earlier({ city: '  berlin ' }), open)).toBe(true);
    expect(isDuplicateOf(earlier(), { ...open, eventAt: at(1), eventEndsAt: at(3) })).toBe(false);
    expect(isDuplicateOf(earlier(), { ...open, city: 'Hamburg' })).toBe(false);
    expect(isDuplicateOf(earlier(), { ...open, performanceType: 'remote' })).toBe(false);
  });

  it('answers the newest duplicate', () => {
    const found = duplicateRequestOf(
      [earlier({ id: 3 }), earlier({ id: 9 }), earlier({ id: 12, status: 'cancelled' })],
      next(),
    );
    expect(found?.id).toBe(9);
    expect(duplicateRequestOf([], next())).toBeNull();
  });

  it('compares places and times as the rule says', () => {
    expect(
      samePlace(
        { performanceType: 'remote', city: null, country: null },
        { performanceType: 'remote', city: '', country: '' },
      ),
    ).toBe(true);
    expect(
      eventsOverlap({ eventAt: at(0), eventEndsAt: at(2) }, { eventAt: at(-1), eventEndsAt: at(0.5) }),
    ).toBe(true);
  });
});
