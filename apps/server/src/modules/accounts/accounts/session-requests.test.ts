import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createDj } from '../../../db/seed/factories.ts';
import { CROSS_SITE_REFUSED } from '@cuepoint/domain/accounts/messages';
import { hashPassword } from './passwords.ts';
import { uniqueEmail } from './accounts-testing.ts';

/** The session check a visitor's page makes, what caches may keep, and who may sign a browser out. */

const password = 'a sound password';
const PUBLIC_URL = 'https://cuepoint.example';
const t = useTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT_MULTIPLIER: '5' });

async function signedIn() {
  const { user } = await createDj(t.database.db, {
    user: { email: uniqueEmail('dj'), passwordHash: await hashPassword(password) },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v14/auth/login',
    payload: { email: user.email, password },
  });
  return { user, response, token: response.json().token as string };
}

describe('GET /auth/session', () => {
  it('answers a visitor with 200 and no user, so a visitor page logs no error', async () => {
    const response = await t.app.inject({ url: '/api/v14/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, user: null });
  });

  it('answers a stale cookie the same way and clears the cookie', async () => {
    const response = await t.app.inject({
      url: '/api/v14/auth/session',
      cookies: { cuepoint_session: 'A'.repeat(43) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toBeNull();
    expect(response.cookies.find((c) => c.name === 'cuepoint_session')?.value).toBe('');
  });

  it('answers the signed-in user in user and data, the user GET /user/profile answers', async () => {
    const { user, token } = await signedIn();
    const response = await t.app.inject({
      url: '/api/v14/auth/session',
      cookies: { cuepoint_session: token },
    });
    expect(response.statusCode).toBe(200);
    const profile = await t.app.inject({
      url: '/api/v14/user/profile',
      cookies: { cuepoint_session: token },
    });
    // /user/profile adds the enthusiast fields and stats to its data; the session answers the user alone.
    const { user: sessionUser } = profile.json();
    expect(response.json()).toEqual({ success: true, user: sessionUser, data: sessionUser });
    expect(response.json().user.id).toBe(user.id);
  });

  it('leaves GET /user/profile as the spec has it: 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/v14/user/profile' })).statusCode).toBe(401);
  });
});

describe('Cache-Control: no-store on answers with a token or personal data', () => {
  it('sign-in, session check, profile, refresh and logout', async () => {
    const { response: login, token } = await signedIn();
    expect(login.headers['cache-control']).toBe('no-store');
    const cookies = { cuepoint_session: token };
    for (const url of ['/api/v14/auth/session', '/api/v14/user/profile']) {
      expect((await t.app.inject({ url, cookies })).headers['cache-control'], url).toBe('no-store');
    }
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const fresh = refreshed.json().token as string;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/logout',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(logout.headers['cache-control']).toBe('no-store');
  });

  it('errors of the account calls too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/login',
      payload: { email: uniqueEmail('nobody'), password },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('logout and refresh refuse what another site could send', () => {
  const post = (url: string, token: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v14${url}`,
      cookies: { cuepoint_session: token },
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  it('a body-less cross-site POST (a form or link elsewhere) gets a clear 403 and the session lives on', async () => {
    const { token } = await signedIn();
    for (const url of ['/auth/logout', '/auth/refresh']) {
      const attempts: Record<string, string>[] = [
        {},
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'https://evil.example', 'content-type': 'text/plain' },
        { origin: 'http://cuepoint.example' },
      ];
      for (const headers of attempts) {
        const response = await post(url, token, headers, headers['content-type'] ? 'x' : undefined);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toMatchObject({ success: false, error: CROSS_SITE_REFUSED });
      }
    }
    const profile = await t.app.inject({
      url: '/api/v14/user/profile',
      cookies: { cuepoint_session: token },
    });
    expect(profile.statusCode).toBe(200);
  });

  it("accepts the app's own requests: same Origin, JSON, or a bearer header", async () => {
    const sameOrigin = await signedIn();
    expect((await post('/auth/refresh', sameOrigin.token, { origin: PUBLIC_URL })).statusCode).toBe(200);

    const json = await signedIn();
    const refreshed = await post('/auth/refresh', json.token, { 'content-type': 'application/json' }, '{}');
    expect(refreshed.statusCode).toBe(200);
    const logout = await post(
      '/auth/logout',
      refreshed.json().token,
      { 'content-type': 'application/json; charset=utf-8' },
      '{}',
    );
    expect(logout.statusCode).toBe(200);

    const bearer = await signedIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/logout',
      headers: { authorization: `Bearer ${bearer.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          url: '/api/v14/user/profile',
          headers: { authorization: `Bearer ${bearer.token}` },
        })
      ).statusCode,
    ).toBe(401);
  });
});
