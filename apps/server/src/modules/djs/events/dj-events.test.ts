import { UNKNOWN_GENRE_MESSAGE } from '@cuepoint/domain/catalog/genres';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CROSS_SITE_REFUSED } from '@cuepoint/domain/accounts/messages';
import { ANNOUNCED_SET_MESSAGES } from '@cuepoint/domain/djs/announced-set-rules';
import { MAX_GENRES_MESSAGE } from '@cuepoint/domain/catalog/genre-list';
import { useClockedTestApp, apiCaller } from '../../../test/use-test-app.ts';
import { expectOwnRouteAccess, type OwnRouteCase } from '../../../test/own-route-access.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { djEvents } from '../../../db/schema/dj-events.ts';

const START = new Date('2026-11-22T12:00:30Z');
const { t, clock, signIn } = useClockedTestApp(START);

const hoursAhead = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000).toISOString();

const call = apiCaller(t);

/** A DJ who accepts remote venues (only they may announce), signed in. */
async function announcingDj(overrides: Parameters<typeof createDj>[1] = {}) {
  const dj = await createDj(t.database.db, {
    ...overrides,
    profile: { acceptsRemoteVenues: true, ...overrides.profile },
  });
  return { ...dj, headers: await signIn(dj.user.id) };
}

const body = (overrides: object = {}) => ({
  title: 'Friday Stream',
  description: 'Deep cuts',
  start_time: hoursAhead(24),
  duration_minutes: 90,
  event_type: 'dj_set',
  is_co_streaming_available: true,
  genres: ['Techno', 'Minimal'],
  notes: 'Camera on',
  ...overrides,
});

const announce = (headers: Record<string, string>, payload: object = body()) =>
  call({ method: 'POST', url: '/events', payload }, headers);

const rowsOf = (userId: number) => t.database.db.select().from(djEvents).where(eq(djEvents.djUserId, userId));

describe('authorization of every announced-set call', () => {
  it('visitor 401, venue and enthusiast 403, another DJ 404 or only their own, the owner succeeds', async () => {
    const owner = await announcingDj();
    const other = await announcingDj();
    const venue = await createVenue(t.database.db);
    const fan = await createEnthusiast(t.database.db);
    const created = (await announce(owner.headers)).json();
    expect(created.success).toBe(true);

    const routes: OwnRouteCase[] = [
      { call: { method: 'POST', url: '/events', payload: body() }, other: 201, owner: 201 },
      { call: { method: 'GET', url: '/events/dj' }, other: 200, owner: 200 },
      { call: { method: 'DELETE', url: `/events/dj/${created.data.id}` }, other: 404, owner: 200 },
    ];
    await expectOwnRouteAccess(call, routes, {
      refused: [await signIn(venue.user.id), await signIn(fan.user.id)],
      other: other.headers,
      owner: owner.headers,
      afterOther: async (asOther, route, label) => {
        if (route.call.method === 'GET') {
          const ids = asOther.json().data.events.map((event: { id: number }) => event.id);
          expect(ids, label).not.toContain(created.data.id);
        }
        if (route.call.method === 'DELETE') {
          expect(asOther.json(), label).toMatchObject({
            success: false,
            error: ANNOUNCED_SET_MESSAGES.notFound,
          });
          expect(await rowsOf(owner.user.id), label).toHaveLength(2);
        }
      },
    });
    const left = (await rowsOf(owner.user.id)).map((row) => row.id);
    expect(left).not.toContain(created.data.id);
  });

  it('a visitor with a bad body or id gets 401, not 400', async () => {
    expect((await call({ method: 'POST', url: '/events', payload: {} })).statusCode).toBe(401);
    expect((await call({ method: 'DELETE', url: '/events/dj/abc' })).statusCode).toBe(401);
  });

  it('refuses a cross-site form post', async () => {
    const dj = await announcingDj();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v14/events',
      cookies: { cuepoint_session: dj.headers.authorization.slice(7) },
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=x',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe(CROSS_SITE_REFUSED);
    expect(await rowsOf(dj.user.id)).toEqual([]);
  });
});

