import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { USER_PROFILE_MESSAGES } from '@cuepoint/domain/enthusiasts/user-profile';
import { useClockedTestApp } from '../../../test/use-test-app.ts';
import {
  createDj,
  createEnthusiast,
  createFavoriteDj,
  createVenue,
  createVenueEvent,
} from '../../../db/seed/factories.ts';
import { users } from '../../../db/schema/users.ts';
import { enthusiastProfiles } from '../../../db/schema/profiles.ts';

const NOW = new Date('2026-07-01T10:00:00Z');
const { t, clock, signIn } = useClockedTestApp(NOW);

const get = async (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/v14/user/profile', headers });
const put = async (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/v14/user/profile', payload: payload as object, headers });
const unique = () => Math.random().toString(36).slice(2, 8);

describe('authorization of /user/profile', () => {
  it('GET: a visitor 401, every signed-in user their own; PUT: only the enthusiast, for themself', async () => {
    const fan = await createEnthusiast(t.database.db, { user: { displayName: 'Fan One' } });
    const otherFan = await createEnthusiast(t.database.db, { user: { displayName: 'Fan Two' } });
    const venue = await createVenue(t.database.db);
    const dj = await createDj(t.database.db);
    expect((await get({})).statusCode).toBe(401);
    expect((await put({ bio: 'x' }, {})).statusCode).toBe(401);
    expect((await put([1], {})).statusCode).toBe(401);
    for (const account of [fan, otherFan, venue, dj]) {
      const answer = await get(await signIn(account.user.id));
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.id).toBe(account.user.id);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    for (const wrong of [venue, dj]) {
      const refused = await put({ bio: 'Not mine' }, await signIn(wrong.user.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().data).toBeUndefined();
    }
    const saved = await put({ bio: 'Changed by the other fan' }, await signIn(otherFan.user.id));
    expect(saved.json().data).toMatchObject({ id: otherFan.user.id, bio: 'Changed by the other fan' });
    expect((await get(await signIn(fan.user.id))).json().data.bio).toBe('');
    expect((await put({ bio: 'Mine' }, await signIn(fan.user.id))).json().data.bio).toBe('Mine');
  });
});

describe('GET /user/profile', () => {
  it("answers the session user, the enthusiast's fields and stats from real data", async () => {
    // A city of this test's own: events other tests add elsewhere never count here.
    const city = `Berlin ${unique()}`;
    const { user } = await createEnthusiast(t.database.db, { user: { city, country: 'DE' } });
    await t.database.db
      .update(enthusiastProfiles)
      .set({ favoriteGenres: ['Techno', 'House'], bio: 'Out every weekend' })
      .where(eq(enthusiastProfiles.userId, user.id));
    await createFavoriteDj(t.database.db, user.id);
    await createFavoriteDj(t.database.db, user.id);
    const venue = await createVenue(t.database.db, { user: { city, country: 'DE' } });
    const coming = () => ({
      eventDate: '2026-07-10',
      eventTime: '22:00',
      city: `${city.toLowerCase()} `,
      country: 'DE',
    });
    await createVenueEvent(t.database.db, venue.user.id, coming());
    await createVenueEvent(t.database.db, venue.user.id, { ...coming(), country: null });
    // Not counted: past, private, another city, another country's Berlin.
    await createVenueEvent(t.database.db, venue.user.id, { ...coming(), eventDate: '2026-06-30' });
    await createVenueEvent(t.database.db, venue.user.id, { ...coming(), isPublic: false });
    await createVenueEvent(t.database.db, venue.user.id, { ...coming(), city: 'Hamburg' });
    await createVenueEvent(t.database.db, venue.user.id, { ...coming(), country: 'US' });

    const body = (await get(await signIn(user.id))).json();
    expect(body.data).toEqual({
      ...body.user,
      city,
      country: 'DE',
      favorite_genres: ['Techno', 'House'],
      bio: 'Out every weekend',
      stats: { events_attended: 0, favorite_djs: 2, requests_made: 0, upcoming_events: 2 },
    });
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      user_type: 'enthusiast',
      app_id: user.appId,
    });
    expect(body.user.stats).toBeUndefined();

    clock.set(new Date('2026-07-11T00:00:00Z'));
    try {
      expect((await get(await signIn(user.id))).json().data.stats.upcoming_events).toBe(0);
    } finally {
      clock.set(NOW);
    }
  });

  it('gives no upcoming events without a city, and empty enthusiast fields to other account types', async () => {
    const { user } = await createEnthusiast(t.database.db, { user: { city: null, country: 'DE' } });
    expect((await get(await signIn(user.id))).json().data.stats.upcoming_events).toBe(0);
    const { user: djUser } = await createDj(t.database.db);
    expect((await get(await signIn(djUser.id))).json().data).toMatchObject({
      user_type: 'dj',
      favorite_genres: [],
      bio: '',
    });
  });
});

describe('PUT /user/profile', () => {
  it('saves the enthusiast fields, keeps what is left out, and clears city and country on request', async () => {
    const { user } = await createEnthusiast(t.database.db, { user: { city: 'Berlin', country: 'DE' } });
    const auth = await signIn(user.id);
    const name = `Mia ${unique()}`;
    const saved = await put(
      {
        display_name: ` ${name} `,
        city: 'Lisbon',
        country: 'pt',
        favorite_genres: ['deep house', 'Techno'],
        bio: 'Hi',
      },
      auth,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      display_name: name,
      city: 'Lisbon',
      country: 'PT',
      favorite_genres: ['Deep House', 'Techno'],
      bio: 'Hi',
    });
    expect(saved.json().user.display_name).toBe(name);
    // Kept across requests; the email may be sent back unchanged, in any case.
    const again = await put({ bio: 'Still here', email: user.email.toUpperCase() }, auth);
    expect(again.json().data).toMatchObject({
      city: 'Lisbon',
      favorite_genres: ['Deep House', 'Techno'],
      bio: 'Still here',
    });
    const cleared = (await put({ city: '', country: null }, auth)).json().data;
    expect(cleared).toMatchObject({ city: null, country: null, display_name: name });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ displayName: name, city: null, country: null, email: user.email });
  });

  it('refuses a change of email with a clear message, and other bad input with a 400', async () => {
    const { user } = await createEnthusiast(t.database.db);
    const auth = await signIn(user.id);
    const email = await put({ email: 'someone-else@example.test', bio: 'Not saved' }, auth);
    expect(email.statusCode).toBe(422);
    expect(email.json()).toMatchObject({ success: false, error: USER_PROFILE_MESSAGES.emailReadOnly });
    const error = async (payload: unknown) => {
      const response = await put(payload, auth);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json().error;
    };
    expect(await error({ display_name: '' })).toBe(USER_PROFILE_MESSAGES.displayNameRequired);
    expect(await error({ country: 'Atlantis' })).toBe('Please select a country from the list');
    expect(await error({ favorite_genres: Array.from({ length: 11 }, (_, i) => `G${i}`) })).toBe(
      USER_PROFILE_MESSAGES.tooManyGenres,
    );
    expect(await error({ bio: 'x'.repeat(5001) })).toBe('Bio must be at most 5000 characters');
    expect(await error({ city: 'Ber\u0007lin' })).toBe('City contains characters that are not allowed');
    expect((await get(auth)).json().data.bio).toBe('');
  });

  it('creates the enthusiast profile when the account has none yet', async () => {
    const { user } = await createEnthusiast(t.database.db);
    await t.database.db.delete(enthusiastProfiles).where(eq(enthusiastProfiles.userId, user.id));
    const saved = await put({ favorite_genres: ['House'] }, await signIn(user.id));
    expect(saved.json().data.favorite_genres).toEqual(['House']);
  });
});
