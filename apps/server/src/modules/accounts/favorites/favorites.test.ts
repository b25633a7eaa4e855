import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAVORITE_MESSAGES, MAX_FAVORITE_DJS } from '@cuepoint/domain/favorites/favorites';
import { useClockedTestApp, apiCaller, type ApiCall } from '../../../test/use-test-app.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { favoriteDjs } from '../../../db/schema/venues.ts';

const { t, signIn } = useClockedTestApp(new Date('2026-07-01T10:00:00Z'));

const call = apiCaller(t);
const unique = () => Math.random().toString(36).slice(2, 8);

/** The list of a GET answer, wherever the route puts it. */
const listOf = (body: { data: Array<Record<string, unknown>> }) => body.data;

describe('authorization of every favorites call', () => {
  it('venue and enthusiast DJ lists: visitor 401, other types 403, another owner never sees or removes the list', async () => {
    const venue = await createVenue(t.database.db);
    const otherVenue = await createVenue(t.database.db);
    const fan = await createEnthusiast(t.database.db);
    const otherFan = await createEnthusiast(t.database.db);
    const dj = await createDj(t.database.db);
    const name = `Owner Pick ${unique()}`;
    const cases = [
      { url: '/venue/favorite-djs', owner: venue.user.id, other: otherVenue.user.id, wrong: [fan, dj] },
      {
        url: '/enthusiast-favorite-djs.php',
        owner: fan.user.id,
        other: otherFan.user.id,
        wrong: [venue, dj],
      },
    ];
    for (const route of cases) {
      const ownerAuth = await signIn(route.owner);
      const otherAuth = await signIn(route.other);
      const added = await call({ method: 'POST', url: route.url, payload: { dj_name: name } }, ownerAuth);
      expect(added.statusCode, route.url).toBe(201);
      const calls: ApiCall[] = [
        { method: 'GET', url: route.url },
        { method: 'POST', url: route.url, payload: { dj_name: `Another ${unique()}` } },
        { method: 'DELETE', url: route.url, payload: { dj_name: name } },
      ];
      for (const request of calls) {
        const label = `${request.method} ${route.url}`;
        const visitor = await call(request);
        expect(visitor.statusCode, label).toBe(401);
        expect(visitor.json().success, label).toBe(false);
        for (const wrong of route.wrong) {
          const refused = await call(request, await signIn(wrong.user.id));
          expect(refused.statusCode, label).toBe(403);
          expect(refused.json().data, label).toBeUndefined();
        }
        const asOther = await call(request, otherAuth);
        if (request.method === 'GET') {
          expect(asOther.statusCode, label).toBe(200);
          expect(
            listOf(asOther.json()).map((row) => row['dj_name']),
            label,
          ).not.toContain(name);
        } else if (request.method === 'DELETE') {
          expect(asOther.statusCode, label).toBe(404);
        } else {
          expect(asOther.statusCode, label).toBe(201);
        }
        const asOwner = await call(request, ownerAuth);
        expect(asOwner.statusCode, label).toBe(request.method === 'POST' ? 201 : 200);
        expect(asOwner.json().success, label).toBe(true);
        expect(asOwner.headers['cache-control'], label).toBe('no-store');
      }
    }
  });

  it('favorite artists: any signed-in account keeps its own list, a visitor gets 401', async () => {
    const venue = await createVenue(t.database.db);
    const fan = await createEnthusiast(t.database.db);
    const otherFan = await createEnthusiast(t.database.db);
    const dj = await createDj(t.database.db);
    const url = '/user-favorite-artists.php';
    const artist = `Artist ${unique()}`;
    const fanAuth = await signIn(fan.user.id);
    expect((await call({ method: 'POST', url, payload: { artist_name: artist } }, fanAuth)).statusCode).toBe(
      201,
    );
    for (const request of [
      { method: 'GET', url },
      { method: 'POST', url, payload: { artist_name: artist } },
      { method: 'DELETE', url, payload: { artist_name: artist } },
    ] satisfies ApiCall[]) {
      expect((await call(request)).statusCode, request.method).toBe(401);
    }
    for (const other of [venue, otherFan, dj]) {
      const auth = await signIn(other.user.id);
      const listed = (await call({ method: 'GET', url }, auth)).json();
      expect(listed.favorite_artists).toEqual([]);
      expect((await call({ method: 'DELETE', url, payload: { artist_name: artist } }, auth)).statusCode).toBe(
        404,
      );
      // Another account may keep the same name in its own list.
      expect((await call({ method: 'POST', url, payload: { artist_name: artist } }, auth)).statusCode).toBe(
        201,
      );
    }
    const own = (await call({ method: 'GET', url }, fanAuth)).json();
    expect(own.favorite_artists).toEqual([artist]);
    expect(own.data.map((row: { artist_name: string }) => row.artist_name)).toEqual([artist]);
  });
});

