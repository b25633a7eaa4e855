import { describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { useClockedTestApp } from '../../../test/use-test-app.ts';
import {
  createAvailabilityPeriod,
  createDj,
  createDjEvent,
  createEnthusiast,
  createVenue,
} from '../../../db/seed/factories.ts';

const NOW = new Date('2026-07-01T10:00:00Z');
const { t, signIn } = useClockedTestApp(NOW);

const url = '/api/v14/venue/in-person-opportunities';
const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function travelling(
  city: string | null,
  country: string,
  fromDate: string,
  toDate: string,
  inPerson = true,
) {
  const dj = await createDj(t.database.db, { profile: { acceptsInPerson: inPerson } });
  const period = await createAvailabilityPeriod(t.database.db, dj.user.id, {
    city,
    country,
    fromDate,
    toDate,
  });
  return { dj, id: `travel-${period.id}` };
}

describe('GET /venue/in-person-opportunities', () => {
  it('lists travels and announced sets in the venue’s city or within 100 km, coming dates, nearest then soonest', async () => {
    const venue = await createVenue(t.database.db, { user: { city: 'Berlin', country: 'DE' } });
    const potsdam = await travelling('Potsdam', 'DE', '2026-07-10', '2026-07-12');
    const berlin = await travelling('berlin', 'DE', '2026-08-01', '2026-08-05');
    const underWay = await travelling('Berlin', 'DE', '2026-06-28', '2026-07-03');
    const acrossTheBorder = await travelling('Slubice', 'PL', '2026-07-20', '2026-07-21');
    const countryOnly = await travelling(null, 'DE', '2026-09-01', '2026-09-10');
    const munich = await travelling('Munich', 'DE', '2026-07-05', '2026-07-06');
    const szczecin = await travelling('Szczecin', 'PL', '2026-07-05', '2026-07-06');
    const over = await travelling('Berlin', 'DE', '2026-06-01', '2026-06-30');
    const notInPerson = await travelling('Berlin', 'DE', '2026-07-05', '2026-07-06', false);
    const local = await createDj(t.database.db, {
      profile: { currentCity: 'Berlin', currentCountry: 'DE', stageName: `Local ${Date.now()}` },
    });
    // 23:30 UTC on 1 July is already 2 July in Berlin: the venue reads it on its own calendar.
    const set = await createDjEvent(t.database.db, local.user.id, {
      startTime: new Date('2026-07-01T23:30:00Z'),
    });
    const away = await createDj(t.database.db, { profile: { currentCity: 'Hamburg', currentCountry: 'DE' } });
    const awaySet = await createDjEvent(t.database.db, away.user.id, {
      startTime: new Date('2026-07-02T20:00:00Z'),
    });

    const answer = await get(await signIn(venue.user.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json().data as Array<{ id: string; distance_km: number | null }>;
    const mine = [
      potsdam,
      berlin,
      underWay,
      acrossTheBorder,
      countryOnly,
      munich,
      szczecin,
      over,
      notInPerson,
    ]
      .map((entry) => entry.id)
      .concat(`announced_set-${set.id}`, `announced_set-${awaySet.id}`);
    expect(data.map((row) => row.id).filter((id) => mine.includes(id))).toEqual([
      underWay.id,
      `announced_set-${set.id}`,
      berlin.id,
      potsdam.id,
      acrossTheBorder.id,
      countryOnly.id,
    ]);
    const byId = new Map(data.map((row) => [row.id, row]));
    expect(byId.get(underWay.id)).toEqual({
      id: underWay.id,
      dj_user_id: underWay.dj.user.id,
      dj_name: underWay.dj.profile.stageName,
      dj_slug: underWay.dj.profile.slug,
      kind: 'travel',
      from_date: '2026-07-01',
      to_date: '2026-07-03',
      city: 'Berlin',
      country: 'DE',
      distance_km: 0,
    });
    expect(byId.get(`announced_set-${set.id}`)).toMatchObject({
      kind: 'announced_set',
      dj_name: local.profile.stageName,
      from_date: '2026-07-02',
      to_date: '2026-07-02',
      city: 'Berlin',
      distance_km: 0,
    });
    expect(byId.get(potsdam.id)?.distance_km).toBeCloseTo(27, -1);
    expect(byId.get(acrossTheBorder.id)).toMatchObject({ country: 'PL', distance_km: expect.any(Number) });
    expect(byId.get(acrossTheBorder.id)!.distance_km!).toBeLessThan(100);
    expect(byId.get(countryOnly.id)).toMatchObject({ city: null, distance_km: null });
  });

  it('gives a venue elsewhere only what is near it', async () => {
    const venue = await createVenue(t.database.db, {
      user: { city: 'Perth', country: 'AU', timezone: null },
    });
    const near = await travelling('Mandurah', 'AU', '2026-07-10', '2026-07-12');
    const answer = (await get(await signIn(venue.user.id))).json();
    expect(answer.data.map((row: { id: string }) => row.id)).toEqual([near.id]);
  });

  it('asks a visitor to sign in and refuses DJs and music enthusiasts', async () => {
    const visitor = await get();
    expect([visitor.statusCode, visitor.json()]).toMatchObject([
      401,
      { success: false, error: SIGN_IN_REQUIRED },
    ]);
    for (const make of [createDj, createEnthusiast]) {
      const { user } = await make(t.database.db);
      const answer = await get(await signIn(user.id));
      expect([answer.statusCode, answer.json()]).toMatchObject([
        403,
        { success: false, error: WRONG_ACCOUNT_TYPE },
      ]);
    }
  });
});
