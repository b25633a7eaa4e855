import { describe, expect, it } from 'vitest';
import {
  FEATURED_WINDOW_MINUTES,
  FEATURE_COOLDOWN_DAYS,
  canRequestFeature,
  featureCooldownMessage,
  featureRequestStatus,
  formatUtcDateTime,
  grantFeature,
  isFeatured,
} from './featuring-rules.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('featuring', () => {
  it('keeps the spec window of 30 minutes and a cooldown of 7 days', () => {
    expect(FEATURED_WINDOW_MINUTES).toBe(30);
    expect(FEATURE_COOLDOWN_DAYS).toBe(7);
    expect(grantFeature(NOW)).toEqual({
      featuredFrom: NOW,
      featuredUntil: minutes(30),
      cooldownUntil: days(7),
    });
  });

  it('allows a first request and one after the cooldown, none during it', () => {
    const grant = grantFeature(NOW);
    expect(canRequestFeature(null, NOW)).toBe(true);
    expect(canRequestFeature(grant, NOW)).toBe(false);
    expect(canRequestFeature(grant, new Date(days(7).getTime() - 1))).toBe(false);
    expect(canRequestFeature(grant, days(7))).toBe(true);
  });

  it('is featured from the request for 30 minutes, then cooling down until the next request is possible', () => {
    const grant = grantFeature(NOW);
    expect(isFeatured(grant, NOW)).toBe(true);
    expect(isFeatured(grant, minutes(29))).toBe(true);
    expect(isFeatured(grant, minutes(30))).toBe(false);
    expect(isFeatured(null, NOW)).toBe(false);
    expect(featureRequestStatus(grant, minutes(10))).toEqual({
      status: 'featured',
      featured_until: '2026-11-22T12:30:00.000Z',
      cooldown_until: '2026-11-29T12:00:00.000Z',
    });
    expect(featureRequestStatus(grant, minutes(30))).toEqual({
      status: 'cooldown',
      featured_until: null,
      cooldown_until: '2026-11-29T12:00:00.000Z',
    });
    expect(featureRequestStatus(grant, days(7))).toBeNull();
    expect(featureRequestStatus(null, NOW)).toBeNull();
  });

  it('names the next possible request in UTC, to the minute rounded up', () => {
    expect(formatUtcDateTime(new Date('2026-03-05T08:07:00Z'))).toBe('5 Mar 2026 at 08:07 UTC');
    expect(featureCooldownMessage(days(7))).toBe(
      'You have already been featured recently. You can request featuring again on 29 Nov 2026 at 12:00 UTC.',
    );
    expect(featureCooldownMessage(new Date('2026-11-29T12:00:01Z'))).toContain('29 Nov 2026 at 12:01 UTC');
  });
});
