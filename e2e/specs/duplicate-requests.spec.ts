import fs from 'node:fs/promises';
import path from 'node:path';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
  type Locator,
} from '@playwright/test';
import { expect, PHONE, snap, test, waitForMail } from '../fixtures.ts';
import { BASE_URL, SCREENSHOT_DIR } from '../support/env.ts';
import { berlinClub, berlinTechnoDj, registerVerifiedAccount } from '../support/register-account.ts';
import { berlinDate } from '../support/berlin-date.ts';

/**
 * One booking asked for once (issue #28): the payment step survives a reload with the same Idempotency-Key (the same
 * intent, no second hold), a booking already asked for is asked about before any card and can be sent anyway, and
 * every booking form warns while the budget is below the targeted DJ's starting rate.
 */

test.use({ timezoneId: 'Europe/Berlin' });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const RUN = Date.now().toString(36);
const SUBMITTED = 'Booking request submitted successfully! You will receive service offers soon.';
const DUPLICATE = 'You have already asked for this booking';

let djApi: APIRequestContext;
let djId: number;
let dearApi: APIRequestContext;
let dearId: number;
const DEAR_NAME = `Dear Rate ${RUN}`;

test.beforeAll(async () => {
  djApi = await playwrightRequest.newContext({ baseURL: BASE_URL });
  djId = (
    await registerVerifiedAccount(djApi, berlinTechnoDj(`Twice Asked ${RUN}`), (to, subject) =>
      waitForMail(to, subject),
    )
  ).id;
  dearApi = await playwrightRequest.newContext({ baseURL: BASE_URL });
  dearId = (
    await registerVerifiedAccount(
      dearApi,
      { ...berlinTechnoDj(DEAR_NAME), hourly_rate_min: 300 },
      (to, subject) => waitForMail(to, subject),
    )
  ).id;
});

test.afterAll(async () => {
  await djApi.dispose();
  await dearApi.dispose();
});

const payment = (page: Page) => page.getByRole('dialog', { name: 'Secure Your Booking' });

