import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, snap, test } from '../fixtures.ts';
import { TEST_CLOCK_PORTS } from '../support/test-clock-server.ts';
import { onTestClock, type ClockDj } from '../support/clock-suite.ts';
import { berlinFan, fillCard, paymentDialog, setHourlyBudget, SUBMITTED } from '../support/booking-form.ts';
import { SCREENSHOT_DIR } from '../support/env.ts';
import { berlinClub } from '../support/register-account.ts';
import { berlinDate } from '../support/berlin-date.ts';
import { openInboxRequest } from '../support/dj-inbox.ts';

/**
 * Booking requests over days of app time (issue #11's done-when with the test clock; docs/product/booking-requests.md),
 * in the browser against a server of its own with TEST_CLOCK=on: a card saved 10 days ahead is authorized 3.5 days
 * before the event, a venue's request its DJ leaves unanswered for 48 hours reaches a similar DJ's inbox, and a request
 * nobody accepts expires 23 hours before the event with its hold released. Dates are picked on the app's clock, which
 * runs ahead of the browser's once moved.
 */

// Moving the clock runs every job that falls due on the way before it answers.
const clock = onTestClock(TEST_CLOCK_PORTS.booking, { timeout: 150_000 });
const CLOCK_BASE_URL = clock.baseUrl;

const RUN = Date.now().toString(36);
const HOUR = 3_600_000;
const TARGET_DJ = `Clock Target ${RUN}`;
const SIMILAR_DJ = `Clock Similar ${RUN}`;

let targetDj: ClockDj;
let similarDj: ClockDj;

test.beforeAll(async () => {
  targetDj = await clock.registerDj(TARGET_DJ);
  similarDj = await clock.registerDj(SIMILAR_DJ);
});

/** Signs the page's account up and verifies it with the token of the verification e-mail. */
async function signUpVerified(page: Page, fields: Record<string, unknown>) {
  await clock.signUpVerified(page.request, fields);
}

/** A day on Berlin's calendar so many days after the app's now, as the date picker writes it. */
async function berlinDateAhead(days: number) {
  return berlinDate(days, await clock.server.now());
}

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
  await setHourlyBudget(scope, 150);
  await scope.getByRole('button', { name: 'Request Booking' }).click();
  const modal = paymentDialog(page);
  await expect(modal.getByRole('region', { name: 'Payment summary' })).toBeVisible();
  await fillCard(modal, '4242 4242 4242 4242');
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
  await signUpVerified(page, berlinFan(`${name} ${RUN}`));
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
  const ran = await clock.server.advanceTo(new Date(eventAt.getTime() - 84 * HOUR + 5 * 60_000));
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
  const submittedAt = await clock.server.now();

  const inbox = async (dj: { api: APIRequestContext }) =>
    ((await (await dj.api.get('/api/v14/dj/booking-requests')).json()) as { data: Listed[] }).data.map(
      (request) => request.description,
    );
  expect(await inbox(targetDj)).toContain(description);
  expect(await inbox(similarDj)).not.toContain(description);

  const ran = await clock.server.advanceTo(new Date(submittedAt.getTime() + 48 * HOUR + 5 * 60_000));
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

  const ran = await clock.server.advanceTo(
    new Date(new Date(request.date).getTime() - 23 * HOUR + 5 * 60_000),
  );
  expect(ran).toContain('booking-requests.expire');
  expect(await ownRequest(page, description)).toMatchObject({ state: 'expired', payment_status: 'released' });

  const item = await enthusiastListItem(page, description);
  await expect(item.getByText('Expired')).toBeVisible();
  await expect(item.getByText('Released (no charge)')).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  await snap(page, 'booking-clock-expired-desktop');
});
