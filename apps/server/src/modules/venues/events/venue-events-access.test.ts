import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CROSS_SITE_REFUSED } from '@cuepoint/domain/accounts/messages';
import { SESSION_COOKIE } from '@cuepoint/domain/accounts/session-user';
import { multipartBody } from '../../media/images/image-testing.ts';
import { useClockedTestApp, apiCaller } from '../../../test/use-test-app.ts';
import { expectOwnRouteAccess, type OwnRouteCase } from '../../../test/own-route-access.ts';
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

    const routes: OwnRouteCase[] = [
      { call: { method: 'GET', url: '/venue-events.php' }, other: 200, owner: 200 },
      { call: { method: 'POST', url: '/venue-events.php', payload: event }, other: 201, owner: 201 },
      { call: { method: 'PUT', url: '/venue-events.php', payload: edit }, other: 404, owner: 200 },
      { call: { method: 'DELETE', url: `/venue-events.php?eventId=${id}` }, other: 404, owner: 200 },
    ];
    const rowOf = () => t.database.db.select().from(venueEvents).where(eq(venueEvents.id, id));
    await expectOwnRouteAccess(call, routes, {
      refused: [await signIn(fan.user.id), await signIn(dj.user.id)],
      other: await signIn(otherVenue.user.id),
      owner: ownerAuth,
      beforeOther: rowOf,
      afterOther: async (asOther, route, label, rowBefore) => {
        if (route.call.method === 'GET') {
          const ids = (asOther.json().events as Array<{ id: number }>).map((row) => row.id);
          expect(ids, label).not.toContain(id);
        }
        // The other venue's attempt changed nothing of the owner's.
        if (route.other === 404) expect(await rowOf(), label).toEqual(rowBefore);
      },
    });
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
