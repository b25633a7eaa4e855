import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj, createEnthusiast } from '../../../db/seed/factories.ts';
import { djProfiles, venueProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';
import { oauthIdentities } from '../../../db/schema/accounts.ts';
import {
  ACCOUNT_TYPE_REQUIRED,
  AUTHENTICATION_FAILED,
  EMAIL_ALREADY_REGISTERED,
  NO_AUTHENTICATION_DATA,
  OAUTH_EMAIL_MISSING,
  OAUTH_STATE_INVALID,
  PROVIDER_NOT_CONFIGURED,
  UNSUPPORTED_PROVIDER,
  typeMismatchMessage,
} from '@cuepoint/domain/accounts/messages';
import { hashPassword } from './passwords.ts';
import { uniqueEmail } from './accounts-testing.ts';

/** A real OpenID Connect provider in-process; Google and LinkedIn are pointed at it through OAUTH_ISSUER_OVERRIDE. */
const issuer = new OAuth2Server();
let t: TestApp;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on(Events.BeforeUserinfo, (response) => {
    response.body = { ...claims };
  });
  t = await createTestApp({
    OAUTH_ISSUER_OVERRIDE: issuer.issuer.url!,
    GOOGLE_CLIENT_ID: 'cuepoint-google',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    LINKEDIN_CLIENT_ID: 'cuepoint-linkedin',
    LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
  });
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
});
beforeEach(() => {
  claims = {};
});

type Cookies = Record<string, string>;

function collectCookies(response: { cookies: { name: string; value: string }[] }, jar: Cookies) {
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
}

/** The browser's trip: (store data) → /auth/{provider} → provider → /auth/callback?code&state. */
async function visitProvider(
  provider: string,
  options: { userType?: string; registration?: Record<string, unknown>; path?: string } = {},
) {
  const jar: Cookies = {};
  if (options.registration) {
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/store-registration-data',
      payload: options.registration,
    });
    expect(stored.statusCode).toBe(200);
    collectCookies(stored, jar);
  }
  const query = options.userType ? `?user_type=${options.userType}` : '';
  const start = await t.app.inject({ url: `${options.path ?? ''}/auth/${provider}${query}`, cookies: jar });
  expect(start.statusCode).toBe(302);
  collectCookies(start, jar);
  const authorize = new URL(start.headers.location as string);
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  return {
    jar,
    authorize,
    callback,
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
  };
}

const complete = (body: Record<string, unknown>, jar: Cookies) =>
  t.app.inject({ method: 'POST', url: '/api/v14/auth/oauth/callback', payload: body, cookies: jar });