describe('POST /events', () => {
  it('announces the set as sent and answers it', async () => {
    const dj = await announcingDj();
    const start = '2026-11-25T21:00:00+00:00';
    const answer = await announce(dj.headers, body({ start_time: start, genres: ['deep house', 'Techno'] }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        title: 'Friday Stream',
        description: 'Deep cuts',
        start_time: '2026-11-25T21:00:00.000Z',
        duration_minutes: 90,
        event_type: 'dj_set',
        is_co_streaming_available: true,
        genres: ['Deep House', 'Techno'],
        notes: 'Camera on',
        status: 'active',
        created_at: START.toISOString(),
      },
    });
    const [row] = await rowsOf(dj.user.id);
    expect(row).toMatchObject({
      id: answer.json().data.id,
      startTime: new Date('2026-11-25T21:00:00Z'),
      durationMinutes: 90,
      status: 'active',
    });
  });

  it("fills the modal's defaults: '{stage name} Live Set', 60 minutes, co-streaming on", async () => {
    const dj = await announcingDj({ profile: { stageName: 'Nova Test' } });
    const answer = await announce(dj.headers, { start_time: hoursAhead(24), genres: ['House'] });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({
      title: 'Nova Test Live Set',
      description: '',
      duration_minutes: 60,
      event_type: 'dj_set',
      is_co_streaming_available: true,
      notes: '',
    });
    const blank = await announce(dj.headers, { title: '   ', start_time: hoursAhead(30), genres: ['House'] });
    expect(blank.json().data.title).toBe('Nova Test Live Set');
  });

  it('accepts every duration of the spec and a start in the current minute', async () => {
    const dj = await announcingDj();
    for (const duration of [30, 45, 60, 90, 120, 150, 180, 240]) {
      const answer = await announce(dj.headers, body({ duration_minutes: duration }));
      expect(answer.statusCode, String(duration)).toBe(201);
    }
    const thisMinute = await announce(dj.headers, body({ start_time: '2026-11-22T12:00:00Z' }));
    expect(thisMinute.statusCode).toBe(201);
  });

  it('applies every rule with its message, storing nothing', async () => {
    const dj = await announcingDj();
    const cases: Array<[object, number, string]> = [
      [body({ start_time: undefined }), 400, 'Please select a start date and time'],
      [body({ start_time: '' }), 400, 'Please select a start date and time'],
      [body({ start_time: '2026-11-30T21:00' }), 400, ANNOUNCED_SET_MESSAGES.startInvalid],
      [body({ genres: undefined }), 400, 'Please select at least one genre'],
      [body({ genres: [] }), 400, 'Please select at least one genre'],
      [body({ genres: ['Techno', 'House', 'Disco', 'Minimal', 'Trance'] }), 400, MAX_GENRES_MESSAGE],
      [body({ genres: ['Techno', 'Polka'] }), 400, UNKNOWN_GENRE_MESSAGE],
      [body({ duration_minutes: 75 }), 400, ANNOUNCED_SET_MESSAGES.durationInvalid],
      [body({ event_type: 'concert' }), 400, 'The event type must be dj_set'],
      [body({ title: 'x'.repeat(101) }), 400, 'Title must be at most 100 characters'],
      [body({ start_time: '2026-11-22T11:59:00Z' }), 422, 'The start time cannot be in the past'],
      [body({ start_time: hoursAhead(-48) }), 422, 'The start time cannot be in the past'],
      [body({ start_time: hoursAhead(24 * 366) }), 422, ANNOUNCED_SET_MESSAGES.startTooFar],
    ];
    expect(MAX_GENRES_MESSAGE).toBe('You can select a maximum of 4 genres');
    for (const [payload, status, message] of cases) {
      const answer = await announce(dj.headers, payload);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json(), message).toMatchObject({ success: false, error: message });
    }
    expect(await rowsOf(dj.user.id)).toEqual([]);
  });

  it('refuses a DJ who does not accept remote venues with 422, as the dashboard hides the modal for them', async () => {
    const dj = await announcingDj({ profile: { acceptsRemoteVenues: false } });
    const answer = await announce(dj.headers);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      success: false,
      error: ANNOUNCED_SET_MESSAGES.remoteVenuesRequired,
    });
    expect(await rowsOf(dj.user.id)).toEqual([]);
  });

  it('keeps at most 20 coming sets; ended ones do not count', async () => {
    const dj = await announcingDj();
    await t.database.db.insert(djEvents).values(
      Array.from({ length: 20 }, (_, i) => ({
        djUserId: dj.user.id,
        title: `Set ${i}`,
        startTime: new Date(START.getTime() + (i + 1) * 3_600_000),
        durationMinutes: 60,
      })),
    );
    const refused = await announce(dj.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, error: ANNOUNCED_SET_MESSAGES.tooMany });
    clock.advance(2 * 3_600_000);
    try {
      // The first set has ended: there is room again.
      expect((await announce(await signIn(dj.user.id))).statusCode).toBe(201);
    } finally {
      clock.set(START);
    }
  });
});