describe('favorite DJs', () => {
  it('adds, lists (at the top level too) and removes; linked to a DJ whose stage name matches in any case', async () => {
    const stageName = `Kilo ${unique()}`;
    const { user: djUser, profile } = await createDj(t.database.db, { profile: { stageName } });
    const { user } = await createEnthusiast(t.database.db);
    const auth = await signIn(user.id);
    const url = '/enthusiast-favorite-djs.php';
    const added = await call(
      { method: 'POST', url, payload: { dj_name: `  ${stageName.toUpperCase()}  ` } },
      auth,
    );
    expect(added.statusCode).toBe(201);
    const favorite = added.json().data;
    expect(favorite).toEqual({
      id: favorite.id,
      dj_name: stageName.toUpperCase(),
      dj_user_id: djUser.id,
      dj_slug: profile.slug,
    });
    const unknown = await call({ method: 'POST', url, payload: { dj_name: 'Someone   Not Here' } }, auth);
    expect(unknown.json().data).toMatchObject({
      dj_name: 'Someone Not Here',
      dj_user_id: null,
      dj_slug: null,
    });

    const listed = (await call({ method: 'GET', url }, auth)).json();
    expect(listed.favorite_djs).toEqual(listed.data);
    expect(listed.favorite_djs.map((row: { dj_name: string }) => row.dj_name)).toEqual([
      stageName.toUpperCase(),
      'Someone Not Here',
    ]);

    const removed = await call({ method: 'DELETE', url, payload: { dj_name: 'someone not here' } }, auth);
    expect(removed.json()).toEqual({ success: true, data: { dj_name: 'Someone Not Here' } });
    const again = await call({ method: 'DELETE', url: `${url}?dj_name=Someone%20Not%20Here` }, auth);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(FAVORITE_MESSAGES.djNotFound('Someone Not Here'));
  });

  it('refuses a duplicate in any case with 409 and a clear message', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await signIn(user.id);
    const post = (dj_name: string) =>
      call({ method: 'POST', url: '/venue/favorite-djs', payload: { dj_name } }, auth);
    expect((await post('Nova Reyes')).statusCode).toBe(201);
    const duplicate = await post(' nova  REYES ');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      success: false,
      error: 'nova REYES is already in your favorite DJs',
    });
    expect((await call({ method: 'GET', url: '/venue/favorite-djs' }, auth)).json().data).toHaveLength(1);
  });

  it('links a favorite added before the DJ joined, once a DJ with that stage name exists', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await signIn(user.id);
    const stageName = `Later ${unique()}`;
    await call({ method: 'POST', url: '/venue/favorite-djs', payload: { dj_name: stageName } }, auth);
    expect(
      (await call({ method: 'GET', url: '/venue/favorite-djs' }, auth)).json().data[0].dj_user_id,
    ).toBeNull();
    const { user: djUser, profile } = await createDj(t.database.db, {
      profile: { stageName: stageName.toLowerCase() },
    });
    const listed = (await call({ method: 'GET', url: '/venue/favorite-djs' }, auth)).json().data;
    expect(listed[0]).toMatchObject({ dj_name: stageName, dj_user_id: djUser.id, dj_slug: profile.slug });
  });

  it('refuses a missing, blank, too long or unsafe name with a 400 and the message', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await signIn(user.id);
    const post = async (payload: unknown) => {
      const response = await call(
        { method: 'POST', url: '/venue/favorite-djs', payload: payload as object },
        auth,
      );
      return { status: response.statusCode, error: response.json().error };
    };
    expect(await post({})).toEqual({ status: 400, error: FAVORITE_MESSAGES.djNameRequired });
    expect(await post({ dj_name: '   ' })).toEqual({ status: 400, error: FAVORITE_MESSAGES.djNameRequired });
    expect(await post({ dj_name: 42 })).toEqual({ status: 400, error: FAVORITE_MESSAGES.djNameRequired });
    expect(await post({ dj_name: 'x'.repeat(101) })).toEqual({
      status: 400,
      error: 'DJ name must be at most 100 characters',
    });
    expect(await post({ dj_name: 'Nul\u0000l' })).toEqual({
      status: 400,
      error: 'DJ name contains characters that are not allowed',
    });
    const noName = await call({ method: 'DELETE', url: '/venue/favorite-djs' }, auth);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe(FAVORITE_MESSAGES.djNameRequired);
  });

  it(`keeps at most ${MAX_FAVORITE_DJS} favorite DJs`, async () => {
    const { user } = await createVenue(t.database.db);
    await t.database.db
      .insert(favoriteDjs)
      .values(Array.from({ length: MAX_FAVORITE_DJS }, (_, i) => ({ userId: user.id, djName: `DJ ${i}` })));
    const over = await call(
      { method: 'POST', url: '/venue/favorite-djs', payload: { dj_name: 'One More' } },
      await signIn(user.id),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe(FAVORITE_MESSAGES.tooManyDjs);
    const rows = await t.database.db.select().from(favoriteDjs).where(eq(favoriteDjs.userId, user.id));
    expect(rows).toHaveLength(MAX_FAVORITE_DJS);
  });
});

