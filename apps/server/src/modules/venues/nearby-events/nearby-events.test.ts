import { describe, expect, it } from 'vitest';
import { cityNotFoundMessage } from '@cuepoint/domain/catalog/place-lookup';
import { NEARBY_MESSAGES, STREAM_VENUE_NAME } from '@cuepoint/domain/events/nearby-events';
import { useTestApp } from '../../../test/use-test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj, createDjEvent, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { venueEvents } from '../../../db/schema/venues.ts';
import { DAY_MS } from '@cuepoint/domain/time/durations';

const NOW = new Date('2026-07-01T10:00:00Z');
const clock = manualClock(NOW);
const t = useTestApp({}, { clock });

const nearby = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v14/events/nearby?${query}`, headers });

/** A venue in `city` and an event it creates through the API, `inDays` from now at 21:00 local time. */
async function eventIn(city: string, country: string, inDays: number, extra: object = {}) {
  const venue = await createVenue(t.database.db, {
    user: { city, country },
    profile: { venueName: `${city} Club` },
  });
  const date = new Date(NOW.getTime() + inDays * DAY_MS).toISOString().slice(0, 10);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v14/venue-events.php',
    headers: await bearerFor(t.database, venue.user.id, clock.now()),
    payload: { title: `Night in ${city}`, date, time: '21:00', djName: 'Nova Reyes', ...extra },
  });
  expect(answer.statusCode).toBe(201);
  return { venue, event: answer.json().event as { id: number; starts_at: string } };
}

type Listed = { id: string; distance: number | null; date: string };
const ids = (data: Listed[], mine: string[]) =>
  data.map((event) => event.id).filter((id) => mine.includes(id));

describe('GET /events/nearby', () => {
  it('lists events around Berlin by real distance, nearest first, then soonest; far ones stay out', async () => {
    // The farther the sooner, so distance (not time) decides the order.
    const munich = await eventIn('Munich', 'DE', 1, {
      ticketUrl: 'https://tickets.example.com/m',
      ticketPrice: 20,
    });
    const hamburg = await eventIn('Hamburg', 'DE', 2);
    const potsdam = await eventIn('Potsdam', 'DE', 3);
    const berlinLate = await eventIn('Berlin', 'DE', 9);
    const berlinSoon = await eventIn('Berlin', 'DE', 4);
    const sydney = await eventIn('Sydney', 'AU', 1);
    const dj = await createDj(t.database.db, {
      user: { city: 'Berlin', country: 'DE' },
      profile: { currentCity: 'Leipzig', currentCountry: 'DE', socialLinks: { twitch: 'novareyes' } },
    });
    const set = await createDjEvent(t.database.db, dj.user.id, {
      title: 'Leipzig Live Set',
      startTime: new Date(NOW.getTime() + 2 * DAY_MS),
    });
    const mine = [munich, hamburg, potsdam, berlinLate, berlinSoon, sydney]
      .map(({ event }) => `venue-${event.id}`)
      .concat(`dj-${set.id}`);

    const answer = await nearby('city=Berlin&country=DE&limit=100');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.place).toMatchObject({ city: 'Berlin', country: 'DE' });
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    expect(ids(body.data, mine)).toEqual([
      `venue-${berlinSoon.event.id}`,
      `venue-${berlinLate.event.id}`,
      `venue-${potsdam.event.id}`,
      `dj-${set.id}`,
      `venue-${hamburg.event.id}`,
      `venue-${munich.event.id}`,
    ]);
    const byId = new Map((body.data as Listed[]).map((event) => [event.id, event]));
    expect(byId.get(`venue-${berlinSoon.event.id}`)?.distance).toBe(0);
    expect(byId.get(`venue-${potsdam.event.id}`)?.distance).toBeCloseTo(27, -1);
    expect(byId.get(`dj-${set.id}`)?.distance).toBeGreaterThan(140);
    expect(byId.get(`venue-${hamburg.event.id}`)?.distance).toBeCloseTo(255, -1);
    expect(Math.abs(byId.get(`venue-${munich.event.id}`)!.distance! - 504)).toBeLessThan(3);
    expect(byId.get(`venue-${munich.event.id}`)).toEqual({
      id: `venue-${munich.event.id}`,
      title: 'Night in Munich',
      dj_name: 'Nova Reyes',
      venue_name: 'Munich Club',
      event_type: 'live',
      date: munich.event.starts_at,
      city: 'Munich',
      country: 'DE',
      distance: expect.any(Number),
      price: 20,
      currency: 'USD',
      stream_url: null,
      ticket_url: 'https://tickets.example.com/m',
      dj_slug: null,
    });
    expect(byId.get(`dj-${set.id}`)).toMatchObject({
      title: 'Leipzig Live Set',
      dj_name: dj.profile.stageName,
      venue_name: STREAM_VENUE_NAME,
      event_type: 'stream',
      city: 'Leipzig',
      country: 'DE',
      price: null,
      currency: null,
      stream_url: 'https://www.twitch.tv/novareyes',
      dj_slug: dj.profile.slug,
    });
    for (const event of body.data as Listed[])
      expect(event.distance! * 10).toBe(Math.round(event.distance! * 10));

    // A smaller radius leaves Hamburg and Munich out; a limit cuts the list.
    expect(ids((await nearby('city=Berlin&country=DE&radius_km=200&limit=100')).json().data, mine)).toEqual([
      `venue-${berlinSoon.event.id}`,
      `venue-${berlinLate.event.id}`,
      `venue-${potsdam.event.id}`,
      `dj-${set.id}`,
    ]);
    expect((await nearby('city=Berlin&country=DE&limit=2')).json().data).toHaveLength(2);
    // Around Sydney, only Sydney's.
    expect(ids((await nearby('city=sydney&country=AU&limit=100')).json().data, mine)).toEqual([
      `venue-${sydney.event.id}`,
    ]);
  });

  it('gives the past events with past=1, newest first; hidden and ended-set rows stay out', async () => {
    const venue = await createVenue(t.database.db, { user: { city: 'Cottbus', country: 'DE' } });
    const insert = (daysAgo: number, isPublic = true) =>
      t.database.db
        .insert(venueEvents)
        .values({
          venueUserId: venue.user.id,
          title: `Past ${daysAgo}`,
          eventDate: new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10),
          eventTime: '21:00',
          timezone: 'Europe/Berlin',
          startsAt: new Date(NOW.getTime() - daysAgo * DAY_MS),
          djName: 'Nova Reyes',
          city: 'Cottbus',
          country: 'DE',
          latitude: 51.7563,
          longitude: 14.3329,
          isPublic,
        })
        .returning();
    const [older] = await insert(10);
    const [newer] = await insert(2);
    const [hidden] = await insert(3, false);
    const { event: coming } = await eventIn('Cottbus', 'DE', 5);
    const mine = [older, newer, hidden].map((row) => `venue-${row!.id}`).concat(`venue-${coming.id}`);
    const past = (await nearby('city=Cottbus&country=DE&past=1&limit=100')).json().data;
    expect(ids(past, mine)).toEqual([`venue-${newer!.id}`, `venue-${older!.id}`]);
    expect(ids((await nearby('city=Cottbus&country=DE&limit=100')).json().data, mine)).toEqual([
      `venue-${coming.id}`,
    ]);
  });

  it('finds the city whatever its spelling, and names one it cannot find', async () => {
    expect((await nearby('city=m%C3%BCnchen&country=de')).json().place).toMatchObject({ city: 'Munich' });
    expect((await nearby('city=Cologne&country=Germany')).json().place).toMatchObject({ city: 'Köln' });
    // Without a country: the country when only one has the city, else a question.
    expect((await nearby('city=Potsdam')).json().place).toMatchObject({ country: 'DE' });
    const ambiguous = await nearby('city=Sydney');
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error).toMatch(
      /^There is a city called "Sydney" in several countries \(AU, CA\)/,
    );
    const unknown = await nearby('city=Atlantis&country=GR');
    expect([unknown.statusCode, unknown.json()]).toMatchObject([
      400,
      { success: false, error: cityNotFoundMessage('Atlantis', 'GR') },
    ]);
    expect(unknown.json().error).toContain('"Atlantis" in Greece');
    expect((await nearby('country=DE')).json()).toMatchObject({
      success: false,
      error: NEARBY_MESSAGES.cityRequired,
    });
    expect((await nearby('city=Berlin&limit=0')).statusCode).toBe(400);
    expect((await nearby('city=Berlin&past=maybe')).json().error).toBe(NEARBY_MESSAGES.past);
    expect((await nearby('city=Berlin%00')).statusCode).toBe(400);
  });

  it('centres on the signed-in account’s city when none is asked for, and keeps that answer private', async () => {
    const fan = await createEnthusiast(t.database.db, { user: { city: 'Hamburg', country: 'DE' } });
    const answer = await nearby('limit=5', await bearerFor(t.database, fan.user.id, clock.now()));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().place).toMatchObject({ city: 'Hamburg', country: 'DE' });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
