import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DJ_SET_MESSAGES, DJ_STORAGE_LIMIT_BYTES } from '@cuepoint/domain/djs/set-rules';
import { SET_EDIT_MESSAGES } from '@cuepoint/domain/djs/set-edit-rules';
import { MEDIA_UPLOAD_MESSAGES } from '@cuepoint/domain/djs/set-media';
import { TRACKLIST_MESSAGES } from '@cuepoint/domain/djs/set-tracklist';
import { SESSION_COOKIE } from '@cuepoint/domain/accounts/session-user';
import { useClockedTestApp, apiCaller, type ApiCall } from '../../../test/use-test-app.ts';
import { expectOwnRouteAccess, type OwnRouteCase } from '../../../test/own-route-access.ts';
import { createDj, createDjSet, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { djMediaUploads, djSets } from '../../../db/schema/content.ts';
import { createCompletedUpload, mp4Bytes, wavBytes } from './media-testing.ts';
import { expectRefusals } from '../../../test/refusals.ts';

const { t, clock, signIn } = useClockedTestApp(new Date('2026-05-01T12:00:00Z'));

const call = apiCaller(t);
const failure = async (request: ApiCall, headers: Record<string, string>) => {
  const response = await call(request, headers);
  return { status: response.statusCode, error: response.json().error as string };
};

const tracklist = 'Daft Punk - One More Time\nMoodymann - Shades of Jae';
const youtube = 'https://www.youtube.com/watch?v=abcdefghijk';
const audioSet = { title: 'Sunrise at Tresor', set_type: 'audio', external_url: youtube, tracklist };
/** Whether the store holds the file (its stream is closed at once). */
const stored = async (key: string) => {
  const found = await t.app.services.files.get(key);
  found?.body.destroy();
  return found !== null;
};

describe('authorization of every set call', () => {
  it('visitor 401, venue and enthusiast 403, another DJ 404 (or only their own), the owner succeeds', async () => {
    const owner = await createDj(t.database.db);
    const other = await createDj(t.database.db);
    const venue = await createVenue(t.database.db);
    const fan = await createEnthusiast(t.database.db);
    const ownerAuth = await signIn(owner.user.id);
    const set = (await call({ method: 'POST', url: '/dj/sets', payload: audioSet }, ownerAuth)).json().data;
    const spare = (await call({ method: 'POST', url: '/dj/sets', payload: audioSet }, ownerAuth)).json().data;
    expect(set.id && spare.id).toBeTruthy();

    const routes: OwnRouteCase[] = [
      { call: { method: 'GET', url: '/dj/sets' }, other: 200, owner: 200 },
      { call: { method: 'GET', url: '/dj/storage' }, other: 200, owner: 200 },
      { call: { method: 'POST', url: '/dj/sets', payload: audioSet }, other: 201, owner: 201 },
      {
        call: { method: 'POST', url: '/dj-sets.php', payload: { title: 'Simple', external_url: youtube } },
        other: 201,
        owner: 201,
      },
      {
        call: { method: 'PUT', url: `/dj/sets/${set.id}`, payload: { title: 'Renamed' } },
        other: 404,
        owner: 200,
      },
      { call: { method: 'DELETE', url: `/dj/sets/${spare.id}` }, other: 404, owner: 200 },
    ];
    await expectOwnRouteAccess(call, routes, {
      refused: [await signIn(venue.user.id), await signIn(fan.user.id)],
      other: await signIn(other.user.id),
      owner: ownerAuth,
      afterOther: (asOther, route, label) => {
        if (route.call.url !== '/dj/sets' || route.call.method !== 'GET') return;
        const ids = (asOther.json().data as Array<{ id: number }>).map((row) => row.id);
        expect(ids, label).not.toContain(set.id);
      },
    });
    // The other DJ's attempts changed nothing of the owner's set.
    const [row] = await t.database.db.select().from(djSets).where(eq(djSets.id, set.id));
    expect(row?.title).toBe('Renamed');
    expect(await t.database.db.select().from(djSets).where(eq(djSets.id, spare.id))).toEqual([]);
  });

  it('a visitor with a bad body or id still gets 401, and a foreign site’s form post is refused', async () => {
    expect((await call({ method: 'POST', url: '/dj/sets', payload: {} })).statusCode).toBe(401);
    expect((await call({ method: 'PUT', url: '/dj/sets/abc', payload: {} })).statusCode).toBe(401);
    const { user } = await createDj(t.database.db);
    const { authorization } = await signIn(user.id);
    const cookieLike = await t.app.inject({
      method: 'POST',
      url: '/api/v14/dj/sets',
      payload: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      cookies: { [SESSION_COOKIE]: authorization.slice('Bearer '.length) },
    });
    expect(cookieLike.statusCode).toBe(403);
  });
});

describe('adding, listing, changing and deleting sets', () => {
  it('keeps a set with its tracks and the platform read from the URL, newest first', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const first = await call(
      {
        method: 'POST',
        url: '/dj/sets',
        payload: {
          title: 'Warm-up',
          set_type: 'tracklist',
          description: 'Before the doors open',
          tracklist: 'Artist,Track,StartTime\nDaft Punk,One More Time,00:00\nMoodymann,Shades of Jae,05:12',
          tracklist_filename: 'warmup.csv',
          is_public: false,
        },
      },
      auth,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      title: 'Warm-up',
      description: 'Before the doors open',
      set_type: 'tracklist',
      external_url: null,
      platform: 'other',
      embed_html: null,
      is_public: false,
      media: null,
      tracks: [
        { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
        { artist: 'Moodymann', title: 'Shades of Jae', start: '05:12' },
      ],
      created_at: '2026-05-01T12:00:00.000Z',
    });
    clock.advance(60_000);
    const second = (await call({ method: 'POST', url: '/dj/sets', payload: audioSet }, auth)).json().data;
    expect(second).toMatchObject({ platform: 'youtube', external_url: youtube, is_public: true });
    expect(second.tracks).toHaveLength(2);

    const listed = (await call({ method: 'GET', url: '/dj/sets' }, auth)).json().data;
    expect(listed.map((set: { id: number }) => set.id)).toEqual([second.id, first.json().data.id]);

    clock.advance(60_000);
    const changed = await call(
      {
        method: 'PUT',
        url: `/dj/sets/${second.id}`,
        payload: {
          title: 'Sunrise (edit)',
          external_url: 'https://soundcloud.com/me/sunrise',
          tracklist: 'A - B',
        },
      },
      auth,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: 'Sunrise (edit)',
      platform: 'soundcloud',
      tracks: [{ artist: 'A', title: 'B', start: null }],
      updated_at: '2026-05-01T12:02:00.000Z',
      created_at: second.created_at,
    });

    const deleted = await call({ method: 'DELETE', url: `/dj/sets/${second.id}` }, auth);
    expect(deleted.json()).toEqual({ success: true, data: { id: second.id } });
    expect((await call({ method: 'DELETE', url: `/dj/sets/${second.id}` }, auth)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/dj/sets' }, auth)).json().data).toHaveLength(1);
  });

  it('the simple upload keeps a set from its URL and reads the platform from it', async () => {
    const { user } = await createDj(t.database.db);
    const response = await call(
      {
        method: 'POST',
        url: '/dj-sets.php',
        payload: {
          title: 'Mixcloud mix',
          description: 'Live',
          set_type: 'audio',
          external_url: 'https://www.mixcloud.com/me/live/',
          platform: 'youtube',
        },
      },
      await signIn(user.id),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ platform: 'mixcloud', tracks: [], tracklist: null });
  });

  it('answers a malformed or unknown id with 400 or 404, never 500', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await call({ method: 'DELETE', url: `/dj/sets/${id}` }, auth)).statusCode, id).toBe(400);
    }
    expect(
      await failure({ method: 'PUT', url: '/dj/sets/2147483647', payload: { title: 'x' } }, auth),
    ).toEqual({
      status: 404,
      error: DJ_SET_MESSAGES.notFound,
    });
  });
});