describe('social sign-in against a local OpenID provider', () => {
  it('lists the configured providers only', async () => {
    const body = (await t.app.inject({ url: '/api/v14/auth/providers' })).json();
    expect(body.data.providers).toEqual(['linkedin', 'google']);
  });

  it('starts with state and PKCE at the browser path and under /api/v14', async () => {
    for (const path of ['', '/api/v14']) {
      const { authorize, callback, jar } = await visitProvider('google', { userType: 'dj', path });
      expect(authorize.origin).toBe(new URL(issuer.issuer.url!).origin);
      expect(authorize.searchParams.get('client_id')).toBe('cuepoint-google');
      expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(callback.pathname).toBe('/auth/callback');
      expect(jar['cuepoint_oauth']).toBeDefined();
    }
  });

  it('creates a new account from the stored registration data and signs it in', async () => {
    const email = uniqueEmail('social-dj');
    claims = {
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: 'Mara Lind',
      given_name: 'Mara',
      family_name: 'Lind',
    };
    const { jar, code, state } = await visitProvider('google', {
      userType: 'dj',
      registration: {
        user_type: 'dj',
        stage_name: 'Mara Beats',
        country: 'se',
        city: 'Stockholm',
        hourly_rate_min: 150,
        currency: 'EUR',
        accepts_co_streaming: true,
        mixcloud_url: 'https://www.mixcloud.com/mara/',
        preferredArtists: ['Ellen Allien', 'ellen allien'],
      },
    });
    const response = await complete({ provider: 'google', code, state }, jar);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, is_new_user: true, provider: 'google' });
    expect(body.user).toMatchObject({
      email,
      user_type: 'dj',
      email_verified: true,
      display_name: 'Mara Beats',
    });
    expect(body.user.profile).toMatchObject({ stage_name: 'Mara Beats', country: 'SE', city: 'Stockholm' });
    expect(body).not.toHaveProperty('message');
    expect(response.cookies.find((c) => c.name === 'cuepoint_session')?.value).toBe(body.token);
    const [profile] = await t.database.db
      .select()
      .from(djProfiles)
      .where(eq(djProfiles.userId, body.user.id));
    expect(profile).toMatchObject({
      hourlyRateMinMinor: 15000,
      currency: 'EUR',
      acceptsCoStreaming: true,
      preferredArtists: ['Ellen Allien'],
      socialLinks: { mixcloud: 'https://www.mixcloud.com/mara/' },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(user!.passwordHash).toBeNull();

    // Signing in again finds the account through the linked identity.
    const again = await visitProvider('google', { userType: 'dj' });
    const second = await complete({ provider: 'google', code: again.code, state: again.state }, again.jar);
    expect(second.json()).toMatchObject({ is_new_user: false, user: { id: body.user.id } });
  });

  it('answers the DJ a social sign-up began booking (book_dj_id), and none when it cannot book', async () => {
    const dj = await createDj(t.database.db);
    const signUp = async (userType: string) => {
      const email = uniqueEmail(`social-${userType}`);
      claims = { sub: `google-${email}`, email, email_verified: true, name: 'Ana Ruiz' };
      const registration =
        userType === 'dj'
          ? { user_type: 'dj', stage_name: `Ana ${email.slice(0, 12)}`, dj_id: dj.user.id }
          : { user_type: userType, country: 'ES', city: 'Madrid', dj_id: dj.user.id };
      const { jar, code, state } = await visitProvider('google', { userType, registration });
      const response = await complete({ provider: 'google', code, state }, jar);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await signUp('enthusiast')).toMatchObject({ is_new_user: true, book_dj_id: dj.user.id });
    expect(await signUp('dj')).toMatchObject({ is_new_user: true, book_dj_id: null });
  });

  it('signs in as the real type with the spec message when another type was chosen', async () => {
    const email = uniqueEmail('venue');
    claims = { sub: `li-${email}`, email, email_verified: true, name: 'Club Owner' };
    const first = await visitProvider('linkedin', {
      userType: 'venue',
      registration: { user_type: 'venue', venue_name: 'Club Nine', venue_type: 'bar', address: '9 Road' },
    });
    const created = (
      await complete({ provider: 'linkedin', code: first.code, state: first.state }, first.jar)
    ).json();
    expect(created.user.user_type).toBe('venue');
    const [venue] = await t.database.db
      .select()
      .from(venueProfiles)
      .where(eq(venueProfiles.userId, created.user.id));
    expect(venue).toMatchObject({ venueName: 'Club Nine', venueType: 'bar', address: '9 Road' });

    const wrong = await visitProvider('linkedin', { userType: 'dj' });
    const body = (
      await complete({ provider: 'linkedin', code: wrong.code, state: wrong.state }, wrong.jar)
    ).json();
    expect(body.user.user_type).toBe('venue');
    expect(body.message).toBe(typeMismatchMessage('Venue Manager'));
  });

  it('links a provider-verified address to the existing account, voiding a password set by someone else', async () => {
    const email = uniqueEmail('linked');
    const { user } = await createDj(t.database.db, {
      user: { email, passwordHash: await hashPassword('squatter password'), emailVerifiedAt: null },
    });
    claims = { sub: `g-${email}`, email, email_verified: true };
    const flow = await visitProvider('google', { userType: 'dj' });
    const body = (await complete({ code: flow.code, state: flow.state }, flow.jar)).json();
    expect(body.user.id).toBe(user.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBeNull();
    expect(row!.emailVerifiedAt).not.toBeNull();
    const links = await t.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, user.id));
    expect(links.map((link) => link.provider)).toEqual(['google']);
  });

  it('refuses to attach an unverified provider address to an existing account', async () => {
    const { user } = await createEnthusiast(t.database.db);
    claims = { sub: `g-unverified-${user.email}`, email: user.email, email_verified: false };
    const flow = await visitProvider('google', { userType: 'enthusiast' });
    const response = await complete({ code: flow.code, state: flow.state }, flow.jar);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(EMAIL_ALREADY_REGISTERED);
  });

  it('needs an address and an account type for a new account', async () => {
    claims = { sub: `no-email-${Date.now()}` };
    const noEmail = await visitProvider('google', { userType: 'dj' });
    const first = await complete({ code: noEmail.code, state: noEmail.state }, noEmail.jar);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toBe(OAUTH_EMAIL_MISSING);

    const email = uniqueEmail('typeless');
    claims = { sub: `typeless-${email}`, email, email_verified: true };
    const noType = await visitProvider('google');
    const second = await complete({ code: noType.code, state: noType.state }, noType.jar);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe(ACCOUNT_TYPE_REQUIRED);
  });

  it('accepts a state once, only in the browser that started it, and only for its provider', async () => {
    const email = uniqueEmail('state');
    claims = { sub: `state-${email}`, email, email_verified: true };

    const replay = await visitProvider('google', { userType: 'enthusiast' });
    expect((await complete({ code: replay.code, state: replay.state }, replay.jar)).statusCode).toBe(200);
    const again = await complete({ code: replay.code, state: replay.state }, replay.jar);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(OAUTH_STATE_INVALID);

    const stolen = await visitProvider('google', { userType: 'enthusiast' });
    const other = await complete(
      { code: stolen.code, state: stolen.state },
      { cuepoint_oauth: 'someone-else' },
    );
    expect(other.json().error).toBe(OAUTH_STATE_INVALID);

    const mixed = await visitProvider('google', { userType: 'enthusiast' });
    const wrongProvider = await complete(
      { provider: 'linkedin', code: mixed.code, state: mixed.state },
      mixed.jar,
    );
    expect(wrongProvider.json().error).toBe(AUTHENTICATION_FAILED);

    const unknown = await complete({ code: 'c', state: 'A'.repeat(43) }, {});
    expect(unknown.json().error).toBe(OAUTH_STATE_INVALID);
  });

  it('answers 400 "Authentication failed" when the provider rejects the code', async () => {
    claims = { sub: 'rejected', email: uniqueEmail('rejected'), email_verified: true };
    const flow = await visitProvider('google', { userType: 'dj' });
    issuer.service.once(Events.BeforeResponse, (response) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    const response = await complete({ code: flow.code, state: flow.state }, flow.jar);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AUTHENTICATION_FAILED);
  });

  it('validates the callback body', async () => {
    const missing = await complete({ provider: 'google', state: 's' }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(NO_AUTHENTICATION_DATA);
    expect((await complete({ provider: 'myspace', code: 'c', state: 's' }, {})).json().error).toBe(
      UNSUPPORTED_PROVIDER,
    );
    expect((await complete({ code: 'x'.repeat(10_000), state: 's' }, {})).statusCode).toBe(400);
  });

  it('sends an unconfigured provider back to the callback page with the reason', async () => {
    const response = await t.app.inject({ url: '/auth/facebook?user_type=dj' });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe(PROVIDER_NOT_CONFIGURED);
    expect(location.searchParams.get('provider')).toBe('facebook');
  });

  it('validates stored registration data', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/store-registration-data',
      payload: { user_type: 'dj', hourly_rate_min: 'lots' },
    });
    expect(bad.statusCode).toBe(400);
    const noType = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/store-registration-data',
      payload: {},
    });
    expect(noType.json().error).toBe(ACCOUNT_TYPE_REQUIRED);
  });

  it("stores social sign-up data only through the e-mail path's field rules (no script links, no control characters)", async () => {
    const store = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v14/auth/store-registration-data', payload });
    for (const [payload, error] of [
      [{ user_type: 'dj', mixcloud_url: 'javascript:alert(1)' }, 'Please enter a valid URL'],
      [{ user_type: 'venue', venue_url: 'javascript:alert(1)' }, 'Please enter a valid venue URL'],
      [{ user_type: 'venue', venue_email: 'nobody' }, 'Please enter a valid venue email address'],
      [{ user_type: 'dj', stage_name: 'Kai\u0007' }, 'Stage Name contains characters that are not allowed'],
    ] as const) {
      const response = await store(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error });
      expect(response.cookies.find((c) => c.name === 'cuepoint_oauth_reg')).toBeUndefined();
    }
    const fine = await store({ user_type: 'dj', mixcloud_url: 'mixcloud.com/kai', stage_name: 'Kai' });
    expect(fine.statusCode).toBe(200);
  });

  it('hands an Apple form post on to the callback page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/apple/callback',
      payload: 'code=abc&state=def',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/callback?provider=apple&code=abc&state=def');
  });
});
