import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_GENRES_MESSAGE } from '@cuepoint/domain/catalog/genre-list';
import { UNKNOWN_GENRE_MESSAGE } from '@cuepoint/domain/catalog/genres';
import { DJ_PROFILE_MESSAGES } from '@cuepoint/domain/djs/profile-rules';
import { SIGN_IN_REQUIRED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { useTestApp } from '../../../test/use-test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj, createDjSet, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';

const t = useTestApp();
const signIn = (userId: number) => bearerFor(t.database, userId);

async function signedInDj(overrides: Parameters<typeof createDj>[1] = {}) {
  const dj = await createDj(t.database.db, overrides);
  return { ...dj, headers: await signIn(dj.user.id) };
}

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
const send = (call: Call, headers: Record<string, string> = {}) =>
  t.app.inject({ method: call.method, url: `/api/v14${call.url}`, payload: call.payload, headers });

const rowOf = async (userId: number) =>
  (await t.database.db.select().from(djProfiles).where(eq(djProfiles.userId, userId)))[0]!;

const PRIVATE_CALLS: Call[] = [
  { method: 'GET', url: '/dj-profile.php' },
  { method: 'POST', url: '/dj-profile.php', payload: { bio: 'Changed' } },
  { method: 'GET', url: '/dj/profile' },
  { method: 'PUT', url: '/dj/profile', payload: { bio: 'Changed' } },
  { method: 'GET', url: '/dj/stats' },
];

describe('authorization of the DJ profile calls', () => {
  it.each(PRIVATE_CALLS)(
    '$method $url: 401 for a visitor, 403 for a venue and an enthusiast',
    async (call) => {
      const visitor = await send(call);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ success: false, error: SIGN_IN_REQUIRED });
      for (const other of [await createVenue(t.database.db), await createEnthusiast(t.database.db)]) {
        const answer = await send(call, await signIn(other.user.id));
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ success: false, error: WRONG_ACCOUNT_TYPE });
      }
    },
  );

  it('refuses a bad body from a visitor with 401, not 400 (the session is checked first)', async () => {
    const answer = await send({ method: 'PUT', url: '/dj/profile', payload: { genres: 'x' } });
    expect(answer.statusCode).toBe(401);
  });

  it("another DJ reads and changes only their own profile, never this DJ's", async () => {
    const owner = await signedInDj({ profile: { bio: 'Owner bio', websiteUrl: 'https://owner.example' } });
    const other = await signedInDj();
    const read = await send({ method: 'GET', url: '/dj/profile' }, other.headers);
    expect(read.json().data.user_id).toBe(other.user.id);
    expect(read.json().data.bio).not.toBe('Owner bio');
    await send({ method: 'PUT', url: '/dj/profile', payload: { bio: 'Hijacked' } }, other.headers);
    expect((await rowOf(owner.user.id)).bio).toBe('Owner bio');
    expect((await rowOf(other.user.id)).bio).toBe('Hijacked');
  });

  it('answers private calls with no-store', async () => {
    const dj = await signedInDj();
    const answer = await send({ method: 'GET', url: '/dj/profile' }, dj.headers);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /dj/profile and /dj-profile.php', () => {
  it('answers every profile field, money in whole units, with the defaults of a new profile', async () => {
    const dj = await signedInDj({
      user: { city: 'Berlin', country: 'DE' },
      profile: {
        socialLinks: { mixcloud: 'https://www.mixcloud.com/djx/', soundcloud: 'x', twitch: 'javascript:x' },
      },
    });
    const answer = await send({ method: 'GET', url: '/dj/profile' }, dj.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: {
        user_id: dj.user.id,
        stage_name: dj.profile.stageName,
        slug: dj.profile.slug,
        profile_url: `/${dj.profile.slug}`,
        bio: '',
        website_url: null,
        hourly_rate_min: 80,
        currency: 'USD',
        genres: ['House', 'Techno'],
        social_links: { mixcloud: 'https://www.mixcloud.com/djx/' },
        profile_image_url: null,
        banner_image_url: null,
        accepts_in_person: true,
        accepts_co_streaming: false,
        accepts_remote_venues: false,
        accepts_remote_private: false,
        current_location: { city: 'Berlin', country: 'DE', availability_type: 'home_base' },
        default_payment_terms: '50_50',
        default_cancellation_notice_hours: 72,
        updated_at: expect.any(String),
        can_request_feature: true,
        feature_request_status: null,
      },
    });
    const legacy = await send({ method: 'GET', url: '/dj-profile.php' }, dj.headers);
    expect(legacy.json().data).toEqual(answer.json().data);
    expect(legacy.json().profile).toEqual(answer.json().data);
  });

  it('answers 404 with a message when the DJ account has no profile row', async () => {
    const dj = await signedInDj();
    await t.database.db.delete(djProfiles).where(eq(djProfiles.userId, dj.user.id));
    const answer = await send({ method: 'GET', url: '/dj/profile' }, dj.headers);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, error: DJ_PROFILE_MESSAGES.profileMissing });
  });
});

