/**
 * A generator of a realistic DJ marketplace for the matchmaking benchmark: DJs in the gazetteer's cities (weighted by
 * population), one to four genres of a popularity curve, rates around 120 per hour in the local currency, travel
 * periods, weekly remote hours in the DJ's zone, influences and tracklists from the artist catalogue, featured
 * windows, venues with events and favorites, enthusiasts with tastes, and a track record of requests, answers and
 * completed bookings. Deterministic for a seed; written in chunks through json_to_recordset, so the same code loads
 * PostgreSQL and PGlite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import {
  ARTIST_CATALOGUE_FILE,
  parseCatalogue,
} from '../apps/server/src/modules/platform/suggestions/catalogue-loader.ts';
import { loadGazetteer, type TGazetteerCity } from '@cuepoint/domain/catalog/gazetteer';
import { DJ_GENRES } from '@cuepoint/domain/catalog/genre-list';
import { currencyForCountry } from '@cuepoint/domain/catalog/currencies';

export type WorldSize = { djs: number; venues: number; enthusiasts: number; requests: number };
export const FULL_WORLD: WorldSize = { djs: 100_000, venues: 2_000, enthusiasts: 3_000, requests: 20_000 };
/** The name the benchmark searches for misspelt ("carl kox"). */
export const FAMOUS_DJ = 'Carl Cox';

function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

/** Sampling by cumulative weights (binary search). */
function weighted<T>(items: readonly T[], weight: (item: T) => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return (rng: Rng): T => {
    const target = rng.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return items[low]!;
  };
}

const FIRST =
  `Ada Alex Ama Ana Anders Anja Ari Ayla Ben Bea Bo Cai Carl Cato Chloe Dani Dax Dina Eli Ella Emil Ena Eva Fabio
Femi Finn Gia Hana Hugo Ida Ilse Ines Ivo Jade Jan Jonas Juno Kai Kara Kemi Kira Kofi Lana Lars Lea Leo Lina Luca Lumi Maja
Malik Mara Marco Mika Mira Nadia Nia Nico Nils Noa Noor Omar Oona Oskar Pax Pia Quinn Rafa Remy Ren Rio Rosa Sami Sela Sina
Sofia Tara Teo Theo Tom Tove Uma Una Vera Vik Wren Xena Yara Yuki Zara Zeno Axel Bruno Cleo Dario Edda Freya Greta Hiro Isak
Jules Kasia Levi Milo Nora Otto Pablo Rhea Sven Timo Ugo Vito Willa Yann Zoe`.split(/\s+/);
const LAST =
  `Adell Amari Arden Auer Bakker Banks Berg Blum Brandt Brook Castel Cruz Dahl Dane Diaz Dorn Drake Eden Engel Falk
Ferro Fox Frost Gale Gray Haas Hale Harju Holm Hunt Ito Jansen Kane Keller Kessler Klein Koch Kora Lind Lowe Lund Marsh
Meyer Mora Morrow Nash Neri Noble Novak Odu Okafor Oduya Park Pike Quist Reed Renn Rios Rossi Roth Sand Santos Sato Shaw
Silva Solvik Stone Storm Strand Tan Thorn Vance Voss Wade Weiss West Wilde Winter Wolf Wren Young Zeller Abe Baptiste Coste
Duarte Ekberg Fontaine Garnier Horvat Ivanova Jovic Kowalski Laine Mertens Nyberg Olsen Petrov Quaresma Ruiz Sorensen`.split(
    /\s+/,
  );

/** Genre popularity falls off with the catalogue's order (Techno and House first). */
const pickGenre = weighted(DJ_GENRES, (genre) => 1 / (DJ_GENRES.indexOf(genre) + 2));

type Row = Record<string, unknown>;

async function insertRows(db: Db, table: string, columns: string, rows: Row[], chunk = 4000): Promise<void> {
  const names = columns
    .split(',')
    .map((column) => column.trim().split(/\s+/)[0])
    .join(', ');
  for (let start = 0; start < rows.length; start += chunk) {
    const json = JSON.stringify(rows.slice(start, start + chunk));
    await db.execute(
      sql.raw(`insert into ${table} (${names}) overriding system value
        select ${names} from json_to_recordset('${json.replace(/'/g, "''")}'::json) as x(${columns})`),
    );
  }
}

/** A users row: `handle` names the address and the app id (dj7@bench.test, cp_bench_dj_7). */
const userRow = (
  id: number,
  handle: string,
  userType: string,
  displayName: string,
  city: { name: string; country: string; timezone: string },
): Row => ({
  id,
  email: `${handle}${id}@bench.test`,
  user_type: userType,
  display_name: displayName,
  country: city.country,
  city: city.name,
  timezone: city.timezone,
  app_id: `cp_bench_${handle}_${id}`,
});

