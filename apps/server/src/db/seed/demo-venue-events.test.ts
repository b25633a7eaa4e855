import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearerFor } from '../../test/bearer-session.ts';
import { manualClock } from '../../adapters/clock.ts';
import { createVenue } from './factories.ts';
import { DEMO_VENUE_EVENTS, seedDemoVenueEvents, type DemoVenueEventsReport } from './demo-venue-events.ts';
import type { DemoVenueIds } from './demo-venue-seed.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const clock = manualClock(NOW);
let t: TestApp;
const venueIds: DemoVenueIds = new Map();
const report: DemoVenueEventsReport = { venueEvents: 0, coStreamDestinations: 0, flyers: 0 };
const places = {
  Spreewerk: { city: 'Berlin', country: 'DE', timezone: 'Europe/Berlin', currency: 'EUR' },
  'The Lantern Rooms': { city: 'London', country: 'GB', timezone: 'Europe/London', currency: 'GBP' },
  'Blue Hour Supper Club': {
    city: 'New York City',
    country: 'US',
    timezone: 'America/New_York',
    currency: 'USD',
  },
} as const;

beforeAll(async () => {
  // Events near a city list every venue's: on PostgreSQL a database of its own, so other test files' events stay out.
  t = await createTestApp({}, { clock }, { ownDatabase: true });
  for (const [venueName, place] of Object.entries(places)) {
    const { user } = await createVenue(t.database.db, {
      user: { city: place.city, country: place.country, timezone: place.timezone },
      profile: { venueName, currency: place.currency },
    });
    venueIds.set(venueName, user.id);
  }
  await seedDemoVenueEvents(t.app.services, t.app.log, venueIds, report);
});
afterAll(() => t.close());

const as = async (venueName: keyof typeof places) =>
  bearerFor(t.database, venueIds.get(venueName)!, clock.now());
const get = async (url: string, venueName?: keyof typeof places) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v14${url}`,
      headers: venueName ? await as(venueName) : {},
    })
  ).json();

describe('demo venue events', () => {
  it('gives each demo venue coming events of its own, with flyers and co-streams', async () => {
    expect(report).toEqual({ venueEvents: DEMO_VENUE_EVENTS.length, coStreamDestinations: 3, flyers: 2 });
    const spreewerk = (await get('/venue-events.php', 'Spreewerk')).events;
    expect(spreewerk.map((event: { title: string }) => event.title)).toEqual([
      'Warehouse Sessions Live',
      'Sunday Garden',
      'Remote Residency',
    ]);
    const [headliner] = spreewerk;
    expect(headliner).toMatchObject({
      event_date: '2026-11-28',
      event_time: '23:00',
      timezone: 'Europe/Berlin',
      starts_at: '2026-11-28T22:00:00.000Z',
      duration: '6:00',
      currency: 'EUR',
      ticket_price: 18,
      co_stream_enabled: true,
      flyer_image: expect.stringMatching(/^\/uploads\/images\/.+\.webp$/),
    });
    expect(headliner.co_stream_destinations).toEqual([
      expect.objectContaining({ name: 'The Lantern Rooms', price: 19.99, status: 'pending' }),
      expect.objectContaining({ name: 'Blue Hour Supper Club', price: 24.5, status: 'approved' }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: headliner.flyer_image })).statusCode).toBe(200);
    expect(spreewerk[2]).toMatchObject({ is_remote: true, co_stream_enabled: false });
  });

  it('shows London its pending co-stream and Berlin’s enthusiasts the events near them', async () => {
    const offers = (await get('/venue/co-stream-opportunities', 'The Lantern Rooms')).data;
    expect(offers).toEqual([
      expect.objectContaining({ status: 'pending', host: expect.objectContaining({ name: 'Spreewerk' }) }),
    ]);
    const near = (await get('/events/nearby?city=Berlin&country=DE')).data as Array<{
      title: string;
      distance: number;
    }>;
    // London is about 930 km away: inside the default 1,000 km, after Berlin's own.
    expect(near.map((event) => event.title)).toEqual([
      'Warehouse Sessions Live',
      'Sunday Garden',
      'Remote Residency',
      'Lantern Soul Night',
    ]);
    expect(near.map((event) => Math.round(event.distance / 10) * 10)).toEqual([0, 0, 0, 930]);
  });

  it('leaves out the events of a demo venue that does not exist', async () => {
    const partial: DemoVenueEventsReport = { venueEvents: 0, coStreamDestinations: 0, flyers: 0 };
    await seedDemoVenueEvents(
      t.app.services,
      t.app.log,
      new Map([['Blue Hour Supper Club', venueIds.get('Blue Hour Supper Club')!]]),
      partial,
    );
    expect(partial).toEqual({ venueEvents: 1, coStreamDestinations: 0, flyers: 0 });
  });
});