describe('PUT /dj/profile', () => {
  it('changes any of the fields and keeps the others; the rate is stored in minor units', async () => {
    const dj = await signedInDj({ profile: { bio: 'Kept', genres: ['Techno'] } });
    const answer = await send(
      {
        method: 'PUT',
        url: '/dj/profile',
        payload: {
          website_url: 'djx.example',
          hourly_rate_min: 150.5,
          currency: 'GBP',
          acceptsRemoteVenues: true,
          accepts_co_streaming: true,
          social_links: {
            instagram: '@djx',
            twitch: { username: 'djx' },
            facebook: { url: 'https://facebook.com/djx' },
          },
          current_location: { city: 'Lisbon', country: 'PT', availability_type: 'touring' },
        },
      },
      dj.headers,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      bio: 'Kept',
      genres: ['Techno'],
      website_url: 'https://djx.example',
      hourly_rate_min: 150.5,
      currency: 'GBP',
      accepts_remote_venues: true,
      accepts_co_streaming: true,
      accepts_in_person: true,
      social_links: {
        instagram: 'https://www.instagram.com/djx/',
        twitch: 'https://www.twitch.tv/djx',
        facebook: 'https://facebook.com/djx',
      },
      current_location: { city: 'Lisbon', country: 'PT', availability_type: 'touring' },
    });
    const row = await rowOf(dj.user.id);
    expect(row.hourlyRateMinMinor).toBe(15050);
    expect(row.currentCity).toBe('Lisbon');
    expect(row.socialLinks).toEqual(answer.json().data.social_links);
  });

  it('applies every rule with its message, as 400 and never 500, changing nothing', async () => {
    const dj = await signedInDj({ profile: { genres: ['Techno'] } });
    const refusals: [object, string][] = [
      [{ genres: ['Techno', 'House', 'Trance', 'EDM', 'Disco'] }, MAX_GENRES_MESSAGE],
      [{ genres: ['Techno', 'techno'] }, 'Each genre can only be chosen once'],
      [{ genres: ['Polka'] }, UNKNOWN_GENRE_MESSAGE],
      [{ social_links: { website: 'javascript:alert(1)' } }, DJ_PROFILE_MESSAGES.socialLinkInvalid],
      [{ social_links: { instagram: 'two words' } }, DJ_PROFILE_MESSAGES.socialLinkInvalid],
      [{ website_url: 'ftp://djx.example' }, DJ_PROFILE_MESSAGES.websiteInvalid],
      [{ bio: 'nul\u0000byte' }, 'Bio contains characters that are not allowed'],
    ];
    for (const [payload, message] of refusals) {
      const answer = await send({ method: 'PUT', url: '/dj/profile', payload }, dj.headers);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error).toContain(message);
    }
    for (const payload of [
      { hourly_rate_min: -1 },
      { hourly_rate_min: 'lots' },
      { currency: 'JPY' },
      { current_location: { country: 'XX' } },
      { current_location: { availability_type: 'away' } },
      { accepts_in_person: 'maybe' },
      { social_links: [1, 2] },
      { genres: [{}] },
    ]) {
      const answer = await send({ method: 'PUT', url: '/dj/profile', payload }, dj.headers);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/v14/dj/profile',
      headers: { ...dj.headers, 'content-type': 'application/json' },
      payload: '{"bio":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await rowOf(dj.user.id)).genres).toEqual(['Techno']);
  });

  it('accepts 4 genres typed in any case and clears links and location with empty values', async () => {
    const dj = await signedInDj({
      profile: { socialLinks: { twitch: 'https://www.twitch.tv/old' }, currentCity: 'Rome' },
    });
    const answer = await send(
      {
        method: 'PUT',
        url: '/dj/profile',
        payload: {
          genres: ['deep house', 'Techno', 'Trance', 'EDM'],
          social_links: null,
          current_location: null,
        },
      },
      dj.headers,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.genres).toEqual(['Deep House', 'Techno', 'Trance', 'EDM']);
    expect(answer.json().data.social_links).toEqual({});
    const row = await rowOf(dj.user.id);
    expect(row.currentCity).toBeNull();
    expect(row.socialLinks).toEqual({});
  });
});

