import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDataDir, openTestAppOnDataDir, type TestApp, type TestDataDir } from './test-app.ts';
import { bearerFor } from './bearer-session.ts';
import { recordingJobQueue } from './recording-jobs.ts';
import { createDj, createEnthusiast, createVenue } from '../db/seed/factories.ts';
import { manualClock } from '../adapters/clock.ts';
import { multipartBody, photo, type FormFile } from '../modules/media/images/image-testing.ts';
import { mp3Bytes } from '../modules/djs/sets/media-testing.ts';
import { HOUR_MS } from '@cuepoint/domain/time/durations';

/**
 * What DJs, venues and enthusiasts keep is kept across a restart: each journey goes through the API of an app on a
 * DATA_DIR with the embedded database on disk (a database of its own when the suite runs on PostgreSQL), the app and
 * its database are closed, and a new app opened on the same DATA_DIR answers everything as before, its uploaded files
 * included.
 */

const NOW = new Date('2027-03-06T18:00:00Z');
const clock = manualClock(NOW);
const jobs = recordingJobQueue();
let dataDir: TestDataDir;
let t: TestApp;

const open = () => openTestAppOnDataDir(dataDir, {}, { clock, jobs });
/** Closes the app and its database, then opens a new app on the same DATA_DIR. */
async function restart() {
  await t.close();
  t = await open();
}

beforeAll(async () => {
  dataDir = await createTestDataDir();
  t = await open();
});
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const signIn = (userId: number) => bearerFor(t.database, userId, clock.now());
const call = (method: Method, url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url: `/api/v14${url}`, payload, headers: auth });
/** A call that must succeed; answers its body. */
async function ok(method: Method, url: string, auth: Auth, payload?: object) {
  const answer = await call(method, url, auth, payload);
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer.json();
}
const multipart = async (
  method: Method,
  url: string,
  auth: Auth,
  fields: Record<string, string>,
  file: FormFile,
) => {
  const { payload, headers } = multipartBody(fields, [file]);
  const answer = await t.app.inject({
    method,
    url: `/api/v14${url}`,
    payload,
    headers: { ...headers, ...auth },
  });
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer.json();
};
const jpegFile = async (name: string, width: number, height: number): Promise<FormFile> => ({
  name,
  filename: `${name}.jpg`,
  contentType: 'image/jpeg',
  bytes: await photo(width, height).jpeg({ quality: 85 }).toBuffer(),
});
/** A served file's bytes, as a visitor gets them (no session). */
async function served(url: string) {
  const answer = await t.app.inject({ url });
  expect(answer.statusCode, url).toBe(200);
  return { type: answer.headers['content-type'], bytes: answer.rawPayload };
}

/** Sends `bytes` through the resumable upload (tus) in two pieces, as a client resuming would; answers its id. */
async function tusUpload(auth: Auth, filename: string, filetype: string, bytes: Buffer) {
  const tus = { 'tus-resumable': '1.0.0', ...auth };
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v14/dj/uploads',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${b64(filename)},filetype ${b64(filetype)}`,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  const id = location.slice(location.lastIndexOf('/') + 1);
  const half = Math.floor(bytes.length / 2);
  for (const [offset, piece] of [
    [0, bytes.subarray(0, half)],
    [half, bytes.subarray(half)],
  ] as const) {
    const sent = await t.app.inject({
      method: 'PATCH',
      url: `/api/v14/dj/uploads/${id}`,
      headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      payload: piece,
    });
    expect(sent.statusCode, sent.body).toBe(204);
  }
  return id;
}

