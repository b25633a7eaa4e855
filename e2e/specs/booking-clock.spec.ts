import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, snap, test } from '../fixtures.ts';
import {
  startTestClockServer,
  TEST_CLOCK_PORTS,
  testClockBaseUrl,
  type TestClockServer,
} from '../support/test-clock-server.ts';
import { SCREENSHOT_DIR } from '../support/env.ts';
import { berlinClub, berlinTechnoDj, registerVerifiedAccount } from '../support/register-account.ts';
import { berlinDate } from '../support/berlin-date.ts';
import { openInboxRequest } from '../support/dj-inbox.ts';

/**
 * Booking requests over days of app time (issue #11's done-when with the test clock; docs/product/booking-requests.md),
 * in the browser against a server of its own with TEST_CLOCK=on: a card saved 10 days ahead is authorized 3.5 days
 * before the event, a venue's request its DJ leaves unanswered for 48 hours reaches a similar DJ's inbox, and a request
 * nobody accepts expires 23 hours before the event with its hold released. Dates are picked on the app's clock, which
 * runs ahead of the browser's once moved.
 */

const CLOCK_BASE_URL = testClockBaseUrl(TEST_CLOCK_PORTS.booking);

test.use({ baseURL: CLOCK_BASE_URL, timezoneId: 'Europe/Berlin' });
// Moving the clock runs every job that falls due on the way before it answers.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const RUN = Date.now().toString(36);
const HOUR = 3_600_000;
const TARGET_DJ = `Clock Target ${RUN}`;
const SIMILAR_DJ = `Clock Similar ${RUN}`;
const SUBMITTED = 'Booking request submitted successfully! You will receive service offers soon.';

let server: TestClockServer;
let targetDj: { api: APIRequestContext; id: number };
let similarDj: { api: APIRequestContext; id: number };

/** A DJ with a verified address: open requests reach only those (decision record 043). */
async function registerDj(stageName: string) {
  const api = await playwrightRequest.newContext({ baseURL: CLOCK_BASE_URL });
  await registerVerifiedAccount(api, berlinTechnoDj(stageName), (to, subject) =>
    server.waitForMail(to, subject),
  );
  const session = await (await api.get('/api/v14/auth/session')).json();
  const id = Number(session.data?.id ?? session.user?.id);
  expect(id).toBeGreaterThan(0);
  return { api, id };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startTestClockServer(TEST_CLOCK_PORTS.booking);
  targetDj = await registerDj(TARGET_DJ);
  similarDj = await registerDj(SIMILAR_DJ);
});

test.afterAll(async () => {
  for (const api of [targetDj?.api, similarDj?.api]) await api?.dispose();
  await server?.stop();
});

/** Signs the page's account up and verifies it with the token of the verification e-mail. */
async function signUpVerified(page: Page, fields: Record<string, unknown>) {
  await registerVerifiedAccount(page.request, fields, (to, subject) => server.waitForMail(to, subject));
}

/** A day on Berlin's calendar so many days after the app's now, as the date picker writes it. */
async function berlinDateAhead(days: number) {
  return berlinDate(days, await server.now());
}

const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Secure Your Booking' });

/** Fills the booking form (date, description, 150 per hour), secures the card with 4242… and sends it. */
async function requestWith4242(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  date: string,
  text: string,
) {
  await scope.getByLabel('Event date and time').fill(date);
  await scope.getByLabel('Event description').fill(text);
  // The slider starts at a default (or the aimed-at DJ's rate once it loaded): steps of 10 to 150 per hour.
  const budget = scope.getByLabel('Hourly budget');
  await expect(async () => {
    const steps = (150 - Number(await budget.inputValue())) / 10;
    await budget.focus();
    for (let step = 0; step < Math.abs(steps); step += 1)
      await budget.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    await expect(budget).toHaveValue('150', { timeout: 1000 });
  }).toPass();
  await scope.getByRole('button', { name: 'Request Booking' }).click();
  const modal = paymentDialog(page);
  await expect(modal.getByRole('region', { name: 'Payment summary' })).toBeVisible();
  await modal.getByLabel('Card number').fill('4242 4242 4242 4242');
  await modal.getByLabel('Expiry (MM / YY)').fill('12 / 30');
  await modal.getByLabel('Security code (CVC)').fill('123');
  return modal;
}

type Listed = { id: number; date: string; description: string; state: string; payment_status: string };

async function ownRequest(page: Page, description: string): Promise<Listed> {
  const mine = (await (await page.request.get('/api/v14/booking-requests.php')).json()) as { data: Listed[] };
  const found = mine.data.find((request) => request.description === description);
  expect(found, `no request "${description}" in ${JSON.stringify(mine.data)}`).toBeTruthy();
  return found!;
}

async function signUpEnthusiast(page: Page, name: string) {
  await signUpVerified(page, {
    user_type: 'enthusiast',
    display_name: `${name} ${RUN}`,
    country: 'DE',
    city: 'Berlin',
    preferred_artists: ['Peggy Gou'],
  });
}

