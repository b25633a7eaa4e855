import { COUNTRIES, isCountryCode } from './country-list.ts';
import { placeKey } from './place-names.ts';
import { boundingBox, distanceKm, inBoundingBox, type TPoint } from './great-circle.ts';

/**
 * An offline gazetteer of the world's cities (GeoNames places of more than 15,000 people, gazetteer-cities.ts): find
 * a city by name and country, whatever the case, accents or the name it goes by, and list the cities near a point.
 * The data (about 1.4 MB) is loaded on the first loadGazetteer() call, never at boot or on a first page load.
 */

export type TGazetteerCity = TPoint & {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population: number;
  /** IANA zone. */
  timezone: string;
  /** Other names (Latin script) the place goes by: "Cologne" for Köln, "Muenchen" for Munich. */
  aliases: readonly string[];
};

export type TGazetteer = {
  readonly size: number;
  /** The best match: a city's own name before an alias, then the most populous; null when none matches. */
  find(name: string, country?: string | null): TGazetteerCity | null;
  /** Every match, best first (see find). */
  matches(name: string, country?: string | null): TGazetteerCity[];
  /** The cities within `radiusKm` of `center`, nearest first, with their distance. */
  near(center: TPoint, radiusKm: number): Array<{ city: TGazetteerCity; distanceKm: number }>;
};

/** The ISO code of a country written as a code ("de", "UK") or an English name ("Germany"); null when unknown. */
export function countryCodeOf(country: string | null | undefined): string | null {
  const text = (country ?? '').trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  if (upper === 'UK') return 'GB';
  if (isCountryCode(upper)) return upper;
  const key = placeKey(text);
  return COUNTRIES.find((entry) => placeKey(entry.name) === key)?.code ?? null;
}

type Entry = { city: TGazetteerCity; alias: boolean };

/** Reads the generated lines (name|country|latitude|longitude|population|zone|aliases) into a gazetteer. */
export function parseGazetteer(zones: readonly string[], lines: readonly string[]): TGazetteer {
  const cities: TGazetteerCity[] = [];
  const byKey = new Map<string, Entry[]>();
  const index = (key: string, entry: Entry) => {
    if (!key) return;
    const list = byKey.get(key);
    if (!list) byKey.set(key, [entry]);
    else if (!list.some((known) => known.city === entry.city)) list.push(entry);
  };
  for (const line of lines) {
    const [name = '', country = '', latitude, longitude, population, zone, aliases = ''] = line.split('|');
    const city: TGazetteerCity = {
      name,
      country,
      latitude: Number(latitude),
      longitude: Number(longitude),
      population: Number(population),
      timezone: zones[Number(zone)] ?? 'UTC',
      aliases: aliases ? aliases.split(',') : [],
    };
    cities.push(city);
    index(placeKey(name), { city, alias: false });
    for (const alias of city.aliases) index(placeKey(alias), { city, alias: true });
  }
  const rank = (a: Entry, b: Entry) =>
    Number(a.alias) - Number(b.alias) || b.city.population - a.city.population;
  for (const list of byKey.values()) list.sort(rank);

  const matches = (name: string, country?: string | null): TGazetteerCity[] => {
    const entries = byKey.get(placeKey(name)) ?? [];
    const code = country ? countryCodeOf(country) : null;
    if (country && !code) return [];
    return entries.filter((entry) => !code || entry.city.country === code).map((entry) => entry.city);
  };

  return {
    size: cities.length,
    find: (name, country) => matches(name, country)[0] ?? null,
    matches,
    near(center, radiusKm) {
      const box = boundingBox(center, radiusKm);
      const found: Array<{ city: TGazetteerCity; distanceKm: number }> = [];
      for (const city of cities) {
        if (!inBoundingBox(city, box)) continue;
        const distance = distanceKm(center, city);
        if (distance <= radiusKm) found.push({ city, distanceKm: distance });
      }
      return found.sort((a, b) => a.distanceKm - b.distanceKm);
    },
  };
}

let loading: Promise<TGazetteer> | undefined;

/** The gazetteer, read from its data module on the first call and kept. */
export function loadGazetteer(): Promise<TGazetteer> {
  loading ??= import('./gazetteer-cities.ts').then(
    ({ GAZETTEER_ZONES, GAZETTEER_CITIES }) => parseGazetteer(GAZETTEER_ZONES, GAZETTEER_CITIES),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
