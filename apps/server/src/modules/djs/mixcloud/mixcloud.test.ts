import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseSetTracklist } from '@cuepoint/domain/djs/set-tracklist';
import { createDj, createDjSet, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { djSets } from '../../../db/schema/content.ts';
import { mixcloudConnections, mixcloudPublishes } from '../../../db/schema/mixcloud.ts';
import { mp3Bytes, wavBytes } from '../sets/media-testing.ts';
import { API, startMixcloudKit, tracklistCsv, type MixcloudKit } from './mixcloud-test-kit.ts';

let kit: MixcloudKit;
beforeAll(async () => {
  kit = await startMixcloudKit({ MIXCLOUD_PLATFORM_TOKEN: 'platform-token' });
  kit.fake.state.tokens.set('platform-token', { username: 'cuepoint', name: 'Cuepoint' });
});
afterAll(() => kit.close());
beforeEach(() => {
  kit.fake.state.down = false;
  kit.fake.state.processingLookups = 0;
});

const db = () => kit.t.database.db;
const get = (url: string, auth: Record<string, string> = {}) =>
  kit.t.app.inject({ method: 'GET', url: `${API}${url}`, headers: auth });
const post = (url: string, auth: Record<string, string> = {}) =>
  kit.t.app.inject({ method: 'POST', url: `${API}${url}`, headers: auth, payload: {} });
const mp3File = (bytes = mp3Bytes(64 * 1024), filename = 'night.mp3') => ({
  name: 'mp3',
  filename,
  contentType: 'audio/mpeg',
  bytes,
});

/** A DJ with an audio set whose tracklist has `tracks` tracks (none: no tracklist). */
async function djWithSet(tracks = 20, media?: { key: string }) {
  const dj = await createDj(db());
  const text = tracks > 0 ? tracklistCsv(tracks) : null;
  const parsed = text ? parseSetTracklist(text, 'set.csv') : null;
  const set = await createDjSet(db(), dj.user.id, {
    title: 'Warehouse Night',
    setType: 'audio',
    externalUrl: null,
    platform: 'other',
    tracklist: text,
    tracklistTracks: parsed?.ok ? parsed.tracks : null,
    ...(media
      ? {
          mediaKey: media.key,
          mediaMimeType: 'audio/mpeg',
          mediaSizeBytes: 4096,
          mediaOriginalName: 'set.mp3',
        }
      : {}),
  });
  return { dj, set, auth: await kit.signIn(dj.user.id) };
}

const setRow = async (id: number) => (await db().select().from(djSets).where(eq(djSets.id, id)))[0]!;
const publishes = (setId: number) =>
  db().select().from(mixcloudPublishes).where(eq(mixcloudPublishes.setId, setId));

describe('who may call the Mixcloud routes', () => {
  it('visitor 401, venue and enthusiast 403, another DJ’s set 404, the owner 200', async () => {
    const { set, auth } = await djWithSet(3);
    const other = await kit.signIn((await createDj(db())).user.id);
    const venue = await kit.signIn((await createVenue(db())).user.id);
    const fan = await kit.signIn((await createEnthusiast(db())).user.id);
    const reads = ['/mixcloud-status.php', '/mixcloud-token-test.php?target=user', '/mixcloud-publishes.php'];
    for (const url of reads) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, venue)).statusCode, url).toBe(403);
      expect((await get(url, fan)).statusCode, url).toBe(403);
      expect((await get(url, auth)).statusCode, url).toBe(200);
    }
    for (const url of ['/mixcloud-disconnect.php', '/mixcloud-start-token.php']) {
      expect((await post(url)).statusCode, url).toBe(401);
      expect((await post(url, venue)).statusCode, url).toBe(403);
      expect((await post(url, auth)).statusCode, url).toBe(200);
    }
    const fields = { set_id: String(set.id), publish_target: 'cuepoint' };
    expect((await kit.upload({ origin: 'http://cuepoint.test' }, fields, [mp3File()])).statusCode).toBe(401);
    // Signed out, the upload is refused before anything is read (another site's form riding on a cookie is refused
    // with 403 on every write, http/cross-site-writes.test.ts).
    expect((await kit.upload({}, fields, [mp3File()])).statusCode).toBe(401);
    expect((await kit.upload(venue, fields, [mp3File()])).statusCode).toBe(403);
    expect((await kit.upload(other, fields, [mp3File()])).json().error).toBe('DJ set not found');
    expect((await kit.upload(other, fields, [mp3File()])).statusCode).toBe(404);
    expect((await get(`/mixcloud-cloudcast.php?set_id=${set.id}`, other)).statusCode).toBe(404);
    expect((await get(`/mixcloud-cloudcast.php?set_id=${set.id}`, fan)).statusCode).toBe(403);
    expect((await kit.upload(auth, fields, [mp3File()])).statusCode).toBe(202);
    expect((await get('/mixcloud-cloudcast.php?set_id=abc', auth)).statusCode).toBe(400);
  });
});