/** The enthusiast's list of requests (Events tab), and the one with this description. */
async function enthusiastListItem(page: Page, description: string) {
  await page.goto('/enthusiast-dashboard?tab=events');
  const list = page.getByRole('region', { name: 'Your DJ Booking Requests' });
  const item = list.getByRole('article').filter({ hasText: description });
  await expect(item).toBeVisible();
  return item;
}

test('a card saved 10 days ahead with 4242… is authorized 3.5 days before the event', async ({ page }) => {
  await signUpEnthusiast(page, 'Saved Card');
  await page.goto(`/enthusiast-dashboard?dj_id=${targetDj.id}`);
  const card = page.getByRole('region', { name: 'Request a DJ' });
  await expect(card.getByTestId('targeted-dj').getByText(TARGET_DJ)).toBeVisible();
  const description = `Loft party on the test clock ${RUN}`;
  const modal = await requestWith4242(page, card, `${await berlinDateAhead(10)}T21:00`, description);
  await expect(modal.getByText('Your card is saved now, not charged')).toBeVisible();
  await modal.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(card.getByText(SUBMITTED)).toBeVisible();

  let item = await enthusiastListItem(page, description);
  await expect(item.getByText('Card saved')).toBeVisible();
  await snap(page, 'booking-clock-card-saved-desktop');

  // 3.5 days (84 hours) before the event the saved card is held off-session, for the request's amount.
  const request = await ownRequest(page, description);
  const eventAt = new Date(request.date);
  const ran = await server.advanceTo(new Date(eventAt.getTime() - 84 * HOUR + 5 * 60_000));
  expect(ran).toContain('booking-requests.authorize-saved-card');
  expect((await ownRequest(page, description)).payment_status).toBe('authorized');

  item = await enthusiastListItem(page, description);
  await expect(item.getByText('Authorized (no charge yet)')).toBeVisible();
  await expect(item.getByText('Pending')).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  await snap(page, 'booking-clock-authorized-desktop');
});

test('a venue’s request its DJ leaves unanswered for 48 hours reaches a similar DJ’s inbox', async ({
  page,
  browser,
}) => {
  await signUpVerified(page, berlinClub(`Clock Club ${RUN}`));
  await page.goto(`/venue-dashboard/book-dj?dj_id=${targetDj.id}`);
  await expect(page.getByTestId('targeted-dj').getByText(TARGET_DJ)).toBeVisible();
  const description = `Streamed club night for one DJ ${RUN}`;
  const modal = await requestWith4242(page, page, `${await berlinDateAhead(6)}T22:00`, description);
  await modal.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(page).toHaveURL(/\/venue-dashboard\?tab=bookings$/);
  await expect(page.getByText(SUBMITTED)).toBeVisible();
  const submittedAt = await server.now();

  const inbox = async (dj: { api: APIRequestContext }) =>
    ((await (await dj.api.get('/api/v14/dj/booking-requests')).json()) as { data: Listed[] }).data.map(
      (request) => request.description,
    );
  expect(await inbox(targetDj)).toContain(description);
  expect(await inbox(similarDj)).not.toContain(description);

  const ran = await server.advanceTo(new Date(submittedAt.getTime() + 48 * HOUR + 5 * 60_000));
  expect(ran).toContain('booking-requests.share-with-similar-djs');
  expect(await inbox(similarDj)).toContain(description);

  const context = await browser.newContext({
    storageState: await similarDj.api.storageState(),
    timezoneId: 'Europe/Berlin',
  });
  const djPage = await context.newPage();
  const requests = await openInboxRequest(djPage, description, CLOCK_BASE_URL);
  await expect(requests).toBeVisible();
  // The card just below the sticky header (a full-page capture of a scrolled page draws the header over it).
  await requests.evaluate((card) =>
    window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 96),
  );
  await djPage.screenshot({ path: path.join(SCREENSHOT_DIR, 'booking-clock-similar-dj-inbox-desktop.png') });
  await context.close();
});

test('a request nobody accepts expires 23 hours before the event and its hold is released', async ({
  page,
}) => {
  await signUpEnthusiast(page, 'Unanswered');
  await page.goto('/enthusiast-dashboard');
  const card = page.getByRole('region', { name: 'Request a DJ' });
  const description = `Nobody answers this one ${RUN}`;
  const modal = await requestWith4242(page, card, `${await berlinDateAhead(3)}T21:00`, description);
  await expect(modal.getByText('The amount is authorized now, not charged')).toBeVisible();
  await modal.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(card.getByText(SUBMITTED)).toBeVisible();
  const request = await ownRequest(page, description);
  expect(request.payment_status).toBe('authorized');

  const ran = await server.advanceTo(new Date(new Date(request.date).getTime() - 23 * HOUR + 5 * 60_000));
  expect(ran).toContain('booking-requests.expire');
  expect(await ownRequest(page, description)).toMatchObject({ state: 'expired', payment_status: 'released' });

  const item = await enthusiastListItem(page, description);
  await expect(item.getByText('Expired')).toBeVisible();
  await expect(item.getByText('Released (no charge)')).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  await snap(page, 'booking-clock-expired-desktop');
});
