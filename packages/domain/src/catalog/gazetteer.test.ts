import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { countryCodeOf, loadGazetteer, parseGazetteer } from './gazetteer.ts';
import { distanceKm } from './great-circle.ts';
import { calendarDateIn, placeTimeZone } from './place-time-zone.ts';

describe('the bundled gazetteer', async () => {
  const gazetteer = await loadGazetteer();

  it('holds the world’s cities with coordinates and zones, loaded once', async () => {
    expect(gazetteer.size).toBeGreaterThan(20_000);
    expect(await loadGazetteer()).toBe(gazetteer);
    expect(gazetteer.find('Berlin', 'DE')).toMatchObject({
      name: 'Berlin',
      country: 'DE',
      timezone: 'Europe/Berlin',
    });
    expect(gazetteer.find('Sydney', 'AU')?.timezone).toBe('Australia/Sydney');
  });

  it('finds a city whatever the case, accents or name it goes by', () => {
    expect(gazetteer.find('MÜNCHEN', 'de')?.name).toBe('Munich');
    expect(gazetteer.find('muenchen', 'DE')?.name).toBe('Munich');
    expect(gazetteer.find('Cologne', 'Germany')?.name).toBe('Köln');
    expect(gazetteer.find('koln', 'DE')?.name).toBe('Köln');
    expect(gazetteer.find('zurich', 'CH')?.name).toBe('Zürich');
    expect(gazetteer.find('London', 'UK')?.country).toBe('GB');
    expect(gazetteer.find('Atlantis', 'GR')).toBeNull();
    expect(gazetteer.find('Berlin', 'Narnia')).toBeNull();
  });

  it('prefers the country asked for, then a city’s own name, then the larger place', () => {
    expect(gazetteer.find('Sydney', 'CA')?.country).toBe('CA');
    expect(gazetteer.find('Sydney')?.country).toBe('AU');
    expect(gazetteer.find('Paris')?.country).toBe('FR');
    const springfields = gazetteer.matches('Springfield', 'US');
    expect(springfields.length).toBeGreaterThan(3);
    expect(springfields[0]!.population).toBeGreaterThanOrEqual(springfields[1]!.population);
  });

  it('measures the known distances between cities', () => {
    const between = (a: string, b: string, country: string) =>
      distanceKm(gazetteer.find(a, country)!, gazetteer.find(b, country)!);
    expect(Math.abs(between('Berlin', 'Munich', 'DE') - 504)).toBeLessThan(3);
    expect(Math.abs(between('Sydney', 'Melbourne', 'AU') - 714)).toBeLessThan(3);
    expect(between('Berlin', 'Potsdam', 'DE')).toBeLessThan(30);
  });

  it('lists the cities near a point, nearest first', () => {
    const berlin = gazetteer.find('Berlin', 'DE')!;
    const near = gazetteer.near(berlin, 40);
    expect(near[0]?.city).toBe(berlin);
    expect(near.map((entry) => entry.city.name)).toContain('Potsdam');
    expect(near.every((entry, i) => i === 0 || entry.distanceKm >= near[i - 1]!.distanceKm)).toBe(true);
    expect(near.every((entry) => entry.distanceKm <= 40)).toBe(true);
    expect(near.map((entry) => entry.city.name)).not.toContain('Hamburg');
  });

  it('gives a place’s zone: the account’s, else its city’s, else UTC', () => {
    expect(placeTimeZone(gazetteer, { timezone: 'America/New_York', city: 'Berlin', country: 'DE' })).toEqual(
      {
        zone: 'America/New_York',
        source: 'account',
      },
    );
    expect(placeTimeZone(gazetteer, { timezone: 'Mars/Base', city: 'Melbourne', country: 'AU' })).toEqual({
      zone: 'Australia/Melbourne',
      source: 'city',
    });
    expect(placeTimeZone(gazetteer, { city: 'Atlantis', country: 'GR' })).toEqual({
      zone: 'UTC',
      source: 'utc',
    });
    expect(placeTimeZone(gazetteer, {})).toEqual({ zone: 'UTC', source: 'utc' });
  });
});

describe('parsing', () => {
  it('reads the generated lines and countries by code or name', () => {
    const gazetteer = parseGazetteer(['Europe/Berlin'], ['Potsdam|DE|52.3989|13.0657|145292|0|Postupim']);
    expect(gazetteer.find('postupim', 'de')).toEqual({
      name: 'Potsdam',
      country: 'DE',
      latitude: 52.3989,
      longitude: 13.0657,
      population: 145292,
      timezone: 'Europe/Berlin',
      aliases: ['Postupim'],
    });
    expectMapping(countryCodeOf, {
      ' germany ': 'DE',
      uk: 'GB',
      '': null,
      Narnia: null,
    });
  });
});

describe('calendar dates in a zone', () => {
  it('gives the date an instant falls on where the place is', () => {
    const instant = new Date('2026-07-01T22:30:00Z');
    expect(calendarDateIn(instant, 'Europe/Berlin')).toBe('2026-07-02');
    expect(calendarDateIn(instant, 'America/New_York')).toBe('2026-07-01');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-07-01');
  });
});