describe('favorite artists', () => {
  it('adds, lists, refuses a duplicate in any case and removes by name', async () => {
    const { user } = await createEnthusiast(t.database.db);
    const auth = await signIn(user.id);
    const url = '/user-favorite-artists.php';
    const added = await call({ method: 'POST', url, payload: { artist_name: ' Peggy  Gou ' } }, auth);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({ id: added.json().data.id, artist_name: 'Peggy Gou', dj_slug: null });
    const duplicate = await call({ method: 'POST', url, payload: { artist_name: 'PEGGY GOU' } }, auth);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(FAVORITE_MESSAGES.artistDuplicate('PEGGY GOU'));
    expect((await call({ method: 'POST', url, payload: {} }, auth)).json().error).toBe(
      FAVORITE_MESSAGES.artistNameRequired,
    );
    const listed = (await call({ method: 'GET', url }, auth)).json();
    expect(listed).toEqual({
      success: true,
      data: [added.json().data],
      favorite_artists: [added.json().data.artist_name],
    });
    const removed = await call({ method: 'DELETE', url, payload: { artist_name: 'peggy gou' } }, auth);
    expect(removed.json()).toEqual({ success: true, data: { artist_name: 'Peggy Gou' } });
    expect((await call({ method: 'GET', url }, auth)).json().favorite_artists).toEqual([]);
  });

  it('links an artist who is a Cuepoint DJ (the stage name in any case) to their page', async () => {
    const { profile } = await createDj(t.database.db);
    const { user } = await createEnthusiast(t.database.db);
    const auth = await signIn(user.id);
    const url = '/user-favorite-artists.php';
    const added = await call(
      { method: 'POST', url, payload: { artist_name: profile.stageName.toUpperCase() } },
      auth,
    );
    expect(added.json().data.dj_slug).toBe(profile.slug);
    const listed = (await call({ method: 'GET', url }, auth)).json();
    expect(listed.data).toEqual([expect.objectContaining({ dj_slug: profile.slug })]);
  });
});