describe('POST /dj-profile.php', () => {
  it('saves the dashboard form with its current stage name and camelCase flags', async () => {
    const dj = await signedInDj();
    const answer = await send(
      {
        method: 'POST',
        url: '/dj-profile.php',
        payload: {
          stage_name: dj.profile.stageName,
          bio: 'Vinyl only.',
          genres: ['House'],
          acceptsInPerson: false,
          acceptsRemotePrivate: true,
          social_links: { mixcloud: 'djx' },
        },
      },
      dj.headers,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().profile).toEqual(answer.json().data);
    expect(answer.json().data).toMatchObject({
      bio: 'Vinyl only.',
      genres: ['House'],
      accepts_in_person: false,
      accepts_remote_private: true,
      social_links: { mixcloud: 'https://www.mixcloud.com/djx/' },
    });
  });

  it('refuses a different stage name with 422: the stage name is read-only', async () => {
    const dj = await signedInDj({ profile: { bio: 'Before' } });
    const answer = await send(
      { method: 'POST', url: '/dj-profile.php', payload: { stage_name: 'Someone Else', bio: 'After' } },
      dj.headers,
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ success: false, error: DJ_PROFILE_MESSAGES.stageNameReadOnly });
    const row = await rowOf(dj.user.id);
    expect(row.stageName).toBe(dj.profile.stageName);
    expect(row.bio).toBe('Before');
  });

  it('refuses a cross-site form post', async () => {
    const dj = await signedInDj();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v14/dj-profile.php',
      cookies: { cuepoint_session: dj.headers.authorization.slice(7) },
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'bio=x',
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('GET /dj/stats', () => {
  it("counts the DJ's own sets from the database; earnings stay 0 until bookings exist", async () => {
    const dj = await signedInDj({ profile: { bio: 'Hi', genres: ['House', 'Techno', 'Trance'] } });
    await createDjSet(t.database.db, dj.user.id, { setType: 'audio' });
    await createDjSet(t.database.db, dj.user.id, { setType: 'video', isPublic: false });
    await createDjSet(t.database.db, dj.user.id, { setType: 'tracklist' });
    const other = await createDj(t.database.db);
    await createDjSet(t.database.db, other.user.id);
    const answer = await send({ method: 'GET', url: '/dj/stats' }, dj.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      total_sets: 3,
      public_sets: 2,
      private_sets: 1,
      sets_by_type: { audio: 1, video: 1, tracklist: 1 },
      genres_count: 3,
      profile_completeness: 50,
      announced_sets: { total: 0, upcoming: 0 },
      bookings: { total: 0, completed: 0 },
      earnings: { USD: 0, EUR: 0, GBP: 0 },
      member_since: dj.user.createdAt.toISOString(),
    });
  });
});

describe('GET /dj-public-page.php', () => {
  it('shows the public profile by slug and by user id, with only the public sets', async () => {
    const dj = await createDj(t.database.db, {
      user: { city: 'Berlin', country: 'DE' },
      profile: { bio: 'Public bio', socialLinks: { instagram: 'https://www.instagram.com/djx/' } },
    });
    const shown = await createDjSet(t.database.db, dj.user.id, { title: 'Shown set' });
    await createDjSet(t.database.db, dj.user.id, { title: 'Hidden set', isPublic: false });
    const answer = await t.app.inject({ url: `/api/v14/dj-public-page.php?slug=${dj.profile.slug}` });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      user_id: dj.user.id,
      stage_name: dj.profile.stageName,
      slug: dj.profile.slug,
      bio: 'Public bio',
      genres: ['House', 'Techno'],
      location: { city: 'Berlin', country: 'DE', availability_type: 'home_base' },
      social_links: { instagram: 'https://www.instagram.com/djx/' },
      availability_periods: [],
      upcoming_event: null,
    });
    expect(data.sets.map((set: { id: number }) => set.id)).toEqual([shown.id]);
    expect(data).not.toHaveProperty('updated_at');
    const byId = await t.app.inject({ url: `/api/v14/dj-public-page.php?id=${dj.user.id}` });
    expect(byId.json().data).toEqual(data);
    const upper = await t.app.inject({
      url: `/api/v14/dj-public-page.php?slug=${dj.profile.slug.toUpperCase()}`,
    });
    expect(upper.json().data.user_id).toBe(dj.user.id);
  });

  it("shows the DJ's coming travel periods, fresh after each change", async () => {
    const dj = await signedInDj();
    const url = `/api/v14/dj-public-page.php?slug=${dj.profile.slug}`;
    expect((await t.app.inject({ url })).json().data.availability_periods).toEqual([]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v14/dj/availability',
      payload: { fromDate: '2099-03-01', toDate: '2099-03-10', country: 'PT', city: 'Lisbon' },
      headers: dj.headers,
    });
    expect(added.statusCode).toBe(201);
    const periods = (await t.app.inject({ url })).json().data.availability_periods;
    expect(periods).toMatchObject([
      { from_date: '2099-03-01', to_date: '2099-03-10', country: 'PT', city: 'Lisbon' },
    ]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v14/dj/availability/${periods[0].id}`,
      headers: dj.headers,
    });
    expect((await t.app.inject({ url })).json().data.availability_periods).toEqual([]);
  });

  it('answers 404 with the spec text for an unknown slug, id or a non-DJ account', async () => {
    const venue = await createVenue(t.database.db);
    for (const query of ['slug=nobody-here-at-all', 'id=2147483000', `id=${venue.user.id}`]) {
      const answer = await t.app.inject({ url: `/api/v14/dj-public-page.php?${query}` });
      expect(answer.statusCode, query).toBe(404);
      expect(answer.json()).toMatchObject({
        success: false,
        error: 'The requested DJ profile does not exist.',
      });
    }
  });

  it('answers 400 for a missing or malformed query', async () => {
    for (const query of ['', 'id=abc', 'slug=%00x']) {
      const answer = await t.app.inject({ url: `/api/v14/dj-public-page.php?${query}` });
      expect(answer.statusCode, query).toBe(400);
    }
  });

  it('is served from the public cache and dropped after a profile change', async () => {
    const dj = await signedInDj({ profile: { bio: 'First bio' } });
    const url = `/api/v14/dj-public-page.php?slug=${dj.profile.slug}`;
    const first = await t.app.inject({ url });
    expect(first.json().data.bio).toBe('First bio');
    // Changed behind the server's back: the cached answer is still served.
    await t.database.db
      .update(djProfiles)
      .set({ bio: 'Behind the back' })
      .where(eq(djProfiles.userId, dj.user.id));
    const cached = await t.app.inject({ url });
    expect(cached.json().data.bio).toBe('First bio');
    expect(cached.headers['etag']).toBe(first.headers['etag']);

    for (const call of [
      { method: 'PUT' as const, url: '/dj/profile', payload: { bio: 'Second bio' } },
      { method: 'POST' as const, url: '/dj-profile.php', payload: { bio: 'Third bio' } },
    ]) {
      expect((await send(call, dj.headers)).statusCode).toBe(200);
      const fresh = await t.app.inject({ url });
      expect(fresh.json().data.bio).toBe(call.payload.bio);
      expect(fresh.headers['etag']).not.toBe(first.headers['etag']);
    }
  });
});
