import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createDj, createEnthusiast } from '../db/seed/factories.ts';
import { manualClock } from '../adapters/clock.ts';
import { registerErrorHandling } from './error-handler.ts';
import { EMAIL_NOT_VERIFIED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { userOf } from './auth-guard.ts';
import { access } from './route-access.ts';
import { guardRoutes } from './route-guard.ts';
import { hashToken, newToken } from '../modules/accounts/accounts/tokens.ts';
import { insertSession, revokeSession } from '../modules/accounts/accounts/session-store.ts';
import { SESSION_TTL_MS } from '../modules/accounts/accounts/session-cookie.ts';

let t: TestApp;
const clock = manualClock();
const guarded = Fastify();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  guarded.decorate('services', t.app.services);
  registerErrorHandling(guarded);
  await guarded.register(cookie);
  guardRoutes(guarded);
  guarded.get('/me', { config: { access: access.self() } }, async (request) => ({ id: userOf(request).id }));
  guarded.get('/dj-only', { config: { access: access.owner('booking', ['dj']) } }, async (request) => ({
    id: userOf(request).id,
  }));
  guarded.get('/verified-only', { config: { access: access.self().verified() } }, async () => ({ ok: true }));
  guarded.get(
    '/refusing',
    { config: { access: access.self('dj').refusing('Only DJs here.') } },
    async () => ({
      ok: true,
    }),
  );
  guarded.get('/operators', { config: { access: access.operator() } }, async () => ({ ok: true }));
  guarded.get('/open', { config: { access: access.public() } }, async (request) => ({
    asked: (() => {
      try {
        return userOf(request).id;
      } catch {
        return 'no signed-in access declared';
      }
    })(),
  }));
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

async function sessionFor(userId: number) {
  const token = newToken();
  const now = clock.now();
  const session = await insertSession(t.database.db, {
    tokenHash: hashToken(token),
    userId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, session };
}

describe('auth guard', () => {
  it('accepts a bearer token and the session cookie', async () => {
    const { user } = await createDj(t.database.db);
    const { token } = await sessionFor(user.id);
    const bearer = await guarded.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(bearer.json()).toEqual({ id: user.id });
    const viaCookie = await guarded.inject({ url: '/me', cookies: { cuepoint_session: token } });
    expect(viaCookie.json()).toEqual({ id: user.id });
  });

  it('answers 401 without a session and for an unknown, revoked or expired one', async () => {
    expect((await guarded.inject({ url: '/me' })).statusCode).toBe(401);
    expect(
      (await guarded.inject({ url: '/me', headers: { authorization: `Bearer ${newToken()}` } })).statusCode,
    ).toBe(401);
    const { user } = await createDj(t.database.db);
    const revoked = await sessionFor(user.id);
    await revokeSession(t.database.db, revoked.session.id, clock.now());
    expect(
      (await guarded.inject({ url: '/me', headers: { authorization: `Bearer ${revoked.token}` } }))
        .statusCode,
    ).toBe(401);
    const expiring = await sessionFor(user.id);
    clock.advance(SESSION_TTL_MS + 1000);
    const response = await guarded.inject({
      url: '/me',
      headers: { authorization: `Bearer ${expiring.token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Your session has expired. Please sign in again.');
  });

  it('answers 403 for another account type', async () => {
    const { user } = await createEnthusiast(t.database.db);
    const { token } = await sessionFor(user.id);
    const response = await guarded.inject({ url: '/dj-only', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: WRONG_ACCOUNT_TYPE });
  });

  it('answers with the route’s own words when its declaration says them', async () => {
    const visitor = await guarded.inject({ url: '/refusing' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, error: 'Only DJs here.' });
    const { user } = await createEnthusiast(t.database.db);
    const { token } = await sessionFor(user.id);
    const fan = await guarded.inject({ url: '/refusing', headers: { authorization: `Bearer ${token}` } });
    expect(fan.statusCode).toBe(403);
    expect(fan.json()).toMatchObject({ success: false, error: 'Only DJs here.' });
  });

  it('lets only operators through an operator route', async () => {
    expect((await guarded.inject({ url: '/operators' })).statusCode).toBe(401);
    const { user } = await createDj(t.database.db);
    const response = await guarded.inject({
      url: '/operators',
      headers: { authorization: `Bearer ${(await sessionFor(user.id)).token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('admits nobody on a public route, so its handler cannot read a user it never checked', async () => {
    const { user } = await createDj(t.database.db);
    const response = await guarded.inject({
      url: '/open',
      headers: { authorization: `Bearer ${(await sessionFor(user.id)).token}` },
    });
    expect(response.json()).toEqual({ asked: 'no signed-in access declared' });
  });

  it('a verified-address declaration: 401 signed out, 403 with a clear message until the address is verified', async () => {
    expect((await guarded.inject({ url: '/verified-only' })).statusCode).toBe(401);
    const { user: unverified } = await createDj(t.database.db, { user: { emailVerifiedAt: null } });
    const pending = await guarded.inject({
      url: '/verified-only',
      headers: { authorization: `Bearer ${(await sessionFor(unverified.id)).token}` },
    });
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ success: false, error: EMAIL_NOT_VERIFIED });
    const unverifiedMe = await guarded.inject({
      url: '/me',
      headers: { authorization: `Bearer ${(await sessionFor(unverified.id)).token}` },
    });
    expect(unverifiedMe.statusCode, 'a route that does not ask for a verified address').toBe(200);
    const { user: verified } = await createDj(t.database.db);
    const allowed = await guarded.inject({
      url: '/verified-only',
      headers: { authorization: `Bearer ${(await sessionFor(verified.id)).token}` },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
