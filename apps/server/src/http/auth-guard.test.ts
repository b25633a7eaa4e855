import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createDj, createEnthusiast } from '../db/seed/factories.ts';
import { manualClock } from '../adapters/clock.ts';
import { registerErrorHandling } from './error-handler.ts';
import { EMAIL_NOT_VERIFIED } from '@cuepoint/domain/accounts/messages';
import { requireRole, requireUser, verifiedRequired } from './auth-guard.ts';
import { hashToken, newToken } from '../features/accounts/tokens.ts';
import { insertSession, revokeSession } from '../features/accounts/session-store.ts';
import { SESSION_TTL_MS } from '../features/accounts/session-cookie.ts';

let t: TestApp;
const clock = manualClock();
const guarded = Fastify();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  guarded.decorate('services', t.app.services);
  registerErrorHandling(guarded);
  await guarded.register(cookie);
  guarded.get('/me', async (request) => ({ id: (await requireUser(request)).id }));
  guarded.get('/dj-only', async (request) => ({ id: (await requireRole(request, 'dj')).id }));
  guarded.get('/verified-only', { preHandler: verifiedRequired }, async () => ({ ok: true }));
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
  });

  it('requireVerified: 401 signed out, 403 with a clear message until the address is verified', async () => {
    expect((await guarded.inject({ url: '/verified-only' })).statusCode).toBe(401);
    const { user: unverified } = await createDj(t.database.db, { user: { emailVerifiedAt: null } });
    const pending = await guarded.inject({
      url: '/verified-only',
      headers: { authorization: `Bearer ${(await sessionFor(unverified.id)).token}` },
    });
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ success: false, error: EMAIL_NOT_VERIFIED });
    const { user: verified } = await createDj(t.database.db);
    const allowed = await guarded.inject({
      url: '/verified-only',
      headers: { authorization: `Bearer ${(await sessionFor(verified.id)).token}` },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
