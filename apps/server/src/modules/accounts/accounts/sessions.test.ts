import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { sessions } from '../../../db/schema/accounts.ts';
import {
  CURRENT_PASSWORD_INCORRECT,
  EMAIL_INVALID,
  INVALID_CREDENTIALS,
  NEW_PASSWORD_SAME_AS_CURRENT,
  PASSWORD_CHANGED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  SIGN_IN_REQUIRED,
  SESSION_EXPIRED,
  SOCIAL_ONLY_ACCOUNT,
  typeMismatchMessage,
} from '@cuepoint/domain/accounts/messages';
import { hashPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';
import { insertSession } from './session-store.ts';
import { accountsContext } from './accounts-context.ts';
import { SESSION_TTL_MS } from './session-cookie.ts';
import { mailsTo, uniqueEmail } from './accounts-testing.ts';

let t: TestApp;
const clock = manualClock();
const password = 'a sound password';
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MULTIPLIER: '5' }, { clock });
  passwordHash = await hashPassword(password);
});
afterAll(() => t.close());

async function djWithPassword() {
  const email = uniqueEmail('dj');
  const { user } = await createDj(t.database.db, { user: { email, passwordHash } });
  return user;
}

const login = (body: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v14/auth/login', payload: body as object, remoteAddress });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /auth/login', () => {
  it('signs in with e-mail and password (any letter case), returning token, user and the cookie', async () => {
    const user = await djWithPassword();
    const response = await login({ email: user.email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, user: { id: user.id, user_type: 'dj', email: user.email } });
    expect(body.data.user.id).toBe(user.id);
    expect(body).not.toHaveProperty('message');
    expect(response.cookies.find((c) => c.name === 'cuepoint_session')?.value).toBe(body.token);
  });

  it('signs in as the real type with the spec message when another type was chosen', async () => {
    const user = await djWithPassword();
    const body = (await login({ email: user.email, password, user_type: 'enthusiast' })).json();
    expect(body.user.user_type).toBe('dj');
    expect(body.message).toBe(typeMismatchMessage('DJ'));
    expect(body.message).toBe("Welcome! We've signed you in as DJ based on your account type.");
  });

  it('answers the same 401 for a wrong password, an unknown address and a social-only account', async () => {
    const user = await djWithPassword();
    const { user: social } = await createEnthusiast(t.database.db, { user: { passwordHash: null } });
    for (const body of [
      { email: user.email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password },
      { email: social.email, password },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: INVALID_CREDENTIALS });
    }
  });

  it('validates the form with the spec messages', async () => {
    expect((await login({ email: 'no-at', password })).json().error).toBe(EMAIL_INVALID);
    expect((await login({ email: 'a@b.co', password: '' })).json().error).toBe(PASSWORD_REQUIRED);
    expect((await login({ email: 'a@b.co' })).statusCode).toBe(400);
    expect((await login({ email: ['a@b.co'], password })).statusCode).toBe(400);
    expect((await login({ email: 'a@b.co', password: 'x'.repeat(10_000) })).statusCode).toBe(400);
  });

  it('limits attempts per account and source, with Retry-After; other sources still sign in', async () => {
    const user = await djWithPassword();
    let limited;
    for (let i = 0; i < 60 && !limited; i += 1) {
      const response = await login({ email: user.email, password: 'wrong password' }, '198.51.100.1');
      if (response.statusCode === 429) limited = response;
      else expect(response.statusCode).toBe(401);
    }
    expect(limited).toBeDefined();
    expect(limited!.json().error).toMatch(/^Too many attempts/);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    // That source waits, even with the right password, until the window passes; the owner elsewhere does not.
    expect((await login({ email: user.email, password }, '198.51.100.1')).statusCode).toBe(429);
    expect((await login({ email: user.email, password }, '198.51.100.200')).statusCode).toBe(200);
    clock.advance(16 * 60_000);
    expect((await login({ email: user.email, password }, '198.51.100.1')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /user/profile answers 401 without a session and with a bad one', async () => {
    const none = await t.app.inject({ url: '/api/v14/user/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe(SIGN_IN_REQUIRED);
    const bad = await t.app.inject({ url: '/api/v14/user/profile', headers: bearer('not-a-token') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe(SESSION_EXPIRED);
  });

  it('GET /user/profile returns the user in data and user, with the profile fields', async () => {
    const email = uniqueEmail('dj');
    const { user } = await createDj(t.database.db, {
      user: { email, passwordHash, city: 'Berlin', country: 'DE' },
      profile: { stageName: 'Kilo', socialLinks: { mixcloud: 'https://www.mixcloud.com/kilo/' } },
    });
    const { token } = (await login({ email, password })).json();
    const response = await t.app.inject({
      url: '/api/v14/user/profile',
      cookies: { cuepoint_session: token },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // data adds the enthusiast fields and stats (modules/music/user-profile) to the session user.
    expect(body.data).toMatchObject(body.user);
    expect(body.data).toMatchObject({ city: 'Berlin', country: 'DE', favorite_genres: [], bio: '' });
    expect(body.user).toEqual({
      id: user.id,
      user_id: user.id,
      email,
      user_type: 'dj',
      display_name: user.displayName,
      email_verified: true,
      is_operator: false,
      app_id: user.appId,
      profile: {
        stage_name: 'Kilo',
        display_name: user.displayName,
        city: 'Berlin',
        country: 'DE',
        social_links: { mixcloud: 'https://www.mixcloud.com/kilo/' },
      },
    });
  });

  it('POST /auth/logout revokes the session server-side and clears the cookie', async () => {
    const user = await djWithPassword();
    const { token } = (await login({ email: user.email, password })).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/logout',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const cleared = response.cookies.find((c) => c.name === 'cuepoint_session');
    expect(cleared?.value).toBe('');
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.revokedAt).not.toBeNull();
    expect((await t.app.inject({ url: '/api/v14/user/profile', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    // Signing out twice, or without a session, is fine.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v14/auth/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
  });

  it('POST /auth/refresh rotates the token', async () => {
    const user = await djWithPassword();
    const { token } = (await login({ email: user.email, password })).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/refresh',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().token;
    expect(fresh).not.toBe(token);
    expect(response.json().user.id).toBe(user.id);
    expect((await t.app.inject({ url: '/api/v14/user/profile', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/v14/user/profile', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v14/auth/refresh', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    const withoutSession = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/refresh',
      payload: {},
    });
    expect(withoutSession.statusCode).toBe(401);
  });
});

describe('POST /user/change-password', () => {
  const change = (token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v14/user/change-password',
      payload: payload as object,
      headers: token ? bearer(token) : {},
    });

  it('changes the password, keeps this session, signs out the others and sends a notice', async () => {
    const user = await djWithPassword();
    const first = (await login({ email: user.email, password })).json().token;
    const second = (await login({ email: user.email, password })).json().token;
    const response = await change(first, { current_password: password, new_password: 'a brand new secret' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: PASSWORD_CHANGED });
    expect((await t.app.inject({ url: '/api/v14/user/profile', headers: bearer(first) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/v14/user/profile', headers: bearer(second) })).statusCode).toBe(
      401,
    );
    expect((await login({ email: user.email, password })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'a brand new secret' })).statusCode).toBe(200);
    await (await accountsContext(t.app)).background.idle();
    const mails = await mailsTo(t.config.outboxDir, user.email);
    expect(mails.some((mail) => mail.subject === 'Your Cuepoint password was changed')).toBe(true);
  });

  it('rejects a wrong current password, the same password, a short one and no session', async () => {
    const user = await djWithPassword();
    const token = (await login({ email: user.email, password })).json().token;
    expect(
      (await change(token, { current_password: 'nope nope', new_password: 'another secret' })).json().error,
    ).toBe(CURRENT_PASSWORD_INCORRECT);
    expect((await change(token, { current_password: password, new_password: password })).json().error).toBe(
      NEW_PASSWORD_SAME_AS_CURRENT,
    );
    expect((await change(token, { currentPassword: password, newPassword: 'short' })).json().error).toBe(
      PASSWORD_TOO_SHORT,
    );
    expect((await change(token, {})).statusCode).toBe(400);
    expect(
      (await change(undefined, { current_password: password, new_password: 'another secret' })).statusCode,
    ).toBe(401);
  });

  it('tells a social-only account to set a password through the reset link', async () => {
    const { user } = await createVenue(t.database.db, { user: { passwordHash: null } });
    // Social sign-in leaves a session but no password.
    const token = newToken();
    const now = clock.now();
    await insertSession(t.database.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    const response = await change(token, { current_password: 'anything', new_password: 'a new secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(SOCIAL_ONLY_ACCOUNT);
  });
});