describe('a DJ’s dashboard across a restart', () => {
  it('keeps the profile, images, sets with their uploaded file, hours, travel, announced set and featuring', async () => {
    const { user, profile } = await createDj(t.database.db, {
      user: { city: 'Berlin', country: 'DE', timezone: 'Europe/Berlin' },
    });
    const auth = await signIn(user.id);

    await ok('PUT', '/dj/profile', auth, {
      bio: 'Warehouse techno since 2009',
      website_url: 'restart-dj.example',
      hourly_rate_min: 120.5,
      currency: 'EUR',
      genres: ['Techno', 'Minimal', 'Deep House'],
      social_links: { instagram: '@restartdj', mixcloud: 'https://www.mixcloud.com/restartdj/' },
      current_location: { city: 'Lisbon', country: 'PT', availability_type: 'touring' },
      acceptsRemoteVenues: true,
      accepts_co_streaming: true,
    });
    const avatar = await multipart(
      'POST',
      '/upload-image.php',
      auth,
      { usage_type: 'profile' },
      await jpegFile('image', 600, 600),
    );
    const banner = await multipart(
      'POST',
      '/upload-image.php',
      auth,
      { usage_type: 'banner' },
      await jpegFile('image', 1600, 500),
    );

    const audioBytes = mp3Bytes(96_000);
    const uploadId = await tusUpload(auth, 'Closing Set.mp3', 'audio/mpeg', audioBytes);
    const audio = await ok('POST', '/dj/sets', auth, {
      title: 'Closing Set',
      set_type: 'audio',
      tracklist: 'Daft Punk - One More Time\nMoodymann - Shades of Jae',
      upload_id: uploadId,
    });
    const video = await ok('POST', '/dj/sets', auth, {
      title: 'Rooftop Video',
      set_type: 'video',
      external_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      tracklist: 'Peggy Gou - Starry Night',
    });
    const tracklist = await ok('POST', '/dj/sets', auth, {
      title: 'Crate Notes',
      set_type: 'tracklist',
      tracklist: 'Artist,Track,StartTime\nFloorplan,Never Grow Old,00:00\nDJ Koze,Pick Up,05:30',
      tracklist_filename: 'crate.csv',
      is_public: false,
    });
    await ok('POST', '/dj/performance-hours', auth, {
      day: 'Saturday',
      startTime: '22:00',
      endTime: '02:00',
      timezone: 'Europe/Berlin',
    });
    await ok('POST', '/dj/availability', auth, {
      fromDate: '2027-04-01',
      toDate: '2027-04-10',
      country: 'PT',
      city: 'Lisbon',
    });
    const announced = await ok('POST', '/events', auth, {
      title: 'Friday Stream',
      description: 'Deep cuts',
      start_time: new Date(NOW.getTime() + 48 * HOUR_MS).toISOString(),
      duration_minutes: 90,
      event_type: 'dj_set',
      genres: ['Techno'],
    });
    const featuring = await ok('POST', '/dj/request-feature', auth);

    const reads = [
      '/dj/profile',
      '/dj/sets',
      '/dj/performance-hours',
      '/dj/availability',
      '/events/dj',
      '/dj/stats',
    ];
    const publicPage = `/dj-public-page.php?slug=${profile.slug}`;
    const before = new Map<string, unknown>();
    for (const url of [...reads, publicPage]) before.set(url, await ok('GET', url, auth));
    const files = [avatar.data.url, banner.data.url, `/uploads/media/${uploadId}`] as string[];
    const bytesBefore = await Promise.all(files.map(served));

    await restart();

    // The session is kept too: the same bearer token still signs the DJ in.
    for (const url of reads) expect(await ok('GET', url, auth), url).toEqual(before.get(url));
    const page = await ok('GET', publicPage, {});
    expect(page).toEqual(before.get(publicPage));

    const own = (await ok('GET', '/dj/profile', auth)).data;
    expect(own).toMatchObject({
      bio: 'Warehouse techno since 2009',
      website_url: 'https://restart-dj.example',
      hourly_rate_min: 120.5,
      currency: 'EUR',
      genres: ['Techno', 'Minimal', 'Deep House'],
      social_links: { instagram: 'https://www.instagram.com/restartdj/' },
      current_location: { city: 'Lisbon', country: 'PT', availability_type: 'touring' },
      accepts_remote_venues: true,
      accepts_co_streaming: true,
      profile_image_url: avatar.data.url,
      banner_image_url: banner.data.url,
      can_request_feature: false,
      feature_request_status: { status: 'featured', featured_until: featuring.data.featured_until },
    });
    const sets = (await ok('GET', '/dj/sets', auth)).data as Array<{ id: number; set_type: string }>;
    expect(sets.map((set) => [set.id, set.set_type]).sort()).toEqual(
      [
        [audio.data.id, 'audio'],
        [video.data.id, 'video'],
        [tracklist.data.id, 'tracklist'],
      ].sort(),
    );
    expect(sets.find((set) => set.id === audio.data.id)).toMatchObject({
      media: { url: `/uploads/media/${uploadId}`, mime_type: 'audio/mpeg', size_bytes: audioBytes.length },
      tracks: [
        { artist: 'Daft Punk', title: 'One More Time' },
        { artist: 'Moodymann', title: 'Shades of Jae' },
      ],
    });
    expect((await ok('GET', '/dj/performance-hours', auth)).data).toMatchObject([
      { day_of_week: 'saturday', start_time: '22:00', end_time: '02:00', timezone: 'Europe/Berlin' },
    ]);
    expect((await ok('GET', '/events/dj', auth)).data.events).toMatchObject([{ id: announced.data.id }]);

    // The public page shows it all, and the files it names are still served, byte for byte.
    expect(page.data).toMatchObject({
      profile_image_url: avatar.data.url,
      banner_image_url: banner.data.url,
      bio: 'Warehouse techno since 2009',
      availability_periods: [{ from_date: '2027-04-01', to_date: '2027-04-10', city: 'Lisbon' }],
      upcoming_event: { title: 'Friday Stream' },
    });
    expect(page.data.sets.map((set: { id: number }) => set.id).sort()).toEqual(
      [audio.data.id, video.data.id].sort(),
    );
    expect(page.data.sets.find((set: { id: number }) => set.id === audio.data.id).media.url).toBe(files[2]);
    expect(await Promise.all(files.map(served))).toEqual(bytesBefore);
    expect(bytesBefore[2]!.bytes.equals(audioBytes)).toBe(true);

    // Still featured: the home player plays the DJ's set first.
    const home = await ok('GET', '/public-dj-sets.php?limit=12', {});
    expect(home.data[0].id).toBe(video.data.id);
  });
});