describe('the rules of a set, with the spec’s messages', () => {
  it('refuses what a set lacks and what does not fit together', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const post = (payload: object) => failure({ method: 'POST', url: '/dj/sets', payload }, auth);
    await expectRefusals(post, [
      [
        { title: 'Only a title', set_type: 'tracklist' },
        400,
        'Title and a tracklist (paste or upload) are required for tracklist-only sets.',
      ],
      [
        { set_type: 'tracklist', tracklist },
        400,
        'Title and a tracklist (paste or upload) are required for tracklist-only sets.',
      ],
    ]);
    const mediaRequired =
      'Title, a tracklist (paste or upload), and either a set URL or media file are required.';
    await expectRefusals(post, [
      [{ ...audioSet, external_url: '' }, 400, mediaRequired],
      [{ ...audioSet, tracklist: '  ' }, 400, mediaRequired],
      [{ ...audioSet, set_type: 'video', title: '' }, 400, mediaRequired],
      [{ ...audioSet, set_type: 'podcast' }, 400, SET_EDIT_MESSAGES.setTypeInvalid],
      [{ ...audioSet, external_url: 'ftp://example.com/set' }, 400, DJ_SET_MESSAGES.urlInvalid],
      [{ ...audioSet, set_type: 'tracklist' }, 422, DJ_SET_MESSAGES.mediaForTracklist],
      [{ ...audioSet, tracklist: 'no separators here' }, 422, TRACKLIST_MESSAGES.noTracks],
      [{ ...audioSet, tracklist_filename: 'set.pdf' }, 400, DJ_SET_MESSAGES.tracklistFileInvalid],
      [{ ...audioSet, title: 'a\u0000b' }, 400, 'Title contains characters that are not allowed'],
    ]);
    expect((await call({ method: 'GET', url: '/dj/sets' }, auth)).json().data).toEqual([]);
  });

  it('the simple upload asks for a title, the URL, or the tracklist file', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const post = (payload: object) => failure({ method: 'POST', url: '/dj-sets.php', payload }, auth);
    await expectRefusals(post, [
      [{ title: 'No link', set_type: 'audio' }, 400, 'Please provide a URL for your DJ set'],
      [{ title: 'No file', set_type: 'tracklist' }, 400, 'Please upload a tracklist file'],
      [{ external_url: youtube }, 400, SET_EDIT_MESSAGES.titleRequired],
    ]);
    const withList = await call(
      { method: 'POST', url: '/dj-sets.php', payload: { title: 'List', set_type: 'tracklist', tracklist } },
      auth,
    );
    expect(withList.statusCode).toBe(201);
    expect(withList.json().data.tracks).toHaveLength(2);
  });

  it('an edit is checked as the set it makes', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const set = (await call({ method: 'POST', url: '/dj/sets', payload: audioSet }, auth)).json().data;
    const put = (payload: object) => failure({ method: 'PUT', url: `/dj/sets/${set.id}`, payload }, auth);
    expect(await put({ external_url: null })).toEqual({
      status: 400,
      error: 'Title, a tracklist (paste or upload), and either a set URL or media file are required.',
    });
    expect(await put({ tracklist: '' })).toMatchObject({ status: 400 });
    expect(await put({ set_type: 'tracklist', external_url: youtube })).toEqual({
      status: 422,
      error: DJ_SET_MESSAGES.mediaForTracklist,
    });
    // Made tracklist-only, the set drops its player link.
    const made = await call(
      { method: 'PUT', url: `/dj/sets/${set.id}`, payload: { set_type: 'tracklist' } },
      auth,
    );
    expect(made.json().data).toMatchObject({ set_type: 'tracklist', external_url: null, platform: 'other' });
  });
});

