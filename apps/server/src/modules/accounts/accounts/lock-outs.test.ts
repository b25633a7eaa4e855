import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj, createEnthusiast } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { CAPTCHA_ERROR, FORGOT_PASSWORD_SENT } from '@cuepoint/domain/accounts/messages';
import { hashPassword } from './passwords.ts';
import { accountsContext } from './accounts-context.ts';
import { mailsTo, solveAltcha, tokenFromMail, uniqueEmail, waitForMail } from './accounts-testing.ts';

/**
 * Targeted lock-outs: what someone else does with an address must not keep its owner from signing up, resetting
 * the password or signing in. Limits here are the real ones (no multiplier).
 */

let t: TestApp;
// Starts at the real time: the CAPTCHA library checks a challenge's expiry against the system clock.
const clock = manualClock(new Date());
const password = 'a sound password';
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp({ ALTCHA_MAX_NUMBER: '20' }, { clock });
  passwordHash = await hashPassword(password);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/v14${url}`, payload: payload as object, remoteAddress });

const settle = async () => (await accountsContext(t.app)).background.idle();

describe('sign-up', () => {
  it('bogus-CAPTCHA registrations of an address do not block its real sign-up', async () => {
    const email = uniqueEmail('victim');
    const form = { user_type: 'enthusiast', email, password, country: 'ES', city: 'Madrid' };
    for (let i = 0; i < 8; i += 1) {
      const bogus = await post('/auth/register', { ...form, recaptcha_token: 'bogus' }, '203.0.113.50');
      expect(bogus.statusCode).toBe(400);
      expect(bogus.json().error).toBe(CAPTCHA_ERROR);
    }
    const real = await post(
      '/auth/register',
      { ...form, recaptcha_token: await solveAltcha(t.app) },
      '198.51.100.50',
    );
    expect(real.statusCode).toBe(201);
  });
});

describe('forgot password', () => {
  it("others' requests neither void the owner's link nor lock the owner out", async () => {
    const email = uniqueEmail('reset-victim');
    await createEnthusiast(t.database.db, { user: { email, passwordHash } });
    expect((await post('/auth/forgot-password', { email }, '198.51.100.60')).statusCode).toBe(200);
    await settle();
    const ownersLink = tokenFromMail(await waitForMail(t.config.outboxDir, email));

    // Someone else asks again and again, from one source and then from many.
    const attacker: number[] = [];
    for (let i = 0; i < 5; i += 1)
      attacker.push((await post('/auth/forgot-password', { email }, '203.0.113.60')).statusCode);
    expect(attacker).toEqual([200, 200, 200, 429, 429]);
    for (let i = 0; i < 12; i += 1) {
      const response = await post('/auth/forgot-password', { email }, `203.0.113.${70 + i}`);
      expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_SENT });
    }
    await settle();
    // The address gets at most the hourly ceiling of mails, however many ask.
    expect((await mailsTo(t.config.outboxDir, email)).length).toBe(10);

    // The owner can still ask from their own address, and the link they already hold still works.
    expect((await post('/auth/forgot-password', { email }, '198.51.100.60')).statusCode).toBe(200);
    const reset = await post(
      '/auth/reset-password',
      { token: ownersLink, password: 'my own new phrase' },
      '198.51.100.60',
    );
    expect(reset.statusCode).toBe(200);
  });
});

describe('sign-in', () => {
  it('ten bad passwords from one source lock that source out of the account, not the owner', async () => {
    const { user } = await createDj(t.database.db, { user: { email: uniqueEmail('dj'), passwordHash } });
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1)
      codes.push(
        (await post('/auth/login', { email: user.email, password: 'guess' }, '203.0.113.90')).statusCode,
      );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
    const locked = await post('/auth/login', { email: user.email, password }, '203.0.113.90');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await post('/auth/login', { email: user.email, password }, '198.51.100.90');
    expect(owner.statusCode).toBe(200);
  });

  it('a per-account ceiling stops guessing from many sources', async () => {
    const { user } = await createDj(t.database.db, { user: { email: uniqueEmail('dj'), passwordHash } });
    let limitedAt = -1;
    for (let i = 0; i < 110 && limitedAt < 0; i += 1) {
      const source = `192.0.2.${Math.floor(i / 10) + 1}`;
      const response = await post('/auth/login', { email: user.email, password: 'guess' }, source);
      if (response.statusCode === 429) limitedAt = i;
    }
    expect(limitedAt).toBe(100);
    clock.advance(16 * 60_000);
    expect((await post('/auth/login', { email: user.email, password }, '192.0.2.200')).statusCode).toBe(200);
  });

  it('one source trying many accounts is limited', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1)
      codes.push(
        (await post('/auth/login', { email: uniqueEmail('ghost'), password: 'guess' }, '203.0.113.99'))
          .statusCode,
      );
    expect(codes.indexOf(429)).toBe(30);
  });
});
