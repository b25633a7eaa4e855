import { countryName } from './country-list.ts';
import { countryCodeOf, type TGazetteer, type TGazetteerCity } from './gazetteer.ts';

/** A city asked for by name (and country) in a search, found in the gazetteer or refused with a clear message. */

export const PLACE_MESSAGES = {
  cityRequired: 'Please choose a city',
} as const;

export function cityNotFoundMessage(city: string, country: string | null): string {
  const where = country ? ` in ${countryName(country) ?? country}` : '';
  return `We could not find the city "${city}"${where}: check the spelling or choose a larger city nearby`;
}

export function countryNotFoundMessage(country: string): string {
  return `"${country}" is not a country we know: use its two-letter code, such as DE`;
}

export function ambiguousCityMessage(city: string, countries: readonly string[]): string {
  return `There is a city called "${city}" in several countries (${countries.join(', ')}): please choose the country`;
}

export type TPlaceLookup = { ok: true; city: TGazetteerCity } | { ok: false; error: string };

/**
 * The city a search is about: by name within the country when one is given; without a country, the city when the
 * name belongs to one country only (the largest place of that name there), else a refusal asking for the country.
 */
export function lookUpCity(gazetteer: TGazetteer, city: string, country?: string | null): TPlaceLookup {
  const name = city.trim();
  if (!name) return { ok: false, error: PLACE_MESSAGES.cityRequired };
  const countryText = country?.trim() ?? '';
  if (countryText) {
    const code = countryCodeOf(countryText);
    if (!code) return { ok: false, error: countryNotFoundMessage(countryText) };
    const found = gazetteer.find(name, code);
    return found ? { ok: true, city: found } : { ok: false, error: cityNotFoundMessage(name, code) };
  }
  const matches = gazetteer.matches(name);
  const countries = [...new Set(matches.map((match) => match.country))];
  if (matches.length === 0) return { ok: false, error: cityNotFoundMessage(name, null) };
  if (countries.length > 1) return { ok: false, error: ambiguousCityMessage(name, countries.sort()) };
  return { ok: true, city: matches[0]! };
}
