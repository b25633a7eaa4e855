import { describe, expect, it } from 'vitest';
import { buildProfile } from './account-profiles.ts';

const names = { displayName: 'New Account', djSlug: 'new-account' };
const currencyOf = (type: 'dj' | 'venue', fields: Parameters<typeof buildProfile>[1]) => {
  const profile = buildProfile(type, fields, names);
  return profile.kind === 'dj' || profile.kind === 'venue' ? profile.values.currency : undefined;
};

describe('the currency of a new profile', () => {
  it("is the country's when none was chosen (docs/product/accounts-and-sessions.md), on the e-mail and the social paths alike", () => {
    expect(currencyOf('venue', { country: 'DE' })).toBe('EUR');
    expect(currencyOf('venue', { country: 'GB' })).toBe('GBP');
    expect(currencyOf('venue', { country: 'JP', currency: null })).toBe('USD');
    expect(currencyOf('dj', { country: 'ie' })).toBe('EUR');
    expect(currencyOf('dj', { country: 'UK' })).toBe('GBP');
    // A social sign-up may arrive without a country: dollars, the spec's default.
    expect(currencyOf('venue', {})).toBe('USD');
    expect(currencyOf('dj', { country: null })).toBe('USD');
  });

  it('is the chosen one when there is one', () => {
    expect(currencyOf('venue', { country: 'DE', currency: 'USD' })).toBe('USD');
    expect(currencyOf('dj', { country: 'GB', currency: 'CAD' })).toBe('CAD');
  });
});