describe('a set’s media file', () => {
  it('comes from a completed upload, is replaced with its old file removed, and goes with the set', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const files = t.app.services.files;
    const upload = await createCompletedUpload(t.database.db, files, user.id, { name: 'Sunrise.mp3' });
    const created = await call(
      { method: 'POST', url: '/dj/sets', payload: { ...audioSet, external_url: null, upload_id: upload.id } },
      auth,
    );
    expect(created.statusCode).toBe(201);
    const set = created.json().data;
    expect(set.media).toEqual({
      url: `/uploads/${upload.storageKey}`,
      mime_type: 'audio/mpeg',
      size_bytes: upload.sizeBytes,
      original_name: 'Sunrise.mp3',
    });
    expect(set.external_url).toBeNull();
    // The same upload cannot be a second set's media.
    expect(
      await failure(
        {
          method: 'POST',
          url: '/dj/sets',
          payload: { ...audioSet, external_url: null, upload_id: upload.id },
        },
        auth,
      ),
    ).toEqual({ status: 409, error: MEDIA_UPLOAD_MESSAGES.alreadyUsed });

    const wav = await createCompletedUpload(t.database.db, files, user.id, {
      bytes: wavBytes(),
      mimeType: 'audio/wav',
      extension: 'wav',
    });
    const replaced = await call(
      { method: 'PUT', url: `/dj/sets/${set.id}`, payload: { upload_id: wav.id } },
      auth,
    );
    expect(replaced.json().data.media).toMatchObject({
      url: `/uploads/${wav.storageKey}`,
      mime_type: 'audio/wav',
    });
    expect(await stored(upload.storageKey)).toBe(false);
    expect(await t.database.db.select().from(djMediaUploads).where(eq(djMediaUploads.id, upload.id))).toEqual(
      [],
    );
    expect(await stored(wav.storageKey)).toBe(true);
    // Sending the set's own upload again changes nothing.
    const same = await call(
      { method: 'PUT', url: `/dj/sets/${set.id}`, payload: { upload_id: wav.id } },
      auth,
    );
    expect(same.json().data.media.url).toBe(`/uploads/${wav.storageKey}`);

    expect((await call({ method: 'DELETE', url: `/dj/sets/${set.id}` }, auth)).statusCode).toBe(200);
    expect(await stored(wav.storageKey)).toBe(false);
    expect(await t.database.db.select().from(djMediaUploads).where(eq(djMediaUploads.id, wav.id))).toEqual(
      [],
    );
  });

  it('a URL in place of the media removes the file; upload_id null removes it too', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const files = t.app.services.files;
    const upload = await createCompletedUpload(t.database.db, files, user.id);
    const set = (
      await call(
        {
          method: 'POST',
          url: '/dj/sets',
          payload: { ...audioSet, external_url: null, upload_id: upload.id },
        },
        auth,
      )
    ).json().data;
    const linked = await call(
      { method: 'PUT', url: `/dj/sets/${set.id}`, payload: { external_url: youtube } },
      auth,
    );
    expect(linked.json().data).toMatchObject({ media: null, external_url: youtube });
    expect(await stored(upload.storageKey)).toBe(false);

    const second = await createCompletedUpload(t.database.db, files, user.id);
    await call({ method: 'PUT', url: `/dj/sets/${set.id}`, payload: { upload_id: second.id } }, auth);
    expect(
      await failure({ method: 'PUT', url: `/dj/sets/${set.id}`, payload: { upload_id: null } }, auth),
    ).toMatchObject({ status: 400 });
    const cleared = await call(
      { method: 'PUT', url: `/dj/sets/${set.id}`, payload: { upload_id: null, external_url: youtube } },
      auth,
    );
    expect(cleared.json().data.media).toBeNull();
    expect(await stored(second.storageKey)).toBe(false);
  });

  it('refuses an upload that is another DJ’s, unfinished, rejected, or of the wrong kind', async () => {
    const { user } = await createDj(t.database.db);
    const other = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const files = t.app.services.files;
    const post = (payload: object) => failure({ method: 'POST', url: '/dj/sets', payload }, auth);
    const base = { ...audioSet, external_url: null };
    const foreign = await createCompletedUpload(t.database.db, files, other.user.id);
    expect(await post({ ...base, upload_id: foreign.id })).toEqual({
      status: 404,
      error: MEDIA_UPLOAD_MESSAGES.notFound,
    });
    const running = await createCompletedUpload(t.database.db, files, user.id, { status: 'uploading' });
    expect(await post({ ...base, upload_id: running.id })).toEqual({
      status: 409,
      error: MEDIA_UPLOAD_MESSAGES.notFinished,
    });
    const rejected = await createCompletedUpload(t.database.db, files, user.id, { status: 'rejected' });
    expect(await post({ ...base, upload_id: rejected.id })).toEqual({
      status: 422,
      error: MEDIA_UPLOAD_MESSAGES.contentRejected,
    });
    const audio = await createCompletedUpload(t.database.db, files, user.id);
    expect(await post({ ...base, set_type: 'video', upload_id: audio.id })).toEqual({
      status: 422,
      error: DJ_SET_MESSAGES.videoFileInvalid,
    });
    const video = await createCompletedUpload(t.database.db, files, user.id, {
      bytes: mp4Bytes(),
      mimeType: 'video/mp4',
      extension: 'mp4',
    });
    await expectRefusals(post, [
      [{ ...base, upload_id: video.id }, 422, DJ_SET_MESSAGES.audioFileInvalid],
      [{ ...audioSet, upload_id: audio.id }, 422, DJ_SET_MESSAGES.urlWithMedia],
    ]);
    const ok = await call(
      { method: 'POST', url: '/dj/sets', payload: { ...base, set_type: 'video', upload_id: video.id } },
      auth,
    );
    expect(ok.json().data.media.mime_type).toBe('video/mp4');
    // An audio set turned into a video set must bring a video.
    const audioSetRow = (
      await call({ method: 'POST', url: '/dj/sets', payload: { ...base, upload_id: audio.id } }, auth)
    ).json().data;
    expect(
      await failure(
        { method: 'PUT', url: `/dj/sets/${audioSetRow.id}`, payload: { set_type: 'video' } },
        auth,
      ),
    ).toEqual({ status: 422, error: DJ_SET_MESSAGES.videoFileInvalid });
  });
});