const day = (base: Date, days: number) =>
  new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type World = {
  size: WorldSize;
  venueIds: number[];
  enthusiastIds: number[];
  djIds: number[];
  famousDjId: number;
  /** Stage names of some DJs, for searches. */
  sampleNames: string[];
  cities: Array<{ name: string; country: string }>;
};

/**
 * Generates the world of `size` (the same for the same seed) and, unless `write` is false (a database that already
 * holds it), loads it into an empty, migrated database; `now` is the benchmark's clock.
 */
export async function loadWorld(
  db: Db,
  size: WorldSize,
  now: Date,
  write = true,
  seed = 20261201,
): Promise<World> {
  const rng = prng(seed);
  const gazetteer = await loadGazetteer();
  const allCities = gazetteer
    .near({ latitude: 0, longitude: 0 }, 20_100)
    .map(({ city }) => city)
    .filter((city) => city.population >= 50_000);
  const pickCity = weighted(allCities, (city) => Math.pow(city.population, 0.8));
  const artists = parseCatalogue(fs.readFileSync(ARTIST_CATALOGUE_FILE, 'utf8'));
  const famousIndex = rng.int(1, size.djs);

  const users: Row[] = [];
  const profiles: Row[] = [];
  const periods: Row[] = [];
  const hours: Row[] = [];
  const sets: Row[] = [];
  const features: Row[] = [];
  const djCities: TGazetteerCity[] = [];
  const sampleNames: string[] = [];
  let periodId = 0;
  let hourId = 0;
  let setId = 0;
  for (let id = 1; id <= size.djs; id += 1) {
    const city = pickCity(rng);
    djCities.push(city);
    const stageName =
      id === famousIndex
        ? FAMOUS_DJ
        : rng.chance(0.15)
          ? `DJ ${rng.pick(FIRST)}${rng.chance(0.3) ? ` ${rng.pick(LAST)}` : ''}`
          : `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    if (id % 997 === 0) sampleNames.push(stageName);
    const genres = [...new Set(Array.from({ length: rng.int(1, 4) }, () => pickGenre(rng)))];
    const currency = currencyForCountry(city.country);
    const rate =
      Math.round(Math.min(2000, Math.max(30, Math.exp(4.8 + 0.45 * (rng.next() + rng.next() - 1) * 2)))) *
      100;
    const remoteVenues = rng.chance(0.4);
    const remotePrivate = rng.chance(0.35);
    users.push(userRow(id, 'dj', 'dj', stageName, city));
    const touring = rng.chance(0.1) ? pickCity(rng) : null;
    profiles.push({
      user_id: id,
      stage_name: stageName,
      slug: `${slugOf(stageName) || 'dj'}-${id}`,
      genres,
      currency,
      hourly_rate_min_minor: rate,
      accepts_in_person: rng.chance(0.85),
      accepts_co_streaming: rng.chance(0.2),
      accepts_remote_venues: remoteVenues,
      accepts_remote_private: remotePrivate,
      preferred_artists: Array.from({ length: rng.int(0, 4) }, () => rng.pick(artists)),
      current_city: touring ? touring.name : rng.chance(0.5) ? city.name : null,
      current_country: touring ? touring.country : null,
      availability_type: touring ? 'touring' : 'home_base',
    });
    if (rng.chance(0.3))
      for (let trip = rng.int(1, 3); trip > 0; trip -= 1) {
        const to = pickCity(rng);
        const start = rng.int(-10, 150);
        periods.push({
          id: ++periodId,
          dj_user_id: id,
          from_date: day(now, start),
          to_date: day(now, start + rng.int(0, 6)),
          country: to.country,
          city: rng.chance(0.8) ? to.name : null,
        });
      }
    if (remoteVenues || remotePrivate)
      for (let slot = rng.int(1, 3); slot > 0; slot -= 1) {
        const start = rng.int(16, 23);
        hours.push({
          id: ++hourId,
          dj_user_id: id,
          day_of_week: rng.int(1, 7),
          start_time: `${String(start).padStart(2, '0')}:00`,
          end_time: `${String((start + rng.int(2, 5)) % 24).padStart(2, '0')}:00`,
          timezone: city.timezone,
        });
      }
    if (rng.chance(0.15))
      for (let set = rng.int(1, 2); set > 0; set -= 1) {
        const tracks = Array.from({ length: 12 }, (_, index) => `${rng.pick(artists)} - Track ${index + 1}`);
        sets.push({
          id: ++setId,
          dj_user_id: id,
          title: `Set ${setId}`,
          slug: `set-${setId}`,
          set_type: 'tracklist',
          platform: 'other',
          tracklist: tracks.join('\n'),
        });
      }
    if (rng.chance(0.003))
      features.push({
        id: features.length + 1,
        dj_user_id: id,
        requested_at: now.toISOString(),
        featured_from: new Date(now.getTime() - 600_000).toISOString(),
        featured_until: new Date(now.getTime() + 1_200_000).toISOString(),
        cooldown_until: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      });
  }

  const venueIds: number[] = [];
  const venues: Row[] = [];
  const events: Row[] = [];
  const favorites: Row[] = [];
  let nextId = size.djs;
  for (let index = 0; index < size.venues; index += 1) {
    const id = ++nextId;
    venueIds.push(id);
    const city = pickCity(rng);
    const currency = currencyForCountry(city.country);
    users.push(userRow(id, 'venue', 'venue', `Club ${id}`, city));
    const low = rng.int(5, 15) * 1000;
    venues.push({
      user_id: id,
      venue_name: `Club ${id}`,
      currency,
      hourly_budget_min_minor: low,
      hourly_budget_max_minor: low + rng.int(5, 30) * 1000,
      accepts_remote_djs: rng.chance(0.6),
      preferred_artists: Array.from({ length: rng.int(0, 3) }, () => rng.pick(artists)),
    });
    if (rng.chance(0.7)) {
      const start = new Date(now.getTime() + rng.int(1, 60) * 86_400_000);
      start.setUTCHours(rng.int(18, 23), 0, 0, 0);
      events.push({
        id: events.length + 1,
        venue_user_id: id,
        title: `Night ${events.length + 1}`,
        event_date: start.toISOString().slice(0, 10),
        event_time: start.toISOString().slice(11, 16),
        timezone: 'UTC',
        starts_at: start.toISOString(),
        dj_name: 'TBA',
        is_remote: rng.chance(0.3),
        duration_minutes: 240,
        city: city.name,
        country: city.country,
      });
    }
    const named = new Set<string>();
    for (let count = rng.int(0, 5); count > 0; count -= 1) {
      const djId = rng.int(1, size.djs);
      const name = String(profiles[djId - 1]!['stage_name']);
      if (named.has(name.toLowerCase())) continue;
      named.add(name.toLowerCase());
      favorites.push({ id: favorites.length + 1, user_id: id, dj_name: name, dj_user_id: djId });
    }
  }
  const enthusiastIds: number[] = [];
  const fans: Row[] = [];
  const fanArtists: Row[] = [];
  for (let index = 0; index < size.enthusiasts; index += 1) {
    const id = ++nextId;
    enthusiastIds.push(id);
    const city = pickCity(rng);
    users.push(userRow(id, 'fan', 'enthusiast', `Fan ${id}`, city));
    fans.push({ user_id: id, favorite_genres: [...new Set([pickGenre(rng), pickGenre(rng)])] });
    const liked = new Set(Array.from({ length: rng.int(0, 5) }, () => rng.pick(artists)));
    for (const name of liked) fanArtists.push({ id: fanArtists.length + 1, user_id: id, artist_name: name });
  }

  // Track record: requests from venues, each reaching three DJs; most answered, some booked and completed.
  const requests: Row[] = [];
  const recipients: Row[] = [];
  const outbox: Row[] = [];
  const booked: Row[] = [];
  for (let id = 1; id <= size.requests; id += 1) {
    const customer = rng.pick(venueIds);
    const reachedAt = new Date(now.getTime() - rng.int(2, 300) * 86_400_000);
    const eventAt = new Date(reachedAt.getTime() + 14 * 86_400_000);
    const djs = [...new Set([rng.int(1, size.djs), rng.int(1, size.djs), rng.int(1, size.djs)])];
    const winner = rng.chance(0.4) ? djs[0]! : null;
    requests.push({
      id,
      customer_user_id: customer,
      customer_role: 'venue',
      description: 'A night at the club',
      event_at: eventAt.toISOString(),
      event_timezone: 'UTC',
      duration_minutes: 120,
      event_ends_at: new Date(eventAt.getTime() + 7_200_000).toISOString(),
      performance_type: 'onsite',
      hourly_budget_minor: 15000,
      currency: 'EUR',
      amount_minor: 30000,
      platform_fee_minor: 200,
      processing_fee_minor: 900,
      dj_payout_minor: 28900,
      authorization_strategy: 'authorize_now',
      status: winner ? 'completed' : 'expired',
      payment_status: winner ? 'captured' : 'released',
      gateway: 'test',
      routed_at: reachedAt.toISOString(),
      expires_at: eventAt.toISOString(),
    });
    for (const djId of djs) {
      recipients.push({
        request_id: id,
        dj_user_id: djId,
        reason: 'matching',
        reached_at: reachedAt.toISOString(),
      });
      if (djId !== winner && !rng.chance(0.6)) continue;
      const yes = djId === winner || rng.chance(0.5);
      outbox.push({
        id: outbox.length + 1,
        request_id: id,
        type: yes ? 'offer.made' : 'booking_request.declined',
        payload: { actor: { role: 'dj', djId }, dj_id: djId, request_id: id },
        created_at: new Date(reachedAt.getTime() + rng.int(5, 3000) * 60_000).toISOString(),
      });
    }
    if (winner)
      booked.push({
        id: booked.length + 1,
        request_id: id,
        dj_user_id: winner,
        customer_user_id: customer,
        status: 'completed',
        hourly_rate_minor: 15000,
        currency: 'EUR',
        amount_minor: 30000,
        platform_fee_minor: 200,
        processing_fee_minor: 900,
        dj_payout_minor: 28900,
      });
  }

  if (write) await writeAll();
  async function writeAll() {
    await insertRows(
      db,
      'users',
      'id int, email text, user_type user_type, display_name text, country text, city text, timezone text, app_id text',
      users,
    );
    await insertRows(
      db,
      'dj_profiles',
      'user_id int, stage_name text, slug text, genres text[], currency text, hourly_rate_min_minor int, accepts_in_person boolean, accepts_co_streaming boolean, accepts_remote_venues boolean, accepts_remote_private boolean, preferred_artists text[], current_city text, current_country text, availability_type text',
      profiles,
    );
    await insertRows(
      db,
      'dj_availability_periods',
      'id int, dj_user_id int, from_date date, to_date date, country text, city text',
      periods,
    );
    await insertRows(
      db,
      'dj_performance_hours',
      'id int, dj_user_id int, day_of_week smallint, start_time time, end_time time, timezone text',
      hours,
    );
    await insertRows(
      db,
      'dj_sets',
      'id int, dj_user_id int, title text, slug text, set_type dj_set_type, platform set_platform, tracklist text',
      sets,
      1000,
    );
    await insertRows(
      db,
      'dj_feature_requests',
      'id int, dj_user_id int, requested_at timestamptz, featured_from timestamptz, featured_until timestamptz, cooldown_until timestamptz',
      features,
    );
    await insertRows(
      db,
      'venue_profiles',
      'user_id int, venue_name text, currency text, hourly_budget_min_minor int, hourly_budget_max_minor int, accepts_remote_djs boolean, preferred_artists text[]',
      venues,
    );
    await insertRows(
      db,
      'venue_events',
      'id int, venue_user_id int, title text, event_date date, event_time time, timezone text, starts_at timestamptz, dj_name text, is_remote boolean, duration_minutes int, city text, country text',
      events,
    );
    await insertRows(db, 'favorite_djs', 'id int, user_id int, dj_name text, dj_user_id int', favorites);
    await insertRows(db, 'enthusiast_profiles', 'user_id int, favorite_genres text[]', fans);
    await insertRows(db, 'favorite_artists', 'id int, user_id int, artist_name text', fanArtists);
    await insertRows(
      db,
      'booking_requests',
      'id int, customer_user_id int, customer_role text, description text, event_at timestamptz, event_timezone text, duration_minutes int, event_ends_at timestamptz, performance_type text, hourly_budget_minor int, currency text, amount_minor int, platform_fee_minor int, processing_fee_minor int, dj_payout_minor int, authorization_strategy text, status text, payment_status text, gateway text, routed_at timestamptz, expires_at timestamptz',
      requests,
    );
    await insertRows(
      db,
      'booking_request_recipients',
      'request_id int, dj_user_id int, reason text, reached_at timestamptz',
      recipients,
    );
    await insertRows(
      db,
      'booking_events',
      'id int, request_id int, type text, payload jsonb, created_at timestamptz',
      outbox,
    );
    await insertRows(
      db,
      'bookings',
      'id int, request_id int, dj_user_id int, customer_user_id int, status text, hourly_rate_minor int, currency text, amount_minor int, platform_fee_minor int, processing_fee_minor int, dj_payout_minor int',
      booked,
    );
    for (const table of [
      'users',
      'dj_availability_periods',
      'dj_performance_hours',
      'dj_sets',
      'dj_feature_requests',
      'venue_events',
      'favorite_djs',
      'favorite_artists',
      'booking_requests',
      'booking_events',
      'bookings',
    ])
      await db.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    await db.execute(sql`analyze`);
  }

  const cities = [...new Set(djCities.slice(0, 2000).map((city) => `${city.name}|${city.country}`))]
    .slice(0, 200)
    .map((key) => {
      const [name, country] = key.split('|');
      return { name: name!, country: country! };
    });
  return {
    size,
    venueIds,
    enthusiastIds,
    djIds: Array.from({ length: size.djs }, (_, index) => index + 1),
    famousDjId: famousIndex,
    sampleNames,
    cities,
  };
}

export const benchDir = path.dirname(new URL(import.meta.url).pathname);
