import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOVER_MESSAGES } from '@cuepoint/domain/djs/discover';
import { useTestApp } from '../../../test/use-test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createAvailabilityPeriod, createDj, createEnthusiast } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';

const clock = manualClock(new Date('2026-07-01T10:00:00Z'));
const t = useTestApp({}, { clock });

// A genre of this run's own keeps the other rows of a shared database out of the answers.
const TAG = `Zouk${Date.now().toString(36)}`;
const discover = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v14/discover/djs?${query}`, headers });
const names = (body: { data: { djs: Array<{ stage_name: string }> } }) =>
  body.data.djs.map((dj) => dj.stage_name);

async function dj(
  stageName: string,
  options: { city?: string | null; home?: string; genres?: string[]; remote?: [boolean, boolean] },
) {
  const [venues, privateEvents] = options.remote ?? [false, false];
  return createDj(t.database.db, {
    user: { city: options.home ?? 'Hamburg', country: 'DE' },
    profile: {
      stageName: `${stageName} ${TAG}`,
      genres: options.genres ?? [TAG],
      currentCity: options.city ?? null,
      currentCountry: options.city ? 'DE' : null,
      acceptsRemoteVenues: venues,
      acceptsRemotePrivate: privateEvents,
      hourlyRateMinMinor: 12050,
      currency: 'EUR',
    },
  });
}

describe('GET /discover/djs', async () => {
  let ada: Awaited<ReturnType<typeof dj>>;
  beforeAll(async () => {
    ada = await dj('Ada', { city: 'Berlin', genres: [TAG, 'House'], remote: [true, false] });
    await dj('Bo', { city: 'München', genres: [TAG, 'Techno'], remote: [false, true] });
    const cy = await dj('Cy', { genres: [TAG, 'House'] });
    await createAvailabilityPeriod(t.database.db, cy.user.id, {
      city: 'berlin',
      country: 'DE',
      fromDate: '2026-07-20',
      toDate: '2026-07-25',
    });
    const di = await dj('Di', {});
    await createAvailabilityPeriod(t.database.db, di.user.id, {
      city: 'Berlin',
      country: 'DE',
      fromDate: '2026-06-01',
      toDate: '2026-06-05',
    });
    await dj('Ed', { home: 'Berlin' });
    await dj('Fa', { city: 'Köln' });
  });

  it('lists every DJ of a genre, alphabetically, with the fields the tab shows', async () => {
    const answer = await discover(`genre=${TAG.toLowerCase()}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(names(body)).toEqual(['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fa'].map((name) => `${name} ${TAG}`));
    expect(body.data.total).toBe(6);
    expect(body.data.djs[0]).toEqual({
      user_id: ada.user.id,
      stage_name: `Ada ${TAG}`,
      slug: ada.profile.slug,
      profile_image_url: null,
      genres: [TAG, 'House'],
      city: 'Berlin',
      country: 'DE',
      accepts_remote: true,
      hourly_rate_min: 120.5,
      currency: 'EUR',
    });
    expect(body.data.djs[4]).toMatchObject({ city: 'Berlin', accepts_remote: false });
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
  });

  it('filters by genre (contains, any case) and by remote play', async () => {
    expect(names((await discover(`genre=${TAG}&mode=remote`)).json())).toEqual([`Ada ${TAG}`, `Bo ${TAG}`]);
    const house = (await discover('genre=house&limit=50')).json();
    expect(names(house).filter((name) => name.endsWith(TAG))).toEqual([`Ada ${TAG}`, `Cy ${TAG}`]);
  });

  it('local: in the city now or travelling there, whatever the spelling of the city', async () => {
    const local = (query: string) => discover(`genre=${TAG}&mode=local&${query}`);
    expect(names((await local('city=Berlin&country=DE')).json())).toEqual([
      `Ada ${TAG}`,
      `Cy ${TAG}`,
      `Ed ${TAG}`,
    ]);
    expect(names((await local('city=BERLIN')).json())).toEqual([`Ada ${TAG}`, `Cy ${TAG}`, `Ed ${TAG}`]);
    expect(names((await local('city=Munich&country=DE')).json())).toEqual([`Bo ${TAG}`]);
    expect(names((await local('city=Muenchen&country=Germany')).json())).toEqual([`Bo ${TAG}`]);
    expect(names((await local('city=Cologne&country=DE')).json())).toEqual([`Fa ${TAG}`]);
    expect(names((await local('city=Berlin&country=FR')).json())).toEqual([]);
    expect((await local('city=Berlin&country=Narnia')).statusCode).toBe(400);
  });

  it('local without a city takes the signed-in account’s, and asks a visitor for one', async () => {
    const visitor = await discover(`genre=${TAG}&mode=local`);
    expect([visitor.statusCode, visitor.json()]).toMatchObject([
      400,
      { success: false, error: DISCOVER_MESSAGES.cityRequired },
    ]);
    const fan = await createEnthusiast(t.database.db, { user: { city: 'Berlin', country: 'DE' } });
    const answer = await discover(
      `genre=${TAG}&mode=local`,
      await bearerFor(t.database, fan.user.id, clock.now()),
    );
    expect(names(answer.json())).toEqual([`Ada ${TAG}`, `Cy ${TAG}`, `Ed ${TAG}`]);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('pages with limit and offset, the total unchanged', async () => {
    const first = (await discover(`genre=${TAG}&limit=4`)).json();
    const second = (await discover(`genre=${TAG}&limit=4&offset=4`)).json();
    expect(names(first)).toHaveLength(4);
    expect(names(second)).toEqual([`Ed ${TAG}`, `Fa ${TAG}`]);
    expect([first.data.total, second.data.total]).toEqual([6, 6]);
  });

  it('refuses bad parameters with a clear message', async () => {
    expect((await discover('mode=nearby')).json()).toMatchObject({
      success: false,
      error: DISCOVER_MESSAGES.mode,
    });
    expect((await discover('limit=0')).json().error).toBe(DISCOVER_MESSAGES.limit);
    expect((await discover('limit=51')).json().error).toBe(DISCOVER_MESSAGES.limit);
    expect((await discover('offset=-1')).json().error).toBe(DISCOVER_MESSAGES.offset);
    expect((await discover('genre=House%00')).statusCode).toBe(400);
  });
});