describe('GET /events/dj and DELETE /events/dj/{id}', () => {
  it('lists coming sets soonest first, then ended ones latest first', async () => {
    const dj = await announcingDj();
    const ids: Record<string, number> = {};
    for (const [name, hours] of [
      ['later', 72],
      ['soon', 2],
      ['middle', 24],
    ] as const) {
      ids[name] = (
        await announce(dj.headers, body({ title: name, start_time: hoursAhead(hours) }))
      ).json().data.id;
    }
    const listed = async () =>
      (await call({ method: 'GET', url: '/events/dj' }, await signIn(dj.user.id)))
        .json()
        .data.events.map((event: { title: string }) => event.title);
    expect(await listed()).toEqual(['soon', 'middle', 'later']);

    // 26 hours on: "soon" and "middle" (90 minutes long) have ended, "middle" most recently.
    clock.advance(26 * 3_600_000);
    try {
      expect(await listed()).toEqual(['later', 'middle', 'soon']);
    } finally {
      clock.set(START);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const dj = await announcingDj();
    const unknown = await call({ method: 'DELETE', url: '/events/dj/2147483000' }, dj.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: ANNOUNCED_SET_MESSAGES.notFound });
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const bad = await call({ method: 'DELETE', url: `/events/dj/${id}` }, dj.headers);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().error, id).toContain('id must be a whole number');
    }
  });

  it('lets a DJ who stopped accepting remote venues still see and remove their sets', async () => {
    const dj = await announcingDj();
    const id = (await announce(dj.headers)).json().data.id;
    await t.app.inject({
      method: 'PUT',
      url: '/api/v14/dj/profile',
      payload: { accepts_remote_venues: false },
      headers: dj.headers,
    });
    const listed = await call({ method: 'GET', url: '/events/dj' }, dj.headers);
    expect(listed.json().data.events.map((event: { id: number }) => event.id)).toEqual([id]);
    expect((await call({ method: 'DELETE', url: `/events/dj/${id}` }, dj.headers)).json()).toEqual({
      success: true,
      data: { id },
    });
  });
});

describe('the upcoming set on the public DJ page', () => {
  it('shows the next set that has not ended, where the DJ currently is, fresh after each change', async () => {
    const dj = await announcingDj({
      user: { city: 'Berlin', country: 'DE' },
      profile: { currentCity: 'Lisbon', currentCountry: 'PT' },
    });
    const url = `/api/v14/dj-public-page.php?slug=${dj.profile.slug}`;
    const page = async () => (await t.app.inject({ url })).json().data.upcoming_event;
    expect(await page()).toBeNull();

    const later = (
      await announce(dj.headers, body({ title: 'Later', start_time: '2026-11-30T23:30:00-02:00' }))
    ).json().data;
    // The cached answer was dropped by the announcement.
    expect(await page()).toEqual({
      title: 'Later',
      event_date: '2026-12-01',
      start_time: '2026-12-01T01:30:00.000Z',
      venue_city: 'Lisbon',
      venue_country: 'PT',
    });
    const soon = (
      await announce(dj.headers, body({ title: 'Soon', start_time: hoursAhead(1), duration_minutes: 30 }))
    ).json().data;
    expect((await page()).title).toBe('Soon');

    // Playing now still counts; once it has ended (and the cache's 30 s have passed) the next one shows.
    clock.advance(80 * 60_000);
    try {
      expect((await page()).title).toBe('Soon');
      clock.advance(20 * 60_000);
      expect((await page()).title).toBe('Later');
    } finally {
      clock.set(START);
    }
    await call({ method: 'DELETE', url: `/events/dj/${soon.id}` }, dj.headers);
    expect((await page()).title).toBe('Later');
    await call({ method: 'DELETE', url: `/events/dj/${later.id}` }, dj.headers);
    expect(await page()).toBeNull();
  });

  it("falls back to the account's city and country when the DJ set no current location", async () => {
    const dj = await announcingDj({ user: { city: 'Accra', country: 'GH' } });
    await announce(dj.headers);
    const answer = await t.app.inject({ url: `/api/v14/dj-public-page.php?id=${dj.user.id}` });
    expect(answer.json().data.upcoming_event).toMatchObject({ venue_city: 'Accra', venue_country: 'GH' });
  });

  it('never shows another DJ’s set', async () => {
    const dj = await announcingDj();
    const other = await announcingDj();
    await announce(other.headers);
    const answer = await t.app.inject({ url: `/api/v14/dj-public-page.php?id=${dj.user.id}` });
    expect(answer.json().data.upcoming_event).toBeNull();
  });
});

describe('GET /dj/stats', () => {
  it('counts the announced sets, and those that have not ended', async () => {
    const dj = await announcingDj();
    await announce(dj.headers, body({ start_time: hoursAhead(1), duration_minutes: 30 }));
    await announce(dj.headers, body({ start_time: hoursAhead(48) }));
    const stats = async () =>
      (await call({ method: 'GET', url: '/dj/stats' }, await signIn(dj.user.id))).json().data;
    expect((await stats()).announced_sets).toEqual({ total: 2, upcoming: 2 });
    clock.advance(2 * 3_600_000);
    try {
      expect((await stats()).announced_sets).toEqual({ total: 2, upcoming: 1 });
      expect((await stats()).bookings).toEqual({ total: 0, completed: 0 });
    } finally {
      clock.set(START);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the announced-set and featuring calls', async () => {
    const response = await t.app.inject({ url: '/api/v14/docs' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v14/events',
        '/api/v14/events/dj',
        '/api/v14/events/dj/{id}',
        '/api/v14/dj/request-feature',
      ]),
    );
    const body = paths['/api/v14/events'].post.requestBody.content['application/json'].schema;
    expect(body.properties).toHaveProperty('start_time');
    expect(body.properties).toHaveProperty('duration_minutes');
  });
});
