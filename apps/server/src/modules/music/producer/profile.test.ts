import { describe, expect, it } from 'vitest';
import { PRODUCER_PROFILE_MESSAGES } from '@cuepoint/domain/producers/producer-profile';
import { REMIX_HANDLE_FORMAT } from '@cuepoint/domain/accounts/messages';
import { useClockedTestApp } from '../../../test/use-test-app.ts';
import {
  createDj,
  createEnthusiast,
  createFavoriteArtist,
  createLabel,
  createProducer,
  createVenue,
} from '../../../db/seed/factories.ts';
import { producerTrackSales } from '../../../db/schema/producer-tracks.ts';
import { buildZip, fourStems, wavBytes } from './zip-testing.ts';
import { createUpload, file, postTrack, tusUpload, type Auth } from './producer-testing.ts';

// Later than tracks.test.ts's clock: its abandoned-uploads run (same database) never finds this file's uploads stale.
const { t, clock, signIn } = useClockedTestApp(new Date('2026-06-01T12:00:00Z'));

const put = (auth: Auth, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v14/producer/profile', headers: auth, payload });
const TRACK = { title: 'A', genre: 'House', rights_confirmed: 'on' };

describe('authorization of the producer routes', () => {
  it('refuses visitors (401) and every other role (403); a producer reaches only their own', async () => {
    const owner = await createProducer(t.database.db);
    const other = await createProducer(t.database.db);
    const ownerAuth = await signIn(owner.user.id);
    const { id } = await tusUpload(t, ownerAuth, 'main_track', 'a.wav', wavBytes(2000));
    const routes: [string, string][] = [
      ['GET', '/api/v14/producer/stats'],
      ['PUT', '/api/v14/producer/profile'],
      ['GET', '/api/v14/producer/tracks'],
      ['POST', '/api/v14/producer/tracks'],
      ['POST', '/api/v14/producer/uploads'],
      ['GET', `/api/v14/producer/uploads/${id}`],
      ['HEAD', `/api/v14/producer/uploads/${id}`],
      ['PATCH', `/api/v14/producer/uploads/${id}`],
      ['DELETE', `/api/v14/producer/uploads/${id}`],
    ];
    const others = [
      await createDj(t.database.db),
      await createVenue(t.database.db),
      await createEnthusiast(t.database.db),
      await createLabel(t.database.db),
    ];
    for (const [method, url] of routes) {
      // From the app's own origin, so the sign-in check (not the cross-site one) answers.
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { origin: new URL(t.config.PUBLIC_URL).origin },
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const account of others) {
        const answer = await t.app.inject({
          method: method as 'GET',
          url,
          headers: await signIn(account.user.id),
          payload: method === 'PUT' ? {} : undefined,
        });
        expect(answer.statusCode, `${method} ${url} as ${account.user.userType}`).toBe(403);
      }
    }
    // Another producer's upload is not found, whatever they do with it; the owner's is untouched.
    const otherAuth = await signIn(other.user.id);
    for (const method of ['GET', 'HEAD', 'PATCH', 'DELETE'] as const) {
      const answer = await t.app.inject({
        method,
        url: `/api/v14/producer/uploads/${id}`,
        headers: { ...otherAuth, 'tus-resumable': '1.0.0' },
      });
      expect(answer.statusCode, method).toBe(404);
    }
    const taken = await postTrack(t, otherAuth, { ...TRACK, main_track: id });
    expect(taken.statusCode).toBe(400);
    const mine = await t.app.inject({ url: `/api/v14/producer/uploads/${id}`, headers: ownerAuth });
    expect(mine.json().data.status).toBe('complete');
    // Each producer lists and reads only their own.
    expect((await postTrack(t, ownerAuth, { ...TRACK, main_track: id })).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/v14/producer/tracks', headers: otherAuth })).json().data).toEqual(
      [],
    );
    expect(
      (await t.app.inject({ url: '/api/v14/producer/tracks', headers: ownerAuth })).json().data,
    ).toHaveLength(1);
    const stats = await t.app.inject({ url: '/api/v14/producer/stats', headers: otherAuth });
    expect(stats.json().data.tracks_uploaded).toBe(0);
    expect(stats.headers['cache-control']).toBe('no-store');
    const ownStats = await t.app.inject({ url: '/api/v14/producer/stats', headers: ownerAuth });
    expect(ownStats.json().data.tracks_uploaded).toBe(1);
  });
});

