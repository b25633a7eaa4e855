import { describe, expect, it } from 'vitest';
import {
  VENUE_PROFILE_MESSAGES,
  ZVenueProfileUpdate,
  toMinorUnits,
  venueCurrencyAfter,
} from './venue-profile.ts';

describe('venue profile update', () => {
  it('reads flat or nested fields, numbers as text, UK as GB, and blank as cleared', () => {
    expect(
      ZVenueProfileUpdate.parse({
        venue_profile: { venue_name: ' Club ', capacity: '300', country: 'uk' },
        city: '',
        currency: '',
        hourly_budget_max: '99.5',
      }),
    ).toEqual({
      venue_name: 'Club',
      capacity: 300,
      country: 'GB',
      city: null,
      currency: null,
      hourly_budget_max: 99.5,
    });
    expect(ZVenueProfileUpdate.parse({})).toEqual({});
  });

  it('refuses a minimum budget above the maximum', () => {
    const result = ZVenueProfileUpdate.safeParse({ hourly_budget_min: 201, hourly_budget_max: 200 });
    expect(result.error?.issues[0]?.message).toBe(VENUE_PROFILE_MESSAGES.budgetRange);
  });

  it('keeps money in minor units', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(150)).toBe(15000);
  });
});

describe('venueCurrencyAfter (docs/product/venues.md)', () => {
  it('keeps a chosen currency, takes the country’s when not chosen, follows a move when it was the country’s', () => {
    const us = { currency: 'USD', country: 'US' };
    expect(venueCurrencyAfter(us, { currency: 'CAD' })).toBe('CAD');
    expect(venueCurrencyAfter(us, { currency: null })).toBe('USD');
    expect(venueCurrencyAfter(us, { currency: null, country: 'DE' })).toBe('EUR');
    expect(venueCurrencyAfter(us, { country: 'GB' })).toBe('GBP');
    expect(venueCurrencyAfter(us, {})).toBe('USD');
    expect(venueCurrencyAfter({ currency: 'AUD', country: 'US' }, { country: 'FR' })).toBe('AUD');
    expect(venueCurrencyAfter({ currency: 'USD', country: null }, { country: 'IE' })).toBe('EUR');
  });
});