describe('a venue’s dashboard across a restart', () => {
  it('keeps the profile, opening hours, banner, events with their flyer, an approved co-stream and favorites', async () => {
    const host = await createVenue(t.database.db, { user: { city: 'Berlin', country: 'DE' } });
    const receiver = await createVenue(t.database.db, { user: { city: 'Hamburg', country: 'DE' } });
    const favorite = await createDj(t.database.db);
    const auth = await signIn(host.user.id);
    const receiverAuth = await signIn(receiver.user.id);

    await ok('PUT', '/venue/profile', auth, {
      venue_profile: {
        venue_name: 'Spree Hall',
        venue_type: 'club',
        capacity: 650,
        address: 'Köpenicker Str. 70',
        description: 'Concrete, sound and a river view',
      },
      hourly_budget_min: 90,
      hourly_budget_max: 300,
      opening_hours: {
        friday: { open: '22:00', close: '06:00' },
        sunday: { closed: true },
      },
    });
    const banner = await multipart(
      'PUT',
      '/venue/banner',
      auth,
      {},
      await jpegFile('banner_image', 1600, 500),
    );

    const flyered = await multipart(
      'POST',
      '/venue-events.php',
      auth,
      {
        title: 'Poster Night',
        date: '2027-04-17',
        time: '21:30',
        djName: 'Nova Reyes',
        coStream: 'true',
        isRemote: 'false',
        duration: '3:00',
        ticketUrl: 'https://tickets.example.com/poster-night',
        ticketPrice: '12.00',
        coStreamDJs: JSON.stringify([{ djName: 'Nova Reyes', startTime: '21:30', duration: '1:30' }]),
        destinations: JSON.stringify([{ venue_user_id: receiver.user.id, price: 24.5 }]),
      },
      await jpegFile('flyer_image', 800, 1200),
    );
    const event = flyered.event;
    const plain = {
      title: 'Sunday Session',
      date: '2027-04-18',
      time: '16:00',
      djName: 'Kai Lindqvist',
      duration: '4:00',
      coStream: false,
      isRemote: false,
    };
    const edited = (await ok('POST', '/venue-events.php', auth, plain)).event;
    await ok('PUT', '/venue-events.php', auth, {
      ...plain,
      eventId: edited.id,
      title: 'Sunday Session (Extended)',
    });
    const dropped = (await ok('POST', '/venue-events.php', auth, { ...plain, title: 'Cancelled' })).event;
    await ok('DELETE', `/venue-events.php?eventId=${dropped.id}`, auth);

    const destination = event.co_stream_destinations[0].id as number;
    await ok('POST', `/venue/co-stream-destinations/${destination}/approve`, receiverAuth);
    await ok('POST', '/venue/favorite-djs', auth, { dj_name: favorite.profile.stageName });
    await ok('POST', '/venue/favorite-djs', auth, { dj_name: 'Someone Not On Cuepoint' });

    const reads: Array<[string, Auth]> = [
      ['/venue/profile', auth],
      ['/venue-events.php', auth],
      ['/venue/favorite-djs', auth],
      ['/venue/co-stream-opportunities', receiverAuth],
    ];
    const before = await Promise.all(reads.map(([url, as]) => ok('GET', url, as)));
    const files = [banner.data.url, event.flyer_image] as string[];
    const bytesBefore = await Promise.all(files.map(served));

    await restart();

    for (const [index, [url, as]] of reads.entries())
      expect(await ok('GET', url, as), url).toEqual(before[index]);
    const saved = await ok('GET', '/venue/profile', auth);
    expect(saved.venue_profile).toMatchObject({
      venue_name: 'Spree Hall',
      capacity: 650,
      address: 'Köpenicker Str. 70',
      description: 'Concrete, sound and a river view',
      hourly_budget_min: 90,
      hourly_budget_max: 300,
      banner_image_url: banner.data.url,
    });
    expect(saved.opening_hours.friday).toEqual({ open: '22:00', close: '06:00', closed: false });
    expect(saved.opening_hours.sunday.closed).toBe(true);
    expect(saved.favorite_djs.map((row: { dj_name: string }) => row.dj_name).sort()).toEqual(
      [favorite.profile.stageName, 'Someone Not On Cuepoint'].sort(),
    );

    const events = (await ok('GET', '/venue-events.php', auth)).events;
    expect(events.map((row: { id: number; title: string }) => [row.id, row.title])).toEqual([
      [event.id, 'Poster Night'],
      [edited.id, 'Sunday Session (Extended)'],
    ]);
    expect(events[0]).toMatchObject({
      flyer_image: event.flyer_image,
      co_stream_enabled: true,
      ticket_price: 12,
      co_stream_destinations: [{ venue_user_id: receiver.user.id, status: 'approved', price: 24.5 }],
    });
    const offered = (await ok('GET', '/venue/co-stream-opportunities', receiverAuth)).data;
    expect(offered).toMatchObject([{ id: destination, status: 'approved', event: { id: event.id } }]);
    expect(await Promise.all(files.map(served))).toEqual(bytesBefore);
    expect(bytesBefore.map((file) => file.type)).toEqual(['image/webp', 'image/webp']);
  });
});