/** What the screen shows now (a dialog over the page), scrolled to its buttons. */
async function snapScreen(page: Page, name: string) {
  await page.getByRole('dialog').last().getByRole('button').last().scrollIntoViewIfNeeded();
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function signUp(page: Page, fields: Record<string, unknown>) {
  await registerVerifiedAccount(page.request, fields, (to, subject) => waitForMail(to, subject));
}

const enthusiast = (name: string) => ({
  user_type: 'enthusiast',
  display_name: `${name} ${RUN}`,
  country: 'DE',
  city: 'Berlin',
  preferred_artists: ['Peggy Gou'],
});

async function fillCard(page: Page) {
  const modal = payment(page);
  await modal.getByLabel('Card number').fill('4242 4242 4242 4242');
  await modal.getByLabel('Expiry (MM / YY)').fill('12 / 30');
  await modal.getByLabel('Security code (CVC)').fill('123');
}

async function ask(scope: Page | Locator, date: string, text: string) {
  await scope.getByLabel('Event date and time').fill(date);
  await scope.getByLabel('Event description').fill(text);
  await scope.getByRole('button', { name: 'Request Booking' }).click();
}

test('a booking asked for again is asked about before any card, and can be sent anyway', async ({ page }) => {
  await signUp(page, enthusiast('Twice'));
  await page.goto(`/enthusiast-dashboard?dj_id=${djId}`);
  const card = page.getByRole('region', { name: 'Request a DJ' });
  const date = `${berlinDate(5)}T21:00`;
  await ask(card, date, `Birthday in the loft ${RUN}`);
  await fillCard(page);
  await payment(page).getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(card.getByText(SUBMITTED)).toBeVisible();
  const [first] = (await (await page.request.get('/api/v14/booking-requests.php')).json()).data;

  // The same DJ, the same night: the payment step asks first.
  await page.goto(`/enthusiast-dashboard?dj_id=${djId}`);
  await ask(page.getByRole('region', { name: 'Request a DJ' }), date, `Birthday in the loft again ${RUN}`);
  const modal = payment(page);
  await expect(modal.getByText(`${DUPLICATE}.`)).toBeVisible();
  await expect(modal.getByLabel('Card number')).toHaveCount(0);
  await expect(modal.getByRole('link', { name: 'See the request you already made' })).toHaveAttribute(
    'href',
    `/enthusiast-dashboard?tab=events#booking-request-${first.id}`,
  );
  await snapScreen(page, 'duplicate-asked-desktop');
  await page.setViewportSize(PHONE);
  await snapScreen(page, 'duplicate-asked-phone');

  await modal.getByRole('button', { name: 'Send anyway' }).click();
  await fillCard(page);
  await modal.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(page.getByRole('region', { name: 'Request a DJ' }).getByText(SUBMITTED)).toBeVisible();
  const mine = (await (await page.request.get('/api/v14/booking-requests.php')).json()).data;
  expect(mine).toHaveLength(2);
});

test('a reload mid-payment opens the same payment step: the same intent, one request', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page, berlinClub(`Reload Club ${RUN}`));
  const intents: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/v14/payment-authorize.php') || response.status() !== 200) return;
    const body = await response.json();
    intents.push(body.payment_intent?.id ?? body.setup_intent?.id);
  });
  await page.goto('/venue-dashboard/book-dj');
  const description = `Friday at the club ${RUN}`;
  await ask(page, `${berlinDate(3)}T22:00`, description);
  await expect(payment(page).getByLabel('Card number')).toBeVisible();

  await page.reload();
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await expect(payment(page).getByLabel('Card number')).toBeVisible();
  await expect(page.getByLabel('Event description')).toHaveValue(description);
  await snapScreen(page, 'duplicate-reload-resumed-phone');
  expect(intents).toHaveLength(2);
  expect(intents[1]).toBe(intents[0]);

  await fillCard(page);
  await payment(page).getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(page).toHaveURL(/\/venue-dashboard\?tab=bookings$/);
  await expect(page.getByText(SUBMITTED)).toBeVisible();
  const mine = (await (await page.request.get('/api/v14/venue-booking-requests.php')).json()).data;
  expect(mine.map((request: { description: string }) => request.description)).toEqual([description]);
  await snap(page, 'duplicate-reload-submitted-phone');
});

test('every form warns while the budget is below the DJ’s starting rate', async ({ page }) => {
  await signUp(page, enthusiast('Budget'));
  await page.goto(`/enthusiast-dashboard?dj_id=${dearId}`);
  const card = page.getByRole('region', { name: 'Request a DJ' });
  const budget = card.getByLabel('Hourly budget');
  // The form starts from the DJ's own rate (in the customer's currency, here the same).
  await expect(budget).toHaveValue('300');
  await budget.focus();
  await budget.press('Home');
  const warning = card.getByText(new RegExp(`${DEAR_NAME}’s rate starts at .300 per hour`));
  await expect(warning).toBeVisible();
  await card.getByLabel('Event description').fill(`Too little for this DJ ${RUN}`);
  await card.getByRole('button', { name: 'Request Booking' }).click();
  await expect(budget).toBeFocused();
  await expect(payment(page)).toHaveCount(0);
  await budget.scrollIntoViewIfNeeded();
  await snap(page, 'duplicate-budget-warning-desktop');

  // The DJ's page has the same form and the same warning.
  await page.setViewportSize(PHONE);
  await page.goto(`/dj/${dearId}`);
  await page.getByRole('button', { name: 'Book this DJ' }).click();
  const form = page.getByRole('dialog', { name: `Book ${DEAR_NAME}` });
  const slider = form.getByLabel('Hourly budget');
  await expect(slider).toHaveValue('300');
  await slider.focus();
  await slider.press('Home');
  await expect(form.getByText(new RegExp(`${DEAR_NAME}’s rate starts at`))).toBeVisible();
  await snapScreen(page, 'duplicate-budget-warning-phone');
});
