import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { users } from '../../../db/schema/users.ts';
import {
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_SHORT,
  RESEND_SUCCESS,
  RESET_LINK_WORKS,
  RESET_TOKEN_INVALID,
  RESET_TOKEN_MISSING,
  VERIFICATION_FAILED,
  VERIFICATION_TOKEN_MISSING,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_INVALID,
  EMAIL_VERIFIED,
  RESEND_COOLDOWN_SECONDS,
  resendCooldownMessage,
} from '@cuepoint/domain/accounts/messages';
import { hashPassword } from './passwords.ts';
import { accountsContext } from './accounts-context.ts';
import { mailsTo, solveAltcha, tokenFromMail, uniqueEmail, waitForMail } from './accounts-testing.ts';

// Starts at the real time: the CAPTCHA library checks a challenge's expiry against the system clock.
const clock = manualClock(new Date());
const t = useTestApp({ ALTCHA_MAX_NUMBER: '20', AUTH_RATE_LIMIT_MULTIPLIER: '5' }, { clock });
const password = 'first password';

const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v14${url}`, payload: payload as object, remoteAddress });

const settle = async () => (await accountsContext(t.app)).background.idle();

async function registerEnthusiast() {
  const email = uniqueEmail('fan');
  const response = await post('/auth/register', {
    user_type: 'enthusiast',
    email,
    password,
    country: 'ES',
    city: 'Madrid',
    recaptcha_token: await solveAltcha(t.app),
  });
  expect(response.statusCode).toBe(201);
  return { email, token: response.json().token as string };
}

describe('POST /auth/verify-email', () => {
  it('verifies with the e-mailed token once, returning data.user_type', async () => {
    const { email, token: session } = await registerEnthusiast();
    const token = tokenFromMail(await waitForMail(t.config.outboxDir, email));
    // Opened in the browser that registered: its session stays.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/verify-email',
      payload: { token },
      headers: { authorization: `Bearer ${session}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: EMAIL_VERIFIED,
      data: { user_type: 'enthusiast', email, email_verified: true, already_verified: false },
    });
    const me = await t.app.inject({
      url: '/api/v14/user/profile',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.json().user.email_verified).toBe(true);

    // Opening the link again says so, instead of calling it expired or invalid.
    const reused = await post('/auth/verify-email', { token });
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual({
      success: true,
      message: EMAIL_ALREADY_VERIFIED,
      data: {
        user_type: 'enthusiast',
        email,
        email_verified: true,
        already_verified: true,
        book_dj_id: null,
      },
    });
  });

  it('revokes every session made before the address was proven (account pre-hijacking)', async () => {
    // Someone registers an address that is not theirs and stays signed in; later they sign in once more.
    const { email, token: squatter } = await registerEnthusiast();
    const second = (await post('/auth/login', { email, password })).json().token as string;
    const profile = (session: string) =>
      t.app.inject({ url: '/api/v14/user/profile', headers: { authorization: `Bearer ${session}` } });
    expect((await profile(squatter)).statusCode).toBe(200);

    // The owner of the inbox opens the link in their own browser, with no session.
    const token = tokenFromMail(await waitForMail(t.config.outboxDir, email));
    expect((await post('/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await profile(squatter)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);

    // Signing in after the verification works as usual.
    const after = (await post('/auth/login', { email, password })).json().token as string;
    expect((await profile(after)).json().user.email_verified).toBe(true);
  });

  it('rejects bad, missing, oversized and expired tokens with the spec messages', async () => {
    expect((await post('/auth/verify-email', { token: 'A'.repeat(43) })).json().error).toBe(
      VERIFICATION_FAILED,
    );
    expect((await post('/auth/verify-email', { token: 'short' })).json().error).toBe(VERIFICATION_FAILED);
    expect((await post('/auth/verify-email', {})).json()).toMatchObject({
      success: false,
      error: VERIFICATION_TOKEN_MISSING,
      data: { error: VERIFICATION_TOKEN_MISSING },
    });
    expect((await post('/auth/verify-email', { token: '' })).json().error).toBe(VERIFICATION_TOKEN_MISSING);
    expect((await post('/auth/verify-email', { token: 'x'.repeat(5000) })).statusCode).toBe(400);
    expect((await post('/auth/verify-email', { token: 42 })).statusCode).toBe(400);

    const { email } = await registerEnthusiast();
    const token = tokenFromMail(await waitForMail(t.config.outboxDir, email));
    clock.advance(24 * 3600_000 + 1000);
    const expired = await post('/auth/verify-email', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(VERIFICATION_FAILED);
  });
});

describe('POST /auth/resend-verification', () => {
  it('sends a new link to an unverified account, and answers the same for unknown and verified addresses', async () => {
    const { email } = await registerEnthusiast();
    const { user: verified } = await createEnthusiast(t.database.db);
    for (const [url, address] of [
      ['/auth/resend-verification', email],
      ['/resend-verification.php', uniqueEmail('ghost')],
      ['/auth/resend-verification', verified.email],
    ] as const) {
      const response = await post(url, { email: address });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: RESEND_SUCCESS });
    }
    await settle();
    expect((await mailsTo(t.config.outboxDir, email)).length).toBe(2);
    expect((await mailsTo(t.config.outboxDir, verified.email)).length).toBe(0);
    const newest = tokenFromMail(await waitForMail(t.config.outboxDir, email));
    expect((await post('/auth/verify-email', { token: newest })).statusCode).toBe(200);
  });

  it('validates the address and sends at most one mail a minute per address, with Retry-After', async () => {
    expect((await post('/auth/resend-verification', { email: 'nope' })).json().error).toBe(EMAIL_INVALID);
    expect((await post('/resend-verification.php', {})).statusCode).toBe(400);
    const { email } = await registerEnthusiast();
    expect((await post('/auth/resend-verification', { email })).statusCode).toBe(200);
    clock.advance(20_000);
    for (const address of ['192.0.2.1', '192.0.2.2']) {
      const again = await post('/auth/resend-verification', { email }, address);
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBe('40');
      expect(again.json()).toMatchObject({ success: false, error: resendCooldownMessage(40) });
    }
    clock.advance(RESEND_COOLDOWN_SECONDS * 1000);
    expect((await post('/auth/resend-verification', { email })).statusCode).toBe(200);
    await settle();
    expect((await mailsTo(t.config.outboxDir, email)).length).toBe(3);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the address exists, and mails a single-use link', async () => {
    const email = uniqueEmail('forgetful');
    await createEnthusiast(t.database.db, { user: { email, passwordHash: await hashPassword(password) } });
    const known = await post('/auth/forgot-password', { email: email.toUpperCase() });
    const unknown = await post('/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_SENT });
    expect(unknown.json()).toEqual(known.json());

    const mail = await waitForMail(t.config.outboxDir, email);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    const token = tokenFromMail(mail);
    // The link's page checks it first; checking spends nothing.
    for (let i = 0; i < 2; i++)
      expect((await post('/auth/reset-password/check', { token })).json()).toEqual({
        success: true,
        message: RESET_LINK_WORKS,
      });
    const garbage = await post('/auth/reset-password/check', { token: 'garbage' });
    expect([garbage.statusCode, garbage.json().error]).toEqual([400, RESET_TOKEN_INVALID]);

    const short = await post('/auth/reset-password', { token, password: 'short' });
    expect(short.json().error).toBe(PASSWORD_TOO_SHORT);
    const reset = await post('/auth/reset-password', { token, password: 'second password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: PASSWORD_RESET_DONE });
    expect((await post('/auth/login', { email, password })).statusCode).toBe(401);
    expect((await post('/auth/login', { email, password: 'second password' })).statusCode).toBe(200);

    const reused = await post('/auth/reset-password', { token, password: 'third password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(RESET_TOKEN_INVALID);
    const spent = await post('/auth/reset-password/check', { token });
    expect([spent.statusCode, spent.json().error]).toEqual([400, RESET_TOKEN_INVALID]);
  });

  it('keeps earlier links valid until one is used, then signs out every session and verifies the address', async () => {
    const email = uniqueEmail('reset');
    const { user } = await createEnthusiast(t.database.db, {
      user: { email, passwordHash: await hashPassword(password), emailVerifiedAt: null },
    });
    const session = (await post('/auth/login', { email, password })).json().token;
    await post('/auth/forgot-password', { email });
    await settle();
    const older = tokenFromMail(await waitForMail(t.config.outboxDir, email));
    clock.advance(1000);
    await post('/auth/forgot-password', { email });
    await settle();
    const newer = tokenFromMail(
      await waitForMail(t.config.outboxDir, email, (mail) => !mail.text.includes(older)),
    );
    expect(
      (await post('/auth/reset-password', { token: older, password: 'new password 1' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/auth/reset-password', { token: newer, password: 'new password 2' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/v14/user/profile', headers: { authorization: `Bearer ${session}` } }))
        .statusCode,
    ).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('rejects expired, bad and missing tokens', async () => {
    const email = uniqueEmail('late');
    await createEnthusiast(t.database.db, { user: { email, passwordHash: await hashPassword(password) } });
    await post('/auth/forgot-password', { email });
    const token = tokenFromMail(await waitForMail(t.config.outboxDir, email));
    clock.advance(61 * 60_000);
    expect((await post('/auth/reset-password', { token, password: 'new password 2' })).json().error).toBe(
      RESET_TOKEN_INVALID,
    );
    expect(
      (await post('/auth/reset-password', { token: 'garbage', password: 'new password 2' })).json().error,
    ).toBe(RESET_TOKEN_INVALID);
    expect((await post('/auth/reset-password', { password: 'new password 2' })).json().error).toBe(
      RESET_TOKEN_MISSING,
    );
    expect(
      (await post('/auth/reset-password', { token: 'x'.repeat(600), password: 'new password 2' })).statusCode,
    ).toBe(400);
  });

  it('limits forgot-password per address and source together', async () => {
    const email = uniqueEmail('flood');
    const codes: number[] = [];
    for (let i = 0; i < 20; i += 1)
      codes.push((await post('/auth/forgot-password', { email }, '192.0.2.100')).statusCode);
    expect(codes.indexOf(429)).toBe(15);
    expect((await post('/auth/forgot-password', { email }, '192.0.2.101')).statusCode).toBe(200);
  });
});
