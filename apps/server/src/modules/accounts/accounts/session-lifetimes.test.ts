import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.ts';
import { createDj } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { sessions } from '../../../db/schema/accounts.ts';
import { loadConfig } from '../../../config.ts';
import { hashPassword } from './passwords.ts';
import { hashToken } from './tokens.ts';
import { uniqueEmail } from './accounts-testing.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@cuepoint/domain/time/durations';

/**
 * Sessions end after an idle period and at an absolute lifetime that refreshing does not extend: 14 days and 30 days
 * for the marketplace's accounts, ASVS 3.3.2's 30 minutes and 12 hours for operators (decision records 014, 054).
 */

const password = 'a sound password';
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(password);
});

async function appWith(env: Record<string, string> = {}, role: 'dj' | 'operator' = 'operator') {
  const clock = manualClock();
  const email = uniqueEmail(role);
  const t = await createTestApp(
    { AUTH_RATE_LIMIT_MULTIPLIER: '5', ...(role === 'operator' ? { ADMIN_EMAILS: email } : {}), ...env },
    { clock },
  );
  const { user } = await createDj(t.database.db, { user: { email, passwordHash } });
  const signIn = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/login',
      payload: { email: user.email, password },
    });
    return response;
  };
  const profile = (token: string) =>
    t.app.inject({ url: '/api/v14/user/profile', headers: { authorization: `Bearer ${token}` } });
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
  return { t, clock, signIn, profile, refresh };
}

describe('session lifetimes of a DJ, venue, enthusiast, producer or label', () => {
  let s: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    s = await appWith({}, 'dj');
  });
  afterAll(() => s.t.close());

  it('defaults: 14 days idle, 30 days absolute', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.SESSION_IDLE_TIMEOUT_MINUTES).toBe(14 * 24 * 60);
    expect(config.SESSION_MAX_AGE_HOURS).toBe(30 * 24);
  });

  it('a tab left open over a weekend stays signed in; 14 days away signs out', async () => {
    const signedIn = await s.signIn();
    const { token } = signedIn.json();
    const cookie = signedIn.cookies.find((c) => c.name === 'cuepoint_session');
    expect(new Date(cookie!.expires!).getTime()).toBe(s.clock.now().getTime() + 30 * DAY_MS);
    s.clock.advance(3 * DAY_MS);
    expect((await s.profile(token)).statusCode).toBe(200);
    s.clock.advance(14 * DAY_MS - MINUTE_MS);
    expect((await s.profile(token)).statusCode).toBe(200);
    s.clock.advance(14 * DAY_MS);
    const idle = await s.profile(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toBe('Your session has expired. Please sign in again.');
  });

  it('ends a session used every day 30 days after the sign-in, refresh or not', async () => {
    let token = (await s.signIn()).json().token as string;
    for (let day = 1; day < 30; day += 1) {
      s.clock.advance(DAY_MS);
      const rotated = await s.refresh(token);
      expect(rotated.statusCode).toBe(200);
      token = rotated.json().token;
    }
    s.clock.advance(DAY_MS - MINUTE_MS);
    expect((await s.profile(token)).statusCode).toBe(200);
    s.clock.advance(MINUTE_MS);
    expect((await s.profile(token)).statusCode).toBe(401);
  });
});

