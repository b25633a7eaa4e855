import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, uniqueEmail } from '../fixtures.ts';

export const E2E_PASSWORD = 'correct horse battery';

/**
 * Registers a new account through the accounts API, solving the sign-up's proof-of-work the way the widget does.
 * The request context (a page's `page.request`) keeps the session cookie, so the page is signed in as that account.
 */
export async function registerAccount(request: APIRequestContext, fields: Record<string, unknown>) {
  const challenge = await (await request.get('/api/v14/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const email = uniqueEmail(String(fields['user_type']));
  const response = await request.post('/api/v14/auth/register', {
    data: {
      email,
      password: E2E_PASSWORD,
      confirm_password: E2E_PASSWORD,
      recaptcha_token: token,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}
