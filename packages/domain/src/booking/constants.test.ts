import { describe, expect, it } from 'vitest';
import {
  CAPTURE_WINDOW_HOURS,
  CARD_AUTHORIZATION_VALIDITY_HOURS,
  DEFAULT_DURATION_HOURS,
  DURATION_OPTIONS,
  EXTENDED_PROTECTION_THRESHOLD_HOURS,
  EXTENDED_PROTECTION_THRESHOLD_MS,
  HOURLY_BUDGET,
  REQUEST_EXPIRY_LEAD_HOURS,
  REQUEST_EXPIRY_LEAD_MS,
  SAVED_CARD_AUTHORIZATION_LEAD_HOURS,
  SAVED_CARD_AUTHORIZATION_WINDOW_HOURS,
  SIMILAR_DJS_FALLBACK_MS,
} from './constants.ts';
import { HOUR_MS } from '../time/durations.ts';

describe('booking constants', () => {
  it('are the spec’s numbers', () => {
    expect(EXTENDED_PROTECTION_THRESHOLD_HOURS).toBe(120);
    expect(EXTENDED_PROTECTION_THRESHOLD_MS).toBe(432_000_000);
    expect(REQUEST_EXPIRY_LEAD_MS).toBe(23 * HOUR_MS);
    expect(CAPTURE_WINDOW_HOURS).toBe(24);
    expect(SIMILAR_DJS_FALLBACK_MS).toBe(172_800_000);
    expect(DURATION_OPTIONS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 8, 10, 12]);
    expect(DEFAULT_DURATION_HOURS).toBe(2);
    expect(HOURLY_BUDGET).toEqual({ min: 20, max: 500, step: 10, default: 100 });
  });

  it('authorize a saved card inside 3–4 days before the event, and after the 120-hour threshold', () => {
    const { earliest, latest } = SAVED_CARD_AUTHORIZATION_WINDOW_HOURS;
    expect(SAVED_CARD_AUTHORIZATION_LEAD_HOURS).toBeGreaterThanOrEqual(latest);
    expect(SAVED_CARD_AUTHORIZATION_LEAD_HOURS).toBeLessThanOrEqual(earliest);
    expect(SAVED_CARD_AUTHORIZATION_LEAD_HOURS).toBeLessThan(EXTENDED_PROTECTION_THRESHOLD_HOURS);
  });

  it('keep every authorization alive until its capture, and open the capture window before the expiry', () => {
    const longestHold = EXTENDED_PROTECTION_THRESHOLD_HOURS - CAPTURE_WINDOW_HOURS;
    expect(longestHold).toBeLessThan(CARD_AUTHORIZATION_VALIDITY_HOURS);
    expect(SAVED_CARD_AUTHORIZATION_LEAD_HOURS - CAPTURE_WINDOW_HOURS).toBeLessThan(
      CARD_AUTHORIZATION_VALIDITY_HOURS,
    );
    expect(CAPTURE_WINDOW_HOURS).toBeGreaterThan(REQUEST_EXPIRY_LEAD_HOURS);
  });

  it('keep the slider default on its steps', () => {
    expect((HOURLY_BUDGET.default - HOURLY_BUDGET.min) % HOURLY_BUDGET.step).toBe(0);
    expect((HOURLY_BUDGET.max - HOURLY_BUDGET.min) % HOURLY_BUDGET.step).toBe(0);
  });
});
