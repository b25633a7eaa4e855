import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, linkFrom, uniqueEmail, type OutboxMail } from '../fixtures.ts';

export const E2E_PASSWORD = 'correct horse battery';

/**
 * Registers a new account through the accounts API, solving the sign-up's proof-of-work the way the widget does.
 * The request context (a page's `page.request`) keeps the session cookie, so the page is signed in as that account.
 * Answers the address: `fields.email` when given, else a new unique one.
 */
export async function registerAccount(request: APIRequestContext, fields: Record<string, unknown>) {
  const challenge = await (await request.get('/api/v14/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const email =
    typeof fields['email'] === 'string' ? fields['email'] : uniqueEmail(String(fields['user_type']));
  const response = await request.post('/api/v14/auth/register', {
    data: {
      password: E2E_PASSWORD,
      confirm_password: E2E_PASSWORD,
      recaptcha_token: token,
      ...fields,
      email,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/**
 * Registers as registerAccount does, then verifies the address with the token of the verification e-mail (an
 * unverified account cannot send anything to other people). `waitForMail` reads the outbox of the server the request
 * context talks to. Answers the address and the account's id.
 */
export async function registerVerifiedAccount(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  waitForMail: (to: string, subject: RegExp) => Promise<OutboxMail>,
): Promise<{ email: string; id: number }> {
  const email = await registerAccount(request, fields);
  await verifyAddress(request, email, waitForMail);
  const session = await (await request.get('/api/v14/auth/session')).json();
  return { email, id: Number(session.data?.id ?? session.user?.id) };
}

/** Verifies the account signed up in this request context with the token of its verification e-mail. */
export async function verifyAddress(
  request: APIRequestContext,
  email: string,
  waitForMail: (to: string, subject: RegExp) => Promise<OutboxMail>,
) {
  const link = linkFrom(await waitForMail(email, /Verify your email/), '/verify-email');
  const token = new URL(link, 'http://app').searchParams.get('token');
  const verified = await request.post('/api/v14/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
}

type MailWaiter = (to: string, subject: RegExp) => Promise<OutboxMail>;

/** A verified Berlin DJ at €150 an hour who plays in person and remote for venues and private events; answers its id. */
export async function registerBookableDj(
  request: APIRequestContext,
  stageName: string,
  waitForMail: MailWaiter,
) {
  const { id } = await registerVerifiedAccount(
    request,
    {
      user_type: 'dj',
      stage_name: stageName,
      country: 'DE',
      city: 'Berlin',
      hourly_rate_min: 150,
      genres: ['House'],
      acceptsRemoteVenues: true,
      acceptsRemotePrivate: true,
      acceptsInPerson: true,
    },
    waitForMail,
  );
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The sign-up fields of a Berlin techno DJ from €80 an hour who plays every kind of booking (no e-mail or password). */
export function berlinTechnoDj(stageName: string) {
  return {
    user_type: 'dj',
    stage_name: stageName,
    country: 'DE',
    city: 'Berlin',
    hourly_rate_min: 80,
    genres: ['Techno'],
    acceptsRemoteVenues: true,
    acceptsRemotePrivate: true,
    acceptsInPerson: true,
  };
}

/** The sign-up fields of a Berlin club (without e-mail and password). */
export function berlinClub(venueName: string) {
  return {
    user_type: 'venue',
    venue_name: venueName,
    country: 'DE',
    city: 'Berlin',
    address: '1 Example Street',
    venue_type: 'club',
    venue_url: 'club.example.com',
    venue_email: 'bookings@club.example.com',
  };
}

/** A verified Berlin club signed in through this request context. */
export async function registerVerifiedVenue(
  request: APIRequestContext,
  venueName: string,
  waitForMail: MailWaiter,
) {
  return registerVerifiedAccount(request, berlinClub(venueName), waitForMail);
}
