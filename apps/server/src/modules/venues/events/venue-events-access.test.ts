import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CROSS_SITE_REFUSED, SIGN_IN_REQUIRED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { SESSION_COOKIE } from '@cuepoint/domain/accounts/session-user';
import { multipartBody } from '../../media/images/image-testing.ts';
import { useClockedTestApp, apiCaller, type ApiCall } from '../../../test/use-test-app.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { venueEvents } from '../../../db/schema/venues.ts';

const { t, signIn } = useClockedTestApp(new Date('2026-07-01T10:00:00Z'));

const call = apiCaller(t);

const event = { title: 'Owner Night', date: '2026-09-05', time: '21:00', djName: 'Nova Reyes' };

describe('authorization of every venue event call', () => {
  it('visitor 401, enthusiast and DJ 403, another venue 404 or only its own, the owner succeeds', async () => {
    const owner = await createVenue(t.database.db);
    const otherVenue = await createVenue(t.database.db);
    const fan = await createEnthusiast(t.database.db);
    const dj = await createDj(t.database.db);
    const ownerAuth = await signIn(owner.user.id);
    const created = (
      await call({ method: 'POST', url: '/venue-events.php', payload: event }, ownerAuth)
    ).json();
    expect(created.success).toBe(true);
    const id = created.event.id as number;
    const edit = { ...event, eventId: id, title: 'Edited' };

    const routes: Array<{ call: ApiCall; otherVenue: number; owner: number }> = [
      { call: { method: 'GET', url: '/venue-events.php' }, otherVenue: 200, owner: 200 },
      { call: { method: 'POST', url: '/venue-events.php', payload: event }, otherVenue: 201, owner: 201 },
      { call: { method: 'PUT', url: '/venue-events.php', payload: edit }, otherVenue: 404, owner: 200 },
      { call: { method: 'DELETE', url: `/venue-events.php?eventId=${id}` }, otherVenue: 404, owner: 200 },
    ];
    const otherAuth = await signIn(otherVenue.user.id);
    for (const route of routes) {
      const label = `${route.call.method} ${route.call.url}`;
      const visitor = await call(route.call);
      expect([visitor.statusCode, visitor.json()], label).toMatchObject([
        401,
        { success: false, error: SIGN_IN_REQUIRED },
      ]);
      for (const user of [fan.user, dj.user]) {
        const refused = await call(route.call, await signIn(user.id));
        expect([refused.statusCode, refused.json()], label).toMatchObject([
          403,
          { success: false, error: WRONG_ACCOUNT_TYPE },
        ]);
      }
      const rowBefore = await t.database.db.select().from(venueEvents).where(eq(venueEvents.id, id));
      const asOther = await call(route.call, otherAuth);
      expect(asOther.statusCode, label).toBe(route.otherVenue);
      if (route.call.method === 'GET') {
        const ids = (asOther.json().events as Array<{ id: number }>).map((row) => row.id);
        expect(ids, label).not.toContain(id);
      }
      if (route.otherVenue === 404) {
        // The other venue's attempt changed nothing of the owner's.
        const rowAfter = await t.database.db.select().from(venueEvents).where(eq(venueEvents.id, id));
        expect(rowAfter, label).toEqual(rowBefore);
      }
      const asOwner = await call(route.call, ownerAuth);
      expect(asOwner.statusCode, label).toBe(route.owner);
      expect(asOwner.json().success, label).toBe(true);
      expect(asOwner.headers['cache-control'], label).toBe('no-store');
    }
    expect(await t.database.db.select().from(venueEvents).where(eq(venueEvents.id, id))).toEqual([]);
  });

  it('a visitor with a bad body or id still gets 401, not 400', async () => {
    expect((await call({ method: 'POST', url: '/venue-events.php', payload: {} })).statusCode).toBe(401);
    expect((await call({ method: 'DELETE', url: '/venue-events.php?eventId=abc' })).statusCode).toBe(401);
  });

  it('refuses a cookie-borne form post from another site', async () => {
    const venue = await createVenue(t.database.db);
    const { authorization } = await signIn(venue.user.id);
    const token = authorization.replace('Bearer ', '');
    const { payload, headers } = multipartBody({ ...event });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v14/venue-events.php',
      payload,
      headers: { ...headers, cookie: `${SESSION_COOKIE}=${token}`, origin: 'https://evil.example' },
    });
    expect([forged.statusCode, forged.json()]).toMatchObject([
      403,
      { success: false, error: CROSS_SITE_REFUSED },
    ]);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v14/venue-events.php',
      payload,
      headers: {
        ...headers,
        cookie: `${SESSION_COOKIE}=${token}`,
        origin: new URL(t.config.PUBLIC_URL).origin,
      },
    });
    expect(own.statusCode).toBe(201);
  });
});
