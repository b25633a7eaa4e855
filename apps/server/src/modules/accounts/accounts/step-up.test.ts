import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED, STEP_UP_WINDOW_MS } from '@cuepoint/domain/accounts/step-up';
import { MINUTE_MS } from '@cuepoint/domain/time/durations';
import { createTestApp } from '../../../test/test-app.ts';
import { createDj } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { hashPassword } from './passwords.ts';
import { uniqueEmail } from './accounts-testing.ts';

/**
 * The step-up (decision record 054): a sensitive call (here the DJ's payout account) needs the password proved in the
 * last 10 minutes, by the sign-in or POST /auth/confirm-password; otherwise 403 REAUTH_REQUIRED.
 */

const password = 'a sound password';
const clock = manualClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(password);
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

type Auth = { authorization: string };

async function signedInDj(): Promise<Auth> {
  const { user } = await createDj(t.database.db, { user: { email: uniqueEmail('dj'), passwordHash } });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v14/auth/login',
    payload: { email: user.email, password },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}

const connect = (auth: Auth) =>
  t.app.inject({ method: 'POST', url: '/api/v14/dj/payouts/connect', headers: auth, payload: {} });
const confirm = (auth: Auth | undefined, typed: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v14/auth/confirm-password',
    headers: { ...auth },
    payload: { password: typed },
  });

describe('the step-up on a sensitive call', () => {
  it('signing in with the password opens the window for 10 minutes', async () => {
    const auth = await signedInDj();
    clock.advance(STEP_UP_WINDOW_MS - MINUTE_MS);
    expect((await connect(auth)).statusCode).toBe(200);
    clock.advance(MINUTE_MS);
    const closed = await connect(auth);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({
      success: false,
      code: 'REAUTH_REQUIRED',
      error: 'Please confirm your password to continue',
    });
    expect(REAUTH_REQUIRED).toBe('Please confirm your password to continue');
  });

  it('confirming the password reopens it for 10 minutes; the rest of the session never needed it', async () => {
    const auth = await signedInDj();
    clock.advance(60 * MINUTE_MS);
    expect((await t.app.inject({ url: '/api/v14/dj/payouts', headers: auth })).statusCode).toBe(200);
    expect((await connect(auth)).statusCode).toBe(403);
    const confirmed = await confirm(auth, password);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Password confirmed' });
    expect((await connect(auth)).statusCode).toBe(200);
    clock.advance(STEP_UP_WINDOW_MS);
    expect((await connect(auth)).json()).toMatchObject({ code: 'REAUTH_REQUIRED' });
  });

  it('a refresh keeps the window where it was: rotating the token proves nothing', async () => {
    const auth = await signedInDj();
    clock.advance(STEP_UP_WINDOW_MS + MINUTE_MS);
    const rotated = await t.app.inject({ method: 'POST', url: '/api/v14/auth/refresh', headers: auth });
    expect(rotated.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${rotated.json().token}` };
    expect((await connect(fresh)).statusCode).toBe(403);
  });
});

describe('POST /auth/confirm-password', () => {
  it('a wrong password leaves the window closed, with the reason for the field', async () => {
    const auth = await signedInDj();
    clock.advance(STEP_UP_WINDOW_MS);
    const wrong = await confirm(auth, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT' });
    expect((await connect(auth)).statusCode).toBe(403);
    const empty = await confirm(auth, '');
    expect(empty.statusCode).toBe(400);
  });

  it('is limited like sign-in: the 11th guess in 15 minutes is a 429, whatever it says', async () => {
    const auth = await signedInDj();
    for (let i = 0; i < 10; i += 1) expect((await confirm(auth, `guess ${i}`)).statusCode).toBe(400);
    const limited = await confirm(auth, password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    clock.advance(16 * MINUTE_MS);
    expect((await confirm(auth, password)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await confirm(undefined, password)).statusCode).toBe(401);
  });

  it('an account without a password is told to sign in again, which opens the window', async () => {
    const { user } = await createDj(t.database.db, {
      user: { email: uniqueEmail('social'), passwordHash: null },
    });
    const auth = await bearerFor(t.database, user.id, clock.now());
    expect((await connect(auth)).statusCode).toBe(200);
    clock.advance(STEP_UP_WINDOW_MS);
    expect((await connect(auth)).json()).toMatchObject({ code: 'REAUTH_REQUIRED' });
    const answer = await confirm(auth, 'anything');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'NO_PASSWORD',
      error: 'Your account signs in without a password. Please sign out and sign in again to continue.',
    });
  });
});
