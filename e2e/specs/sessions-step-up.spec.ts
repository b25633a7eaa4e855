import { request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, PHONE, snap, test, uniqueEmail } from '../fixtures.ts';
import {
  startTestClockServer,
  TEST_CLOCK_PORTS,
  testClockBaseUrl,
  type TestClockServer,
} from '../support/test-clock-server.ts';
import { BASE_URL } from '../support/env.ts';
import {
  berlinTechnoDj,
  E2E_PASSWORD,
  registerAccount,
  registerVerifiedAccount,
} from '../support/register-account.ts';

/**
 * Sessions that last, with a step-up (issue #30, decision record 054), in the browser on the test clock: a DJ signed
 * in an hour ago is still signed in, but connecting a payout account asks for the password first. The dialog is
 * declined with Escape at phone width (the refusal shows on the card), then a wrong password is told under the field
 * and the right one lets the connect go through without a second click.
 */

const STEP_UP_BASE_URL = testClockBaseUrl(TEST_CLOCK_PORTS.sessions);
const REAUTH = 'Please confirm your password to continue';

test.describe('the password step-up', () => {
  test.use({ baseURL: STEP_UP_BASE_URL });
  test.describe.configure({ timeout: 360_000 });

  let server: TestClockServer;
  test.beforeAll(async () => {
    test.setTimeout(330_000);
    server = await startTestClockServer(TEST_CLOCK_PORTS.sessions, { readyTimeoutMs: 300_000 });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('connecting a payout account an hour after signing in asks for the password, then goes through', async ({
    page,
  }) => {
    await registerVerifiedAccount(
      page.request,
      berlinTechnoDj(`Step Up ${Date.now().toString(36)}`),
      (to, s) => server.waitForMail(to, s),
    );
    await server.advanceHours(1);

    await page.setViewportSize(PHONE);
    await page.goto('/dj-dashboard');
    const connect = page.getByRole('button', { name: 'Connect payout account' });
    await connect.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(REAUTH)).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await snap(page, 'step-up-dialog-phone');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The card tells the refusal in words and brings it into focus, as for any failed connect.
    await expect(page.getByRole('alert').filter({ hasText: REAUTH })).toBeFocused();

    await page.setViewportSize({ width: 1280, height: 800 });
    await connect.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await snap(page, 'step-up-dialog-wrong-password');
    await dialog.getByLabel('Password').fill(E2E_PASSWORD);
    await dialog.getByLabel('Password').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Payout account connected')).toBeVisible();
    await snap(page, 'step-up-payout-connected');

    // Still signed in a week later; the window the password opened is long closed.
    await server.advanceHours(24 * 7);
    await page.goto('/dj-dashboard');
    await expect(page.getByText('Payout account connected')).toBeVisible();
    const later = await page.request.post('/api/v14/dj/payouts/connect', { data: {} });
    expect(later.status()).toBe(403);
    expect(await later.json()).toMatchObject({ code: 'REAUTH_REQUIRED', error: REAUTH });
  });
});

test.describe('journey fixes', () => {
  test('/admin signed out offers Sign in and comes back there', async ({ page }) => {
    const email = uniqueEmail('admin-visitor');
    // Signed up elsewhere: the page stays signed out.
    const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await registerAccount(api, { ...berlinTechnoDj(`Admin Visitor ${Date.now().toString(36)}`), email });
    await api.dispose();

    await page.goto('/admin');
    await expect(page.getByText('Please sign in with an operator account.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await snap(page, 'admin-signed-out');
    await page.getByRole('button', { name: 'Sign in as DJ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in as a DJ' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('This page is for Cuepoint operators only')).toBeVisible();
  });

  test("the sign-up wizard's steps are history entries: Back keeps what was typed", async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: /^DJ/ }).click();
    await page.getByLabel('Stage Name').fill('History Nova');
    await page.getByLabel('Country').selectOption('DE');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Performance Types' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Where are you based?' })).toBeVisible();
    await expect(page.getByLabel('Stage Name')).toHaveValue('History Nova');
    await expect(page).toHaveURL(/\/signup$/);
    await snap(page, 'sign-up-back-keeps-input');
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'I am a...' })).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel('Stage Name')).toHaveValue('History Nova');
  });
});
