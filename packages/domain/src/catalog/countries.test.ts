import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { z } from 'zod';
import {
  COUNTRIES,
  COUNTRY_CODES,
  TRAVEL_COUNTRIES,
  ZCountryCode,
  countryName,
  isCountryCode,
  isoToTravelCountry,
  travelCountryToIso,
} from './countries.ts';

describe('countries', () => {
  it('lists all 249 ISO 3166-1 alpha-2 codes once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
  });

  it('has one named entry per code, sorted by name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code))).toEqual(new Set(COUNTRY_CODES));
    expect(new Set(COUNTRIES.map((c) => c.name.toLowerCase())).size).toBe(249);
    const names = COUNTRIES.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(names[0]).toBe('Afghanistan');
    expect(names.at(-1)).toBe('Zimbabwe');
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
  });

  it('leaves out user-assigned codes such as Kosovo (XK) and the EU', () => {
    expectMapping(isCountryCode, {
      XK: false,
      EU: false,
      UK: false,
      GB: true,
    });
  });

  it('names a code case-insensitively', () => {
    expectMapping(countryName, {
      GB: 'United Kingdom',
      de: 'Germany',
      CI: "Côte d'Ivoire",
    });
    expect(countryName('ZZ')).toBeUndefined();
  });

  it('works as a zod enum', () => {
    expect(ZCountryCode.parse('NL')).toBe('NL');
    expect(ZCountryCode.safeParse('UK').success).toBe(false);
    expect(z.enum(COUNTRY_CODES).options).toHaveLength(249);
  });
});

describe('travel countries', () => {
  it('keeps the spec list verbatim', () => {
    expect(TRAVEL_COUNTRIES).toEqual(['US', 'UK', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'JP', 'BR']);
  });

  it('maps UK to GB and every travel country to an ISO code', () => {
    expect(travelCountryToIso('UK')).toBe('GB');
    expect(travelCountryToIso('JP')).toBe('JP');
    expect(TRAVEL_COUNTRIES.every((code) => isCountryCode(travelCountryToIso(code)))).toBe(true);
  });

  it('maps ISO codes back', () => {
    expect(isoToTravelCountry('GB')).toBe('UK');
    expect(isoToTravelCountry('br')).toBe('BR');
    expect(isoToTravelCountry('NL')).toBeUndefined();
  });
});
