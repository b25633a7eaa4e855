import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj, createVenue } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { accountsContext } from './accounts-context.ts';
import { mailsTo, solveAltcha, tokenFromMail, uniqueEmail, waitForMail } from './accounts-testing.ts';

let t: TestApp;
// Starts at the real time: the CAPTCHA library checks a challenge's expiry against the system clock.
const clock = manualClock(new Date());
let djId: number;

beforeAll(async () => {
  t = await createTestApp({ ALTCHA_MAX_NUMBER: '20', AUTH_RATE_LIMIT_MULTIPLIER: '10' }, { clock });
  djId = (await createDj(t.database.db)).user.id;
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v14${url}`, payload, remoteAddress: '127.0.0.1' });

/** Signs up by e-mail with the sign-up's dj_id, opens the mailed link and answers what verifying says. */
async function signUpAndVerify(fields: Record<string, unknown>) {
  const email = uniqueEmail('booker');
  const registered = await post('/auth/register', {
    email,
    password: 'first password',
    country: 'DE',
    city: 'Berlin',
    recaptcha_token: await solveAltcha(t.app),
    ...fields,
  });
  expect(registered.statusCode).toBe(201);
  const token = tokenFromMail(await waitForMail(t.config.outboxDir, email));
  const verified = await post('/auth/verify-email', { token });
  expect(verified.statusCode).toBe(200);
  return { email, token, answer: verified.json().data as { book_dj_id: number | null } };
}

describe('a sign-up that began at “Book this DJ” (decision record 044)', () => {
  it('leads its verification link on to the DJ for a music enthusiast and a venue', async () => {
    const fan = await signUpAndVerify({ user_type: 'enthusiast', dj_id: djId });
    expect(fan.answer.book_dj_id).toBe(djId);
    const venue = await signUpAndVerify({
      user_type: 'venue',
      venue_name: 'Halle Ost',
      address: 'Am Ostkreuz 1',
      venue_type: 'club',
      venue_url: 'https://halle-ost.example.com',
      venue_email: 'book@halle-ost.example.com',
      dj_id: djId,
    });
    expect(venue.answer.book_dj_id).toBe(djId);
    // A link opened again still says where it leads.
    const again = await post('/auth/verify-email', { token: fan.token });
    expect(again.json().data).toMatchObject({ already_verified: true, book_dj_id: djId });
  });

  it('leads nowhere for an account that cannot book, an id that is not a DJ, or no id', async () => {
    const dj = await signUpAndVerify({
      user_type: 'dj',
      stage_name: 'Curious Booker',
      genres: ['Techno'],
      dj_id: djId,
    });
    expect(dj.answer.book_dj_id).toBeNull();
    const venueAccount = await createVenue(t.database.db);
    const notDj = await signUpAndVerify({ user_type: 'enthusiast', dj_id: venueAccount.user.id });
    expect(notDj.answer.book_dj_id).toBeNull();
    const missing = await signUpAndVerify({ user_type: 'enthusiast', dj_id: 2_000_000_000 });
    expect(missing.answer.book_dj_id).toBeNull();
    const plain = await signUpAndVerify({ user_type: 'enthusiast' });
    expect(plain.answer.book_dj_id).toBeNull();
  });

  it('keeps leading to the DJ through a resent link', async () => {
    const email = uniqueEmail('resend-booker');
    const registered = await post('/auth/register', {
      user_type: 'enthusiast',
      email,
      password: 'first password',
      country: 'DE',
      city: 'Berlin',
      recaptcha_token: await solveAltcha(t.app),
      dj_id: djId,
    });
    expect(registered.statusCode).toBe(201);
    await waitForMail(t.config.outboxDir, email);
    expect((await post('/auth/resend-verification', { email })).statusCode).toBe(200);
    await (await accountsContext(t.app)).background.idle();
    const mails = await mailsTo(t.config.outboxDir, email);
    expect(mails).toHaveLength(2);
    const tokens = new Set(mails.map(tokenFromMail));
    expect(tokens.size).toBe(2);
    // The newest link (the resend) verifies and leads to the DJ.
    const resent = tokenFromMail(mails.at(-1)!);
    const verified = await post('/auth/verify-email', { token: resent });
    expect(verified.json().data).toMatchObject({ already_verified: false, book_dj_id: djId });
  });
});