describe('an enthusiast’s dashboard across a restart', () => {
  it('keeps the settings and the favorite DJs and artists', async () => {
    const { user } = await createEnthusiast(t.database.db, { user: { city: 'Hamburg', country: 'DE' } });
    const auth = await signIn(user.id);
    await ok('PUT', '/user/profile', auth, {
      display_name: 'Restart Fan',
      city: 'Berlin',
      country: 'DE',
      favorite_genres: ['Techno', 'Disco'],
      bio: 'Out every weekend',
    });
    await ok('POST', '/enthusiast-favorite-djs.php', auth, { dj_name: 'Nova Reyes' });
    await ok('POST', '/user-favorite-artists.php', auth, { artist_name: 'Peggy Gou' });
    const reads = ['/user/profile', '/enthusiast-favorite-djs.php', '/user-favorite-artists.php'];
    const before = await Promise.all(reads.map((url) => ok('GET', url, auth)));

    await restart();

    for (const [index, url] of reads.entries())
      expect(await ok('GET', url, auth), url).toEqual(before[index]);
    expect((await ok('GET', '/user/profile', auth)).data).toMatchObject({
      display_name: 'Restart Fan',
      city: 'Berlin',
      country: 'DE',
      favorite_genres: ['Techno', 'Disco'],
      bio: 'Out every weekend',
      stats: { favorite_djs: 1 },
    });
    expect(JSON.stringify(await ok('GET', '/enthusiast-favorite-djs.php', auth))).toContain('Nova Reyes');
    expect(JSON.stringify(await ok('GET', '/user-favorite-artists.php', auth))).toContain('Peggy Gou');
  });
});