describe('storage', () => {
  it('counts set media and uploads that are running or not yet used, against 10 GB', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const files = t.app.services.files;
    await createDjSet(t.database.db, user.id, { mediaKey: 'media/x.mp3', mediaSizeBytes: 1000 });
    await createCompletedUpload(t.database.db, files, user.id, { bytes: wavBytes(2000), extension: 'wav' });
    await createCompletedUpload(t.database.db, files, user.id, { bytes: wavBytes(300), status: 'uploading' });
    await createCompletedUpload(t.database.db, files, user.id, {
      bytes: wavBytes(50_000),
      status: 'rejected',
    });
    const storage = (await call({ method: 'GET', url: '/dj/storage' }, auth)).json().data;
    expect(storage).toEqual({
      used_bytes: 3300,
      limit_bytes: DJ_STORAGE_LIMIT_BYTES,
      free_bytes: DJ_STORAGE_LIMIT_BYTES - 3300,
    });
  });
});

describe('public pages that show sets', () => {
  it('every change is seen at once on the home player and the DJ’s public page', async () => {
    const { user, profile } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const home = async () =>
      (await t.app.inject({ url: '/api/v14/public-dj-sets.php?limit=50' })).json().data as Array<{
        title: string;
      }>;
    const page = async () =>
      (await t.app.inject({ url: `/api/v14/dj-public-page.php?slug=${profile.slug}` })).json().data
        .sets as Array<{
        title: string;
      }>;
    expect(await page()).toEqual([]);
    await home();
    const created = await call(
      { method: 'POST', url: '/dj/sets', payload: { ...audioSet, title: 'Fresh' } },
      auth,
    );
    const set = created.json().data;
    expect((await home()).map((s) => s.title)).toContain('Fresh');
    expect((await page()).map((s) => s.title)).toEqual(['Fresh']);
    await call({ method: 'PUT', url: `/dj/sets/${set.id}`, payload: { title: 'Fresher' } }, auth);
    expect((await home()).map((s) => s.title)).toContain('Fresher');
    expect((await page()).map((s) => s.title)).toEqual(['Fresher']);
    await call({ method: 'PUT', url: `/dj/sets/${set.id}`, payload: { is_public: false } }, auth);
    expect((await home()).map((s) => s.title)).not.toContain('Fresher');
    expect(await page()).toEqual([]);
    await call({ method: 'DELETE', url: `/dj/sets/${set.id}` }, auth);
    expect(await page()).toEqual([]);
  });
});

describe('the public DJ page', () => {
  it('shows a public set’s media file and tracks, and nothing of a private set', async () => {
    const { user, profile } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const upload = await createCompletedUpload(t.database.db, t.app.services.files, user.id, {
      name: 'Live.mp3',
    });
    await call(
      { method: 'POST', url: '/dj/sets', payload: { ...audioSet, external_url: null, upload_id: upload.id } },
      auth,
    );
    await call(
      { method: 'POST', url: '/dj/sets', payload: { ...audioSet, title: 'Hidden', is_public: false } },
      auth,
    );
    const sets = (await t.app.inject({ url: `/api/v14/dj-public-page.php?slug=${profile.slug}` })).json().data
      .sets;
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({
      media: { url: `/uploads/${upload.storageKey}`, mime_type: 'audio/mpeg', original_name: 'Live.mp3' },
      tracks: [
        { artist: 'Daft Punk', title: 'One More Time', start: null },
        { artist: 'Moodymann', title: 'Shades of Jae', start: null },
      ],
    });
  });
});
