import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import {
  CAPTCHA_ERROR,
  CAPTCHA_REQUIRED,
  EMAIL_ALREADY_REGISTERED,
  EMAIL_AND_PASSWORD_REQUIRED,
  MAX_PREFERRED_ARTISTS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  STAGE_NAME_REQUIRED,
  VENUE_URL_REQUIRED,
  ACCOUNT_TYPE_REQUIRED,
} from '@cuepoint/domain/accounts/messages';
import { solveAltcha, uniqueEmail } from './accounts-testing.ts';

const t = useTestApp({ ALTCHA_MAX_NUMBER: '20' });

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v14/auth/register', payload: payload as object, headers });

const enthusiast = (email: string, captcha: string) => ({
  user_type: 'enthusiast',
  email,
  password: 'long enough password',
  country: 'FR',
  city: 'Paris',
  recaptcha_token: captcha,
});

describe('POST /auth/register: bad input', () => {
  it.each([
    [
      { user_type: 'dj', country: 'DE', email: 'a@b.co', password: 'long enough', recaptcha_token: 'x' },
      STAGE_NAME_REQUIRED,
    ],
    [
      {
        user_type: 'enthusiast',
        country: 'FR',
        city: 'Paris',
        password: 'long enough',
        recaptcha_token: 'x',
      },
      EMAIL_AND_PASSWORD_REQUIRED,
    ],
    [
      {
        user_type: 'enthusiast',
        country: 'FR',
        city: 'Paris',
        email: 'a@b.co',
        password: 'short',
        recaptcha_token: 'x',
      },
      PASSWORD_TOO_SHORT,
    ],
    [
      {
        user_type: 'enthusiast',
        country: 'FR',
        city: 'Paris',
        email: 'a@b.co',
        password: 'x'.repeat(129),
        recaptcha_token: 'x',
      },
      PASSWORD_TOO_LONG,
    ],
    [
      {
        user_type: 'enthusiast',
        country: 'FR',
        city: 'Paris',
        email: 'a@b.co',
        password: 'long enough',
        confirm_password: 'other',
        recaptcha_token: 'x',
      },
      PASSWORDS_DO_NOT_MATCH,
    ],
    [
      { user_type: 'enthusiast', country: 'FR', city: 'Paris', email: 'a@b.co', password: 'long enough' },
      CAPTCHA_REQUIRED,
    ],
    [
      {
        user_type: 'venue',
        venue_name: 'V',
        country: 'FR',
        city: 'Paris',
        address: '1 rue',
        venue_type: 'bar',
        venue_email: 'v@v.co',
        email: 'a@b.co',
        password: 'long enough',
        recaptcha_token: 'x',
      },
      VENUE_URL_REQUIRED,
    ],
    [
      {
        user_type: 'enthusiast',
        country: 'FR',
        city: 'Paris',
        email: 'a@b.co',
        password: 'long enough',
        recaptcha_token: 'x',
        preferred_artists: Array.from({ length: 11 }, (_, i) => `Artist ${i}`),
      },
      MAX_PREFERRED_ARTISTS_MESSAGE,
    ],
    [
      { user_type: 'admin', email: 'a@b.co', password: 'long enough', recaptcha_token: 'x' },
      ACCOUNT_TYPE_REQUIRED,
    ],
    [{}, ACCOUNT_TYPE_REQUIRED],
  ])('answers 400 with the spec message (%#)', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
  });

  it('rejects wrong types, oversized strings, malformed JSON and non-objects with a 4xx, never a 500', async () => {
    const base = {
      user_type: 'dj',
      stage_name: 'X',
      country: 'DE',
      email: 'a@b.co',
      password: 'long enough',
      recaptcha_token: 'x',
    };
    const cases: unknown[] = [
      { ...base, acceptsInPerson: 'yes' },
      { ...base, hourly_rate_min: 'fifty' },
      { ...base, hourly_rate_min: -1 },
      { ...base, stage_name: 'x'.repeat(5000) },
      { ...base, email: `${'x'.repeat(300)}@b.co` },
      { ...base, genres: ['Polka'] },
      { ...base, country: 12 },
      { ...base, until_date: 'tomorrow' },
      [base],
      null,
    ];
    for (const payload of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(typeof response.json().error).toBe('string');
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/register',
      payload: '{"user_type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/register',
      payload: 'text',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const huge = await post({ ...base, bio: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('POST /auth/register: CAPTCHA and duplicates', () => {
  it('rejects an invalid CAPTCHA solution', async () => {
    const response = await post(enthusiast(uniqueEmail(), 'bm90IGEgcGF5bG9hZA=='));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(CAPTCHA_ERROR);
  });

  it('rejects a tampered solution', async () => {
    const solution = JSON.parse(Buffer.from(await solveAltcha(t.app), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    const key = solution.solution.derivedKey;
    solution.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const response = await post(
      enthusiast(uniqueEmail(), Buffer.from(JSON.stringify(solution)).toString('base64')),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(CAPTCHA_ERROR);
  });

  it('accepts a solution once', async () => {
    const captcha = await solveAltcha(t.app);
    expect((await post(enthusiast(uniqueEmail(), captcha))).statusCode).toBe(201);
    const replay = await post(enthusiast(uniqueEmail(), captcha));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe(CAPTCHA_ERROR);
  });

  it('answers 409 for an address that already has an account, whatever its case, without details', async () => {
    const { user } = await createEnthusiast(t.database.db);
    const response = await post(enthusiast(user.email.toUpperCase(), await solveAltcha(t.app)));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, error: EMAIL_ALREADY_REGISTERED });
  });

  it('answers 409 for a taken remix handle', async () => {
    const payload = (email: string, captcha: string) => ({
      user_type: 'producer',
      want_to_remix: true,
      remix_handle: `handle${Date.now().toString(36)}`,
      email,
      password: 'long enough password',
      recaptcha_token: captcha,
    });
    const first = payload(uniqueEmail(), await solveAltcha(t.app));
    expect((await post(first)).statusCode).toBe(201);
    const second = await post({
      ...payload(uniqueEmail(), await solveAltcha(t.app)),
      remix_handle: first.remix_handle.toUpperCase(),
    });
    expect(second.statusCode).toBe(409);
  });
});

describe('POST /auth/register: rate limit', () => {
  it('limits sign-ups per address with 429, a clear message and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '1.1.1.1' };
    let limited;
    for (let i = 0; i < 25 && !limited; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v14/auth/register',
        payload: enthusiast(uniqueEmail(), 'invalid'),
        headers,
        remoteAddress: '203.0.113.7',
      });
      if (response.statusCode === 429) limited = response;
    }
    expect(limited).toBeDefined();
    expect(limited!.json().error).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /captcha/challenge and /auth/providers', () => {
  it('serves a signed ALTCHA challenge that is never cached', async () => {
    const response = await t.app.inject({ url: '/api/v14/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.parameters).toMatchObject({ algorithm: 'SHA-256' });
    expect(typeof body.signature).toBe('string');
  });

  it('lists no providers when none is configured and names the CAPTCHA', async () => {
    const body = (await t.app.inject({ url: '/api/v14/auth/providers' })).json();
    expect(body).toEqual({
      success: true,
      data: {
        providers: [],
        captcha: { provider: 'altcha', site_key: null, challenge_url: '/api/v14/captcha/challenge' },
      },
    });
  });
});
