import { describe, expect, it } from 'vitest';
import {
  DJ_RATE_SLIDER_STEPS,
  ZCatalogueSize,
  ZEmail,
  ZNewPassword,
  ZPreferredArtists,
  ZRemixHandle,
  ZTrainingExperienceYears,
  ZTrainingHourlyRate,
  ZUntilDate,
  clampRateRange,
  parsePreferredArtists,
  remixHandleError,
} from './fields.ts';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  MAX_PREFERRED_ARTISTS_MESSAGE,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  REMIX_HANDLE_FORMAT,
  REMIX_HANDLE_LENGTH,
  HANDLE_FORMAT,
} from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('email', () => {
  it('trims and accepts an address', () => {
    expect(ZEmail.parse('  dj@example.com ')).toBe('dj@example.com');
  });
  it('uses the spec messages', () => {
    expect(firstMessage(ZEmail.safeParse(''))).toBe(EMAIL_REQUIRED);
    expect(firstMessage(ZEmail.safeParse(undefined))).toBe(EMAIL_REQUIRED);
    expect(firstMessage(ZEmail.safeParse('no-at-sign'))).toBe(EMAIL_INVALID);
  });
});

describe('password', () => {
  it('needs 8 to 128 characters', () => {
    expect(firstMessage(ZNewPassword.safeParse(''))).toBe(PASSWORD_REQUIRED);
    expect(firstMessage(ZNewPassword.safeParse('1234567'))).toBe(PASSWORD_TOO_SHORT);
    expect(ZNewPassword.safeParse('12345678').success).toBe(true);
    expect(ZNewPassword.safeParse('x'.repeat(128)).success).toBe(true);
    expect(firstMessage(ZNewPassword.safeParse('x'.repeat(129)))).toBe(PASSWORD_TOO_LONG);
  });
});

describe('remix handle', () => {
  it.each([
    ['ab', REMIX_HANDLE_LENGTH],
    ['x'.repeat(31), REMIX_HANDLE_LENGTH],
    ['-abc', REMIX_HANDLE_FORMAT],
    ['abc_', REMIX_HANDLE_FORMAT],
    ['ab c', REMIX_HANDLE_FORMAT],
    ['dj.mix', REMIX_HANDLE_FORMAT],
  ])('rejects %j', (handle, message) => {
    expect(remixHandleError(handle)).toBe(message);
    expect(firstMessage(ZRemixHandle.safeParse(handle))).toBe(message);
  });
  it('accepts good handles and treats empty as not given', () => {
    expect(remixHandleError('dj_mix-01')).toBeUndefined();
    expect(ZRemixHandle.parse('abc')).toBe('abc');
    expect(ZRemixHandle.parse('')).toBeUndefined();
    expect(ZRemixHandle.parse(undefined)).toBeUndefined();
  });
  it('has the fuller wizard wording available', () => {
    expect(remixHandleError('_abc', HANDLE_FORMAT)).toBe(HANDLE_FORMAT);
  });
});

describe('preferred artists', () => {
  it('splits, trims and de-duplicates case-insensitively', () => {
    expect(parsePreferredArtists(' Carl Cox,\ncarl cox , Peggy Gou,,\n')).toEqual(['Carl Cox', 'Peggy Gou']);
    expect(ZPreferredArtists.parse('Nina Kraviz, nina kraviz')).toEqual(['Nina Kraviz']);
    expect(ZPreferredArtists.parse(undefined)).toEqual([]);
  });
  it('allows 10 and rejects 11 with the spec message', () => {
    const names = Array.from({ length: 11 }, (_, i) => `Artist ${i}`);
    expect(ZPreferredArtists.parse(names.slice(0, 10))).toHaveLength(10);
    expect(ZPreferredArtists.parse([...names.slice(0, 10), 'artist 0'])).toHaveLength(10);
    expect(firstMessage(ZPreferredArtists.safeParse(names))).toBe(MAX_PREFERRED_ARTISTS_MESSAGE);
  });
});

describe('numbers', () => {
  it('caps the rate minimum at the maximum and lifts the maximum to the minimum', () => {
    expect(clampRateRange(300, 200, 'min')).toEqual({ min: 200, max: 200 });
    expect(clampRateRange(100, 50, 'max')).toEqual({ min: 100, max: 100 });
    expect(clampRateRange(50, 200, 'min')).toEqual({ min: 50, max: 200 });
  });
  it('checks training rate step, experience and catalogue size', () => {
    expect(ZTrainingHourlyRate.safeParse(45).success).toBe(true);
    expect(ZTrainingHourlyRate.safeParse(47).success).toBe(false);
    expect(ZTrainingHourlyRate.safeParse(-5).success).toBe(false);
    expect(ZTrainingExperienceYears.safeParse(50).success).toBe(true);
    expect(ZTrainingExperienceYears.safeParse(51).success).toBe(false);
    expect(ZCatalogueSize.safeParse(0).success).toBe(true);
    expect(ZCatalogueSize.safeParse(-1).success).toBe(false);
  });
  it('builds the DJ rate slider from 20 to 1000', () => {
    expect(DJ_RATE_SLIDER_STEPS[0]).toBe(20);
    expect(DJ_RATE_SLIDER_STEPS).toContain(200);
    expect(DJ_RATE_SLIDER_STEPS).toContain(250);
    expect(DJ_RATE_SLIDER_STEPS.at(-1)).toBe(1000);
  });
  it('accepts an until date, empty or null', () => {
    expect(ZUntilDate.parse('2026-12-31')).toBe('2026-12-31');
    expect(ZUntilDate.parse('')).toBeNull();
    expect(ZUntilDate.parse(null)).toBeNull();
    expect(ZUntilDate.safeParse('31/12/2026').success).toBe(false);
  });
});
