import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { manualClock } from '../../adapters/clock.ts';
import { bearerFor } from '../../test/bearer-session.ts';
import { users } from '../schema/users.ts';
import { djProfiles } from '../schema/profiles.ts';
import { djSets } from '../schema/content.ts';
import { djAvailabilityPeriods, djPerformanceHours } from '../schema/dj-availability.ts';
import { djEvents } from '../schema/dj-events.ts';
import { DJ_GENRE_GROUPS } from '@cuepoint/domain/catalog/genre-list';
import { demoTracks, isEmpty, seedDemoContent, type DemoSeedReport } from './demo.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const clock = manualClock(NOW);
let t: TestApp;
let report: DemoSeedReport;
let seedMs = 0;
let demoIds: number[] = [];

beforeAll(async () => {
  // The seed fills the whole site (the home player lists every DJ's sets): on PostgreSQL a database of its own, so
  // what other test files write at the same time stays out of it.
  t = await createTestApp({}, { clock }, { ownDatabase: true });
  const started = performance.now();
  report = await seedDemoContent(t.app.services, t.app.log);
  seedMs = performance.now() - started;
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(like(users.email, 'demo-%@example.test'), eq(users.userType, 'dj')));
  demoIds = rows.map((row) => row.id);
});
afterAll(() => t.close());

const profiles = () =>
  t.database.db
    .select()
    .from(djProfiles)
    .where(inArray(djProfiles.userId, demoIds))
    .orderBy(djProfiles.userId);