describe('connecting a DJ’s Mixcloud account', () => {
  it('goes through Mixcloud’s authorize page and back, keeps the token sealed and tests it', async () => {
    const { dj, auth } = await djWithSet(0);
    expect((await get('/mixcloud-status.php', auth)).json().data).toMatchObject({
      connected: false,
      configured: true,
    });
    expect(await kit.connect(dj.user.id)).toBe('/dj-dashboard?mixcloud=connected');
    const status = (await get('/mixcloud-status.php', auth)).json().data;
    expect(status).toMatchObject({
      connected: true,
      username: 'fake-dj',
      name: 'Fake DJ',
      token_status: 'ok',
    });
    const [row] = await db()
      .select()
      .from(mixcloudConnections)
      .where(eq(mixcloudConnections.userId, dj.user.id));
    expect([...kit.fake.state.tokens.keys()].some((token) => row!.accessTokenSealed.includes(token))).toBe(
      false,
    );

    const test = await get('/mixcloud-token-test.php?target=user', auth);
    expect(test.json().data).toEqual({
      ok: true,
      username: 'fake-dj',
      name: 'Fake DJ',
      message: 'Your Mixcloud token works.',
    });

    expect((await post('/mixcloud-disconnect.php', auth)).json().data.connected).toBe(false);
    expect((await get('/mixcloud-token-test.php', auth)).json().data).toMatchObject({
      ok: false,
      message: 'Connect your Mixcloud account first.',
    });
  });

  it('keeps nothing when the DJ declines, the link is old or the flow comes from another browser', async () => {
    const { dj, auth } = await djWithSet(0);
    kit.fake.state.denyNext = true;
    expect(await kit.connect(dj.user.id)).toBe('/dj-dashboard?mixcloud=denied');
    const start = await kit.t.app.inject({
      method: 'POST',
      url: `${API}/mixcloud-start-token.php`,
      headers: auth,
      payload: {},
    });
    const url = new URL(start.json().data.url);
    kit.clock.advance(6 * 60_000);
    const late = await kit.t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(late.headers.location).toBe('/dj-dashboard?mixcloud=expired');
    const forged = await kit.t.app.inject({
      method: 'GET',
      url: `${API}/mixcloud-start.php?t=${'x'.repeat(40)}`,
    });
    expect(forged.headers.location).toBe('/dj-dashboard?mixcloud=expired');
    const noCookie = await kit.t.app.inject({
      method: 'GET',
      url: `${API}/mixcloud-callback.php?state=abc&code=def`,
    });
    expect(noCookie.headers.location).toBe('/dj-dashboard?mixcloud=expired');
    expect((await get('/mixcloud-status.php', auth)).json().data.connected).toBe(false);
  });

  it('says Token invalid, please reconnect once Mixcloud refuses the token, and Token test errored when it is down', async () => {
    const { dj, auth } = await djWithSet(0);
    await kit.connect(dj.user.id);
    kit.fake.state.down = true;
    const down = await get('/mixcloud-token-test.php', auth);
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe('Token test errored');
    kit.fake.state.down = false;
    kit.fake.state.tokens.clear();
    kit.fake.state.tokens.set('platform-token', { username: 'cuepoint', name: 'Cuepoint' });
    expect((await get('/mixcloud-token-test.php', auth)).json().data).toEqual({
      ok: false,
      username: null,
      name: null,
      message: 'Token invalid, please reconnect',
    });
    expect((await get('/mixcloud-status.php', auth)).json().data.token_status).toBe('invalid');
    expect((await get('/mixcloud-token-test.php?target=cuepoint', auth)).json().data).toMatchObject({
      ok: true,
      username: 'cuepoint',
    });
  });
});

