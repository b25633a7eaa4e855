import { describe, expect, it } from 'vitest';
import { TRACK_REMOVAL_MESSAGES } from '@cuepoint/domain/producers/track-removal';
import { WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { useClockedTestApp } from '../../../test/use-test-app.ts';
import { createDj, createProducer } from '../../../db/seed/factories.ts';
import { producerTrackSales } from '../../../db/schema/producer-tracks.ts';
import { buildZip, fourStems, wavBytes } from './zip-testing.ts';
import { file, postTrack, rowsOf, storedTrackFiles, tusUpload, type Auth } from './producer-testing.ts';

const { t, clock, signIn } = useClockedTestApp(new Date('2026-05-01T12:00:00Z'));

const FIELDS = { title: 'Mistake', genre: 'Techno', rights_confirmed: 'true' };

/** Sent from the app's own origin, as the browser does (a signed-out call then hears 401, not the origin check). */
const removeTrack = (auth: Auth, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v14/producer/tracks/${id}`,
    headers: { origin: new URL(t.config.PUBLIC_URL).origin, ...auth },
  });

const statsOf = async (auth: Auth) =>
  (await t.app.inject({ url: '/api/v14/producer/stats', headers: auth })).json().data as {
    tracks_uploaded: number;
  };

/** A track with a main track sent resumably and a 4-stem ZIP in the form: files stored both ways. */
async function trackWithFiles(auth: Auth): Promise<number> {
  const main = await tusUpload(t, auth, 'main_track', 'mistake.wav', wavBytes(20_000));
  expect(main.last.statusCode).toBe(204);
  const answer = await postTrack(t, auth, { ...FIELDS, stems_price: '5', main_track: main.id }, [
    file('stems_zip', 'stems.zip', await buildZip(fourStems())),
  ]);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id as number;
}

describe('DELETE /producer/tracks/:id', () => {
  it('removes the producer’s own track, its stored files and its count', async () => {
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    const id = await trackWithFiles(auth);
    const kept = await postTrack(t, auth, { ...FIELDS, title: 'Keeper' }, [
      file('main_track', 'keeper.wav', wavBytes()),
    ]);
    const stored = (await rowsOf(t, [producer.user.id])).files;
    const names = (trackId: number) =>
      stored.filter((row) => row.trackId === trackId).map((row) => row.storageKey.split('/').pop());
    expect(names(id)).toHaveLength(2);
    expect(await storedTrackFiles(t)).toEqual(
      expect.arrayContaining([...names(id), ...names(kept.json().data.id)]),
    );
    expect((await statsOf(auth)).tracks_uploaded).toBe(2);

    const answer = await removeTrack(auth, id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { id } });

    const listed = await t.app.inject({ url: '/api/v14/producer/tracks', headers: auth });
    expect(listed.json().data.map((track: { id: number }) => track.id)).toEqual([kept.json().data.id]);
    const left = await storedTrackFiles(t);
    for (const name of names(id)) expect(left).not.toContain(name);
    expect(left).toEqual(expect.arrayContaining(names(kept.json().data.id)));
    expect((await statsOf(auth)).tracks_uploaded).toBe(1);
    const rows = await rowsOf(t, [producer.user.id]);
    expect(rows.tracks.map((track) => track.title)).toEqual(['Keeper']);
    expect(rows.files).toHaveLength(1);

    const again = await removeTrack(auth, id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, error: TRACK_REMOVAL_MESSAGES.notFound });
  });

  it('answers another producer’s track as not found and leaves it, and refuses visitors and other roles', async () => {
    const owner = await createProducer(t.database.db);
    const ownerAuth = await signIn(owner.user.id);
    const id = await trackWithFiles(ownerAuth);
    const files = await storedTrackFiles(t);

    const stranger = await createProducer(t.database.db);
    const theirs = await removeTrack(await signIn(stranger.user.id), id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, error: TRACK_REMOVAL_MESSAGES.notFound });

    const dj = await createDj(t.database.db);
    const asDj = await removeTrack(await signIn(dj.user.id), id);
    expect(asDj.statusCode).toBe(403);
    expect(asDj.json().error).toBe(WRONG_ACCOUNT_TYPE);
    expect((await removeTrack({}, id)).statusCode).toBe(401);

    expect((await rowsOf(t, [owner.user.id])).tracks.map((track) => track.id)).toEqual([id]);
    expect(await storedTrackFiles(t)).toEqual(files);
  });

  it('keeps a track someone bought, with its files', async () => {
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    const id = await trackWithFiles(auth);
    await t.database.db
      .insert(producerTrackSales)
      .values({ trackId: id, kind: 'stems_zip', amountMinor: 500, currency: 'USD', soldAt: clock.now() });
    const files = await storedTrackFiles(t);

    const answer = await removeTrack(auth, id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, error: TRACK_REMOVAL_MESSAGES.sold });
    expect((await rowsOf(t, [producer.user.id])).tracks.map((track) => track.id)).toEqual([id]);
    expect(await storedTrackFiles(t)).toEqual(files);
  });
});
