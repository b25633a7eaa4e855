import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer.ts';
import { lookUpCity } from './place-lookup.ts';

describe('looking up the city of a search', async () => {
  const gazetteer = await loadGazetteer();

  it('finds it by name and country, or by name alone when one country has it', () => {
    expect(lookUpCity(gazetteer, 'berlin', 'de')).toMatchObject({ ok: true, city: { name: 'Berlin' } });
    expect(lookUpCity(gazetteer, 'Potsdam', 'Germany')).toMatchObject({ ok: true, city: { country: 'DE' } });
    expect(lookUpCity(gazetteer, 'Gelsenkirchen')).toMatchObject({ ok: true, city: { country: 'DE' } });
  });

  it('names what it could not find', () => {
    expect(lookUpCity(gazetteer, 'Atlantis', 'GR')).toEqual({
      ok: false,
      error:
        'We could not find the city "Atlantis" in Greece: check the spelling or choose a larger city nearby',
    });
    expect(lookUpCity(gazetteer, 'Xyzzyville')).toMatchObject({
      ok: false,
      error: expect.stringContaining('"Xyzzyville"'),
    });
    expect(lookUpCity(gazetteer, 'Berlin', 'Narnia')).toEqual({
      ok: false,
      error: '"Narnia" is not a country we know: use its two-letter code, such as DE',
    });
    expect(lookUpCity(gazetteer, '  ')).toEqual({ ok: false, error: 'Please choose a city' });
  });

  it('asks for the country when the name is a city in several', () => {
    const found = lookUpCity(gazetteer, 'Sydney');
    expect(found.ok).toBe(false);
    expect(!found.ok && found.error).toMatch(
      /^There is a city called "Sydney" in several countries \(AU, CA\)/,
    );
  });
});