describe('publishing a set to Mixcloud', () => {
  it('sends the MP3 with the 20-track tracklist as 20 sections and the tags, with progress, then follows the show', async () => {
    const { dj, set, auth } = await djWithSet(20);
    await kit.connect(dj.user.id);
    const bytes = mp3Bytes(512 * 1024);
    const answer = await kit.upload(
      auth,
      {
        title: 'Warehouse Night (live)',
        publish_target: 'user',
        set_id: String(set.id),
        tags: 'House, Techno, house',
      },
      [mp3File(bytes)],
    );
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({
      success: true,
      queued: true,
      published_to: 'user',
      error: null,
      data: { status: 'queued', progress: 0, sections_count: 20, tags: ['House', 'Techno'] },
    });
    expect(kit.jobs.sent.at(-1)).toMatchObject({ name: 'mixcloud.publish' });
    // The MP3 waits in the store, not in the request's temporary folder.
    expect(await fs.readdir(path.join(kit.t.dataDir, 'tmp'))).toEqual([]);

    await kit.runJobs();
    const received = kit.fake.state.uploads.at(-1)!;
    expect(received.user.username).toBe('fake-dj');
    expect(received.mp3.size).toBe(bytes.length);
    expect(received.fields['name']).toBe('Warehouse Night (live)');
    expect(received.tags).toEqual(['House', 'Techno']);
    expect(received.sections).toHaveLength(20);
    received.sections.forEach((section, i) =>
      expect(section).toEqual({ artist: `Artist ${i + 1}`, song: `Track ${i + 1}`, start_time: i * 245 }),
    );

    const [row] = await publishes(set.id);
    expect(row).toMatchObject({
      status: 'published',
      progress: 100,
      attempts: 1,
      error: null,
      ownFile: false,
    });
    expect(await kit.t.app.services.files.get(row!.mp3Key)).toBeNull();
    const listed = (await get('/mixcloud-publishes.php', auth)).json().data[0];
    expect(listed).toMatchObject({
      status: 'published',
      progress: 100,
      cloudcast_url: `${kit.fake.url}${received.key}`,
    });

    kit.fake.state.processingLookups = 1;
    const first = await get(`/mixcloud-cloudcast.php?set_id=${set.id}`, auth);
    expect(first.json()).toMatchObject({
      processing: true,
      has_sections: false,
      sections_count: 0,
      data: { message: 'Mixcloud is still processing this upload. Try again in a few minutes.' },
    });
    const second = await get(`/mixcloud-cloudcast.php?set_id=${set.id}`, auth);
    expect(second.json()).toMatchObject({
      processing: false,
      has_sections: true,
      sections_count: 20,
      title: 'Warehouse Night (live)',
    });
    expect((await setRow(set.id)).externalUrl).toBe(`${kit.fake.url}${received.key}`);
  });

  it('refuses a file that is not an MP3 by its content, whatever its name, and keeps nothing', async () => {
    const { set, auth } = await djWithSet(5);
    const answer = await kit.upload(auth, { publish_target: 'cuepoint', set_id: String(set.id) }, [
      mp3File(wavBytes(), 'renamed.mp3'),
    ]);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toBe('To publish to Mixcloud, please upload an MP3 file.');
    expect(await publishes(set.id)).toEqual([]);
    expect(await fs.readdir(path.join(kit.t.dataDir, 'tmp'))).toEqual([]);
    const none = await kit.upload(auth, { publish_target: 'cuepoint', set_id: String(set.id) });
    expect(none.json().error).toBe('To publish to Mixcloud, please upload an MP3 file.');
  });

  it('refuses a set without a tracklist with the spec’s message, and takes one sent with the upload', async () => {
    const { set, auth } = await djWithSet(0);
    const missing = await kit.upload(auth, { publish_target: 'cuepoint', set_id: String(set.id) }, [
      mp3File(),
    ]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toBe('Please upload a tracklist file');
    expect(await publishes(set.id)).toEqual([]);
    const sent = await kit.upload(auth, { publish_target: 'cuepoint', set_id: String(set.id) }, [
      mp3File(),
      {
        name: 'tracklist_csv',
        filename: 'set.csv',
        contentType: 'text/csv',
        bytes: Buffer.from(tracklistCsv(3)),
      },
    ]);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().data.sections_count).toBe(3);
  });

  it('uses the set’s own MP3, the platform’s account for the cuepoint target, and publishes nothing for none', async () => {
    const media = `media/${'a'.repeat(32)}.mp3`;
    await kit.t.app.services.files.put(media, mp3Bytes(), 'audio/mpeg');
    const { set, auth } = await djWithSet(4, { key: media });
    const none = await kit.upload(auth, { publish_target: 'none', set_id: String(set.id) });
    expect(none.json()).toEqual({
      success: true,
      data: null,
      queued: false,
      published_to: 'none',
      error: null,
    });
    const queued = await kit.upload(auth, {
      publish_target: 'cuepoint',
      set_id: String(set.id),
      tags: 'a,b,c,d,e',
    });
    expect(queued.statusCode).toBe(202);
    const again = await kit.upload(auth, { publish_target: 'cuepoint', set_id: String(set.id) });
    expect(again.statusCode).toBe(409);
    await kit.runJobs();
    expect(kit.fake.state.uploads.at(-1)).toMatchObject({
      user: { username: 'cuepoint' },
      tags: ['a', 'b', 'c', 'd', 'e'],
    });
    // The set's media is the set's: sending it removes nothing.
    expect(await kit.t.app.services.files.get(media)).not.toBeNull();
    const tooMany = await kit.upload(auth, {
      publish_target: 'cuepoint',
      set_id: String(set.id),
      tags: 'a,b,c,d,e,f',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toBe('Mixcloud takes at most 5 tags.');
    const notConnected = await kit.upload(auth, { publish_target: 'user', set_id: String(set.id) });
    expect(notConnected.json().error).toBe('Connect your Mixcloud account first.');
    expect((await kit.upload(auth, { publish_target: 'elsewhere', set_id: String(set.id) })).statusCode).toBe(
      400,
    );
  });

  it('fails a revoked token with Token invalid, please reconnect, keeps the set and the MP3, and retries after reconnecting', async () => {
    const { dj, set, auth } = await djWithSet(6);
    await kit.connect(dj.user.id);
    const before = await setRow(set.id);
    for (const [token, user] of kit.fake.state.tokens)
      if (user.username === 'fake-dj') kit.fake.state.tokens.delete(token);
    await kit.upload(auth, { publish_target: 'user', set_id: String(set.id) }, [mp3File()]);
    await kit.runJobs();
    const [failed] = await publishes(set.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Token invalid, please reconnect',
      ownFile: true,
    });
    expect(await setRow(set.id)).toEqual(before);
    expect((await get('/mixcloud-status.php', auth)).json().data.token_status).toBe('invalid');
    const refused = await kit.upload(auth, { publish_target: 'user', set_id: String(set.id) });
    expect(refused.json().error).toBe('Token invalid, please reconnect');

    await kit.connect(dj.user.id);
    const retry = await kit.upload(auth, { publish_target: 'user', set_id: String(set.id) });
    expect(retry.statusCode).toBe(202);
    await kit.runJobs();
    expect(kit.fake.state.uploads.at(-1)!.sections).toHaveLength(6);
    expect((await publishes(set.id)).map((row) => row.status).sort()).toEqual(['failed', 'published']);
  });

  it('tries again later while Mixcloud is down and publishes once it is back, losing nothing', async () => {
    const { set, auth } = await djWithSet(2);
    kit.fake.state.down = true;
    await kit.upload(auth, { publish_target: 'cuepoint', set_id: String(set.id) }, [mp3File()]);
    const queuedAt = kit.clock.now().getTime();
    await kit.runNextJob();
    const [retrying] = await publishes(set.id);
    expect(retrying).toMatchObject({
      status: 'retrying',
      error: 'Mixcloud upload errored',
      attempts: 1,
      progress: 0,
    });
    const retry = kit.jobs.sent.at(-1)!;
    expect(retry).toMatchObject({ name: 'mixcloud.publish', data: { publishId: retrying!.id } });
    expect(retry.runAt!.getTime() - queuedAt).toBe(60_000);
    expect((await get('/mixcloud-publishes.php', auth)).json().data[0]).toMatchObject({ status: 'retrying' });
    kit.fake.state.down = false;
    await kit.runJobs();
    expect((await publishes(set.id))[0]).toMatchObject({ status: 'published', attempts: 2, error: null });
    expect(kit.fake.state.uploads.at(-1)!.sections).toHaveLength(2);
  });

  it('says Mixcloud upload errored after the last try, and the kept MP3 lets the DJ try again', async () => {
    const { set, auth } = await djWithSet(2);
    kit.fake.state.down = true;
    await kit.upload(auth, { publish_target: 'cuepoint', set_id: String(set.id) }, [mp3File()]);
    await kit.runJobs();
    const [failed] = await publishes(set.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Mixcloud upload errored',
      attempts: 4,
      ownFile: true,
    });
    kit.fake.state.down = false;
    expect((await kit.upload(auth, { publish_target: 'cuepoint', set_id: String(set.id) })).statusCode).toBe(
      202,
    );
    await kit.runJobs();
    expect((await publishes(set.id)).map((row) => row.status).sort()).toEqual(['failed', 'published']);
  });
});