describe('producer profile', () => {
  it('saves the Edit Profile fields, with whole numbers, a plain-text bio and the remix URL handle', async () => {
    const producer = await createProducer(t.database.db, { profile: { producerName: 'Low Tide' } });
    const auth = await signIn(producer.user.id);
    const saved = await put(auth, {
      producer_name: '  Low Tide Audio ',
      primary_daw: 'Ableton Live',
      remix_handle: 'low-tide',
      bio: '<script>alert(1)</script>Deep <b>dub</b> techno',
      experience_years: '7',
      training_hourly_rate: '45',
      training_currency: 'GBP',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      producer_name: 'Low Tide Audio',
      primary_daw: 'Ableton Live',
      remix_handle: 'low-tide',
      bio: 'alert(1)Deep dub techno',
      experience_years: 7,
      training_hourly_rate: 45,
      training_currency: 'GBP',
    });
    // Absent fields stay; an empty handle clears it.
    const cleared = await put(auth, { remix_handle: '' });
    expect(cleared.json().data).toMatchObject({ remix_handle: null, producer_name: 'Low Tide Audio' });
  });

  it('refuses a handle another producer has, and values outside the rules', async () => {
    await createProducer(t.database.db, { profile: { remixHandle: 'Taken_Name' } });
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    const taken = await put(auth, { remix_handle: 'taken_name' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(PRODUCER_PROFILE_MESSAGES.remixHandleTaken);
    const cases: [object, string][] = [
      [{ remix_handle: '_bad' }, REMIX_HANDLE_FORMAT],
      [{ training_hourly_rate: '12.5' }, PRODUCER_PROFILE_MESSAGES.trainingRate],
      [{ experience_years: -1 }, PRODUCER_PROFILE_MESSAGES.experienceYears],
      [{ producer_name: ' ' }, PRODUCER_PROFILE_MESSAGES.producerNameRequired],
    ];
    for (const [payload, message] of cases) {
      const answer = await put(auth, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toContain(message);
    }
  });

  it('counts the five stats from stored data', async () => {
    const producer = await createProducer(t.database.db, { profile: { wantOthersToRemix: true } });
    const auth = await signIn(producer.user.id);
    const withStems = await postTrack(t, auth, { ...TRACK, stems_price: '5' }, [
      file('main_track', 'a.wav', wavBytes()),
      file('stems_zip', 's.zip', await buildZip(fourStems())),
    ]);
    expect(withStems.statusCode).toBe(201);
    await postTrack(t, auth, TRACK, [file('main_track', 'b.wav', wavBytes())]);
    await createFavoriteArtist(t.database.db, producer.user.id);
    await createFavoriteArtist(t.database.db, producer.user.id);
    const trackId = withStems.json().data.id as number;
    await t.database.db.insert(producerTrackSales).values([
      { trackId, kind: 'stems_zip', amountMinor: 500, currency: 'USD', soldAt: clock.now() },
      { trackId, kind: 'stems_zip', amountMinor: 500, currency: 'USD', soldAt: clock.now() },
      { trackId, kind: 'project_file', amountMinor: 4000, currency: 'USD', soldAt: clock.now() },
    ]);
    const stats = await t.app.inject({ url: '/api/v14/producer/stats', headers: auth });
    expect(stats.json().data).toEqual({
      tracks_uploaded: 2,
      remix_contests: 1,
      dj_pool_downloads: 2,
      stems_sold: 2,
      total_earnings: 5000,
    });
    const fresh = await createProducer(t.database.db);
    const empty = await t.app.inject({
      url: '/api/v14/producer/stats',
      headers: await signIn(fresh.user.id),
    });
    expect(empty.json().data).toEqual({
      tracks_uploaded: 0,
      remix_contests: 0,
      dj_pool_downloads: 0,
      stems_sold: 0,
      total_earnings: 0,
    });
    expect((await createUpload(t, auth, 'main_track', 'c.wav', 10)).statusCode).toBe(201);
  });
});
