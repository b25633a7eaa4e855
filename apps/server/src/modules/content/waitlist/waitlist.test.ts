import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WAITLIST_MESSAGES } from '@cuepoint/domain/content/waitlist';
import { useTestApp } from '../../../test/use-test-app.ts';
import { waitlistSignups } from '../../../db/schema/public-forms.ts';
import { testIp } from '../../platform/spam/captcha-testing.ts';

const t = useTestApp();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const signup = (payload: unknown, remoteAddress = testIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v14/coming-soon/signup',
    payload: payload as object,
    remoteAddress,
  });
const rowsFor = (email: string) =>
  t.database.db.select().from(waitlistSignups).where(eq(waitlistSignups.emailNormalized, email));

describe('POST /coming-soon/signup', () => {
  it('stores a trimmed address with its role once; a repeat answers "already" and stores nothing', async () => {
    const email = `Tour.${run}@Example.com`;
    const first = await signup({ email: ` ${email}  `, role: 'tour-manager' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      message: WAITLIST_MESSAGES.joined,
      data: { email, role: 'tour-manager', already: false },
    });
    const again = await signup({ email: email.toLowerCase(), role: 'dj' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      message: WAITLIST_MESSAGES.already,
      data: { already: true },
    });
    const rows = await rowsFor(email.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, role: 'tour-manager' });
  });

  it.each([
    [{ role: 'dj' }, WAITLIST_MESSAGES.emailRequired],
    [{ email: '   ', role: 'dj' }, WAITLIST_MESSAGES.emailRequired],
    [{ email: 'no-at-sign', role: 'dj' }, WAITLIST_MESSAGES.emailInvalid],
    [{ email: 'a@b.co', role: 'fan' }, 'role must be one of: dj, tour-manager, venue-manager'],
    [{ email: 'a@b.co' }, WAITLIST_MESSAGES.roleInvalid],
    [{ email: `${'x'.repeat(300)}@b.co`, role: 'dj' }, WAITLIST_MESSAGES.emailInvalid],
    [{ email: 42, role: ['dj'] }, WAITLIST_MESSAGES.emailRequired],
  ])('refuses %j with "%s"', async (body, message) => {
    const response = await signup(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/coming-soon/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: testIp(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a filled honeypot like a person and stores nothing', async () => {
    const email = `bot.${run}@example.com`;
    const response = await signup({ email, role: 'dj', website: 'buy now' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(WAITLIST_MESSAGES.joined);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it('refuses a flood from one address with 429 and keeps every accepted sign-up', async () => {
    const ip = testIp();
    const emails = Array.from({ length: 9 }, (_, i) => `flood${i}.${run}@example.com`);
    const statuses: number[] = [];
    for (const email of emails)
      statuses.push((await signup({ email, role: 'venue-manager' }, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429, 429]);
    for (const [i, email] of emails.entries()) expect(await rowsFor(email)).toHaveLength(i < 6 ? 1 : 0);
  });
});
