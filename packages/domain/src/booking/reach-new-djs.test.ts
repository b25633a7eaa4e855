import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from './states.ts';
import { mayReachNewDjs } from './reach-new-djs.ts';
import { HOUR_MS } from '../time/durations.ts';

const now = new Date('2026-12-01T12:00:00Z');

describe('mayReachNewDjs', () => {
  it('lets only a request open to several DJs reach more, and only while it can be answered', () => {
    const eventAt = new Date(now.getTime() + 48 * HOUR_MS);
    const open = REQUEST_STATUSES.filter((status) => mayReachNewDjs({ status, eventAt }, now));
    expect(open).toEqual(['shared']);
    // The window closes 23 hours before the event, as the request expires.
    expect(
      mayReachNewDjs({ status: 'shared', eventAt: new Date(now.getTime() + 23 * HOUR_MS + 1) }, now),
    ).toBe(true);
    expect(mayReachNewDjs({ status: 'shared', eventAt: new Date(now.getTime() + 23 * HOUR_MS) }, now)).toBe(
      false,
    );
  });
});