describe('demo seed', () => {
  it('seeds four demo DJs, clearly labelled, that cannot sign in', async () => {
    console.info(`demo seed took ${Math.round(seedMs)} ms`);
    expect(report).toEqual({
      djs: 4,
      sets: 13,
      images: 8,
      performanceHours: 7,
      travelPeriods: 4,
      announcedSets: 4,
      venues: 3,
      venueBanners: 3,
      enthusiasts: 2,
      favoriteDjs: 12,
      favoriteArtists: 6,
      venueEvents: 5,
      coStreamDestinations: 3,
      flyers: 2,
      rosterDjs: 20,
      pastBookings: 60,
      reviews: 120,
    });
    expect(await isEmpty(t.database.db)).toBe(false);
    const accounts = await t.database.db.select().from(users).where(inArray(users.id, demoIds));
    expect(accounts).toHaveLength(4);
    for (const account of accounts) {
      expect(account.isDemo).toBe(true);
      expect(account.userType).toBe('dj');
      expect(account.passwordHash ?? null).toBeNull();
    }
    for (const profile of await profiles()) expect(profile.bio).toMatch(/^Demo profile: /);
  });

  it('gives every DJ a full profile: bio, genres, rate and currency, performance types, links, location', async () => {
    const all = await profiles();
    expect(all.map((profile) => profile.slug)).toEqual([
      'nova-reyes',
      'kofi-mensah',
      'luna-park',
      'marco-vidal',
    ]);
    for (const profile of all) {
      expect(profile.bio.length, profile.slug).toBeGreaterThan(80);
      expect(profile.genres.length, profile.slug).toBeGreaterThanOrEqual(2);
      expect(profile.genres.length, profile.slug).toBeLessThanOrEqual(4);
      expect(profile.hourlyRateMinMinor, profile.slug).toBeGreaterThanOrEqual(10_000);
      expect(profile.websiteUrl, profile.slug).toMatch(/^https:\/\/[a-z-]+\.example\.com$/);
      expect(Object.keys(profile.socialLinks).length, profile.slug).toBeGreaterThanOrEqual(2);
      expect(profile.currentCity && profile.currentCountry, profile.slug).toBeTruthy();
      expect(profile.acceptsRemoteVenues, profile.slug).toBe(true);
    }
    expect(all.map((profile) => profile.currency)).toEqual(['EUR', 'GBP', 'USD', 'EUR']);
    expect(all.find((profile) => profile.slug === 'marco-vidal')).toMatchObject({
      availabilityType: 'touring',
      currentCity: 'Ibiza',
      currentCountry: 'ES',
    });
  });

  it('stores generated profile and banner images through the upload path, as WebP in the file store', async () => {
    const { files } = t.app.services;
    const seen = new Set<string>();
    for (const profile of await profiles()) {
      for (const url of [profile.profileImageUrl, profile.bannerImageUrl]) {
        expect(url, profile.slug).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
        seen.add(url!);
        const stored = await files.get(files.keyOf(url!)!);
        expect(stored, url!).not.toBeNull();
        const chunks: Buffer[] = [];
        for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
    // Every DJ has artwork of their own.
    expect(seen.size).toBe(8);
    const avatar = await t.app.inject({ url: [...seen][0]! });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
  });

  it('gives every DJ several public sets that embed, and tracklist-only sets with parsed tracks', async () => {
    const sets = await t.database.db.select().from(djSets).where(inArray(djSets.djUserId, demoIds));
    for (const id of demoIds) {
      const own = sets.filter((set) => set.djUserId === id);
      expect(own.filter((set) => set.externalUrl && set.isPublic).length).toBeGreaterThanOrEqual(2);
    }
    for (const set of sets.filter((row) => row.externalUrl)) {
      expect(set.platform, set.title).not.toBe('other');
      expect(set.externalUrl, set.title).toMatch(
        /^https:\/\/(www\.)?(mixcloud|soundcloud|twitch|youtube)\.(com|tv)\//,
      );
    }
    const tracklists = sets.filter((set) => set.setType === 'tracklist');
    expect(tracklists).toHaveLength(3);
    const warehouse = tracklists.find((set) => set.title === 'Warehouse Sessions Vol. 2 (tracklist)')!;
    expect(warehouse).toMatchObject({ externalUrl: null, isPublic: true });
    expect(warehouse.tracklistTracks).toEqual([
      { artist: 'Robert Hood', title: 'Minus', start: '00:00' },
      { artist: 'Plastikman', title: 'Spastik', start: '05:40' },
      { artist: 'Jeff Mills', title: 'The Bells', start: '11:15' },
      { artist: 'Surgeon', title: 'Magneze', start: '16:30' },
      { artist: 'Dave Clarke', title: 'Red 2', start: '22:05' },
      { artist: 'Underworld', title: 'Born Slippy', start: '27:50' },
    ]);
    for (const set of tracklists) expect(set.tracklistTracks, set.title).toEqual(demoTracks(set.tracklist!));
    // Set dates count back from the injected clock.
    expect(Math.max(...sets.map((set) => set.createdAt.getTime()))).toBe(NOW.getTime());
  });

  it('adds weekly hours, a coming travel period and an announced set in the near future', async () => {
    const hours = await t.database.db
      .select()
      .from(djPerformanceHours)
      .where(inArray(djPerformanceHours.djUserId, demoIds));
    expect(new Set(hours.map((hour) => hour.djUserId)).size).toBe(4);
    const periods = await t.database.db
      .select()
      .from(djAvailabilityPeriods)
      .where(inArray(djAvailabilityPeriods.djUserId, demoIds));
    expect(periods).toHaveLength(4);
    for (const period of periods) expect(period.toDate >= '2026-11-22').toBe(true);
    const events = await t.database.db.select().from(djEvents).where(inArray(djEvents.djUserId, demoIds));
    expect(events).toHaveLength(4);
    for (const event of events) {
      const ahead = event.startTime.getTime() - NOW.getTime();
      expect(ahead).toBeGreaterThan(0);
      expect(ahead).toBeLessThanOrEqual(6 * 86_400_000);
      expect(event.status).toBe('active');
    }
  });

  it('fills the public DJ page: images, sets with tracks, travel, the upcoming set', async () => {
    const answer = await t.app.inject({ url: '/api/v14/dj-public-page.php?slug=nova-reyes' });
    expect(answer.statusCode).toBe(200);
    const page = answer.json().data;
    expect(page.profile_image_url).toMatch(/\.webp$/);
    expect(page.banner_image_url).toMatch(/\.webp$/);
    expect(page.sets).toHaveLength(3);
    expect(page.availability_periods).toMatchObject([{ country: 'PT', city: 'Lisbon' }]);
    expect(page.upcoming_event).toEqual({
      title: 'Nova Reyes Live Set',
      event_date: '2026-11-23',
      start_time: '2026-11-23T20:00:00.000Z',
      venue_city: 'Berlin',
      venue_country: 'DE',
    });
    const home = (await t.app.inject({ url: '/api/v14/public-dj-sets.php?limit=12' })).json().data;
    expect(home.length).toBeGreaterThanOrEqual(10);
    expect(home.every((set: { dj_is_demo: boolean }) => set.dj_is_demo)).toBe(true);
    const [nova] = await t.database.db.select().from(users).where(eq(users.email, 'demo-1@example.test'));
    expect(nova?.displayName).toBe('Nova Reyes');
  });
});

describe('demo venues and music enthusiasts', () => {
  const demoAccounts = (type: 'venue' | 'enthusiast') =>
    t.database.db
      .select()
      .from(users)
      .where(and(like(users.email, 'demo-%@example.test'), eq(users.userType, type)))
      .orderBy(users.id);

  it('are labelled demo, cannot sign in, and live in different cities, one in Berlin', async () => {
    const venues = await demoAccounts('venue');
    const fans = await demoAccounts('enthusiast');
    expect(venues.map((venue) => venue.city)).toEqual(['Berlin', 'London', 'New York']);
    expect(fans.map((fan) => fan.city)).toEqual(['Berlin', 'London']);
    for (const account of [...venues, ...fans]) {
      expect(account.isDemo).toBe(true);
      expect(account.passwordHash ?? null).toBeNull();
      expect(account.email).toMatch(/^demo-(venue|fan)-\d@example\.test$/);
    }
  });

  it('give each venue a full profile, opening hours, favorites linked to the demo DJs and a stored banner', async () => {
    const [berlin] = await demoAccounts('venue');
    const auth = await bearerFor(t.database, berlin!.id, NOW);
    const answer = await t.app.inject({ url: '/api/v14/venue/profile', headers: auth });
    expect(answer.statusCode).toBe(200);
    const { venue_profile: profile, opening_hours: hours, favorite_djs: favorites } = answer.json();
    expect(profile).toMatchObject({
      venue_name: 'Spreewerk',
      city: 'Berlin',
      country: 'DE',
      currency: 'EUR',
    });
    expect(profile.description).toMatch(/^Demo venue: /);
    expect(hours.monday.closed).toBe(true);
    expect(hours.saturday).toEqual({ open: '23:00', close: '12:00', closed: false });
    expect(favorites.find((row: { dj_name: string }) => row.dj_name === 'Nova Reyes')).toMatchObject({
      dj_slug: 'nova-reyes',
    });
    expect(favorites.find((row: { dj_name: string }) => row.dj_name === 'Ellen Allien')).toMatchObject({
      dj_user_id: null,
      dj_slug: null,
    });
    expect(profile.banner_image_url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    const banner = await t.app.inject({ url: profile.banner_image_url });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/webp');
    // The demo DJs travelling or streaming are bookable for the demo venues.
    const available = await t.app.inject({ url: '/api/v14/venue/available-djs', headers: auth });
    expect(available.json().available_djs.length).toBeGreaterThan(0);
  });

  it('give each music enthusiast settings, favorite DJs and favorite artists', async () => {
    const [berlin] = await demoAccounts('enthusiast');
    const auth = await bearerFor(t.database, berlin!.id, NOW);
    const profile = (await t.app.inject({ url: '/api/v14/user/profile', headers: auth })).json().data;
    expect(profile).toMatchObject({
      display_name: 'Mia Hoffmann',
      city: 'Berlin',
      country: 'DE',
      favorite_genres: ['Techno', 'Minimal', 'Deep House'],
      stats: { favorite_djs: 2 },
    });
    expect(profile.bio).toMatch(/^Demo profile: /);
    const artists = (await t.app.inject({ url: '/api/v14/user-favorite-artists.php', headers: auth })).json();
    expect(artists.favorite_artists).toEqual(['Ellen Allien', 'Ben Klock', 'Peggy Gou']);
  });

  it('fills the directory: two dozen demo DJs across a dozen cities and every genre family, rated by past bookings', async () => {
    const answer = await t.app.inject({ url: '/api/v14/dj-directory?sort=rating&page=1' });
    expect(answer.statusCode).toBe(200);
    const first = answer.json();
    expect(first.total).toBe(24);
    const all = [...first.data];
    for (let page = 2; page <= first.pages; page += 1)
      all.push(
        ...(await t.app.inject({ url: `/api/v14/dj-directory?sort=rating&page=${page}` })).json().data,
      );
    expect(all.every((dj) => dj.isDemo)).toBe(true);
    expect(new Set(all.map((dj) => dj.location)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((dj) => dj.currency))).toEqual(new Set(['EUR', 'GBP', 'USD', 'CAD', 'AUD']));
    const genres = new Set(all.flatMap((dj) => dj.genres));
    for (const group of DJ_GENRE_GROUPS)
      expect(
        group.subgenres.some((genre) => genres.has(genre)),
        group.name,
      ).toBe(true);
    // Every DJ has published reviews from completed bookings, the best rated first.
    expect(all.every((dj) => dj.rating !== null && dj.reviewCount > 0 && dj.completedBookings > 0)).toBe(
      true,
    );
    expect(all[0].rating).toBe(5);
    // A DJ's page shows the reviews with their words.
    const reviews = await t.app.inject({ url: `/api/v14/dj-reviews.php?dj_id=${all[0].id}` });
    expect(reviews.statusCode).toBe(200);
    expect(JSON.stringify(reviews.json().data)).toMatch(/Booking again|talk about|pleasure to work with/);
  });
});