describe('session lifetimes of an operator', () => {
  let s: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    s = await appWith();
  });
  afterAll(() => s.t.close());

  it('defaults: 30 minutes idle, 12 hours absolute', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.OPERATOR_SESSION_IDLE_TIMEOUT_MINUTES).toBe(30);
    expect(config.OPERATOR_SESSION_MAX_AGE_HOURS).toBe(12);
  });

  it('ends a session after 30 minutes without a request; use keeps it alive', async () => {
    const { token } = (await s.signIn()).json();
    for (let i = 0; i < 4; i += 1) {
      s.clock.advance(25 * MINUTE_MS);
      expect((await s.profile(token)).statusCode).toBe(200);
    }
    s.clock.advance(31 * MINUTE_MS);
    const idle = await s.profile(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toBe('Your session has expired. Please sign in again.');
  });

  it('keeps expires_at at the idle deadline, so the scheduled cleanup removes idle sessions too', async () => {
    const { token } = (await s.signIn()).json();
    const row = async () =>
      (
        await s.t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!;
    const signedIn = s.clock.now().getTime();
    expect((await row()).expiresAt.getTime()).toBe(signedIn + 30 * MINUTE_MS);
    s.clock.advance(10 * MINUTE_MS);
    await s.profile(token);
    expect((await row()).expiresAt.getTime()).toBe(signedIn + 40 * MINUTE_MS);
  });

  it('ends a busy session 12 hours after sign-in, refresh or not, and the cookie says so', async () => {
    const signedIn = await s.signIn();
    let token = signedIn.json().token as string;
    const cookie = signedIn.cookies.find((c) => c.name === 'cuepoint_session');
    const start = s.clock.now().getTime();
    expect(new Date(cookie!.expires!).getTime()).toBe(start + 12 * HOUR_MS);
    for (let i = 0; i < 47; i += 1) {
      s.clock.advance(15 * MINUTE_MS);
      const rotated = await s.refresh(token);
      expect(rotated.statusCode).toBe(200);
      token = rotated.json().token;
      // A rotated token keeps the sign-in's cookie expiry.
      const next = rotated.cookies.find((c) => c.name === 'cuepoint_session');
      expect(new Date(next!.expires!).getTime()).toBe(start + 12 * HOUR_MS);
    }
    expect((await s.profile(token)).statusCode).toBe(200);
    s.clock.advance(15 * MINUTE_MS);
    expect((await s.profile(token)).statusCode).toBe(401);
    expect((await s.refresh(token)).statusCode).toBe(401);
  });
});

describe('session lifetimes from the environment', () => {
  it('SESSION_IDLE_TIMEOUT_MINUTES and SESSION_MAX_AGE_HOURS set them', async () => {
    const s = await appWith({ SESSION_IDLE_TIMEOUT_MINUTES: '5', SESSION_MAX_AGE_HOURS: '1' }, 'dj');
    try {
      const idle = (await s.signIn()).json().token as string;
      s.clock.advance(4 * MINUTE_MS);
      expect((await s.profile(idle)).statusCode).toBe(200);
      s.clock.advance(6 * MINUTE_MS);
      expect((await s.profile(idle)).statusCode).toBe(401);

      const busy = (await s.signIn()).json().token as string;
      for (let i = 0; i < 14; i += 1) {
        s.clock.advance(4 * MINUTE_MS);
        expect((await s.profile(busy)).statusCode).toBe(200);
      }
      s.clock.advance(5 * MINUTE_MS);
      expect((await s.profile(busy)).statusCode).toBe(401);
    } finally {
      await s.t.close();
    }
  });

  it("OPERATOR_SESSION_IDLE_TIMEOUT_MINUTES sets an operator's, and leaves the other accounts' alone", async () => {
    const s = await appWith({ OPERATOR_SESSION_IDLE_TIMEOUT_MINUTES: '5' });
    try {
      const token = (await s.signIn()).json().token as string;
      s.clock.advance(6 * MINUTE_MS);
      expect((await s.profile(token)).statusCode).toBe(401);
    } finally {
      await s.t.close();
    }
  });

  it('refuses a value that is not a whole positive number, naming the variable', () => {
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '0' })).toThrow(/SESSION_IDLE_TIMEOUT_MINUTES/);
    expect(() => loadConfig({ SESSION_MAX_AGE_HOURS: 'soon' })).toThrow(/SESSION_MAX_AGE_HOURS/);
    expect(() => loadConfig({ OPERATOR_SESSION_MAX_AGE_HOURS: '-1' })).toThrow(
      /OPERATOR_SESSION_MAX_AGE_HOURS/,
    );
  });
});
