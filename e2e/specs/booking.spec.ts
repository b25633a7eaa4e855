import fs from 'node:fs/promises';
import path from 'node:path';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { expect, expectAccessible, PHONE, snap, test, waitForMail } from '../fixtures.ts';
import { BASE_URL, SCREENSHOT_DIR } from '../support/env.ts';
import { berlinClub, berlinTechnoDj, registerVerifiedAccount } from '../support/register-account.ts';
import { berlinDate } from '../support/berlin-date.ts';
import { openInboxRequest } from '../support/dj-inbox.ts';

/**
 * Booking requests with card authorization (issue #11; docs/product/booking-requests.md) as new customers meet them, on
 * the test gateway: an enthusiast asks a DJ for a night 10 days ahead (the card is saved), a venue for one 2 days ahead
 * (the card is authorized at once), a declined card is told on the enthusiast form, a card asking for 3-D Secure goes
 * to the bank's page and back; the DJ finds the requests on the dashboard.
 */

test.use({ timezoneId: 'Europe/Berlin' });
// Each test books through the payment modal and then opens the DJ's dashboard in a second browser: 90 s each.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const RUN = Date.now().toString(36);
const DJ_NAME = `Booking Target ${RUN}`;
const SUBMITTED = 'Booking request submitted successfully! You will receive service offers soon.';

let djApi: APIRequestContext;
let djId: number;

/** Signs the page's account up and verifies it with the token of the verification e-mail. */
async function signUpVerified(page: Page, fields: Record<string, unknown>) {
  return (await registerVerifiedAccount(page.request, fields, (to, subject) => waitForMail(to, subject)))
    .email;
}

test.beforeAll(async () => {
  djApi = await playwrightRequest.newContext({ baseURL: BASE_URL });
  // Verified: open requests reach only DJs with a verified address (decision record 043).
  await registerVerifiedAccount(djApi, berlinTechnoDj(DJ_NAME), (to, subject) => waitForMail(to, subject));
  const session = await (await djApi.get('/api/v14/auth/session')).json();
  djId = session.data?.id ?? session.user?.id;
  expect(djId).toBeGreaterThan(0);
});

test.afterAll(async () => {
  await djApi.dispose();
});

/** What the screen shows now (a dialog over the page), scrolled to its buttons. */
async function snapScreen(page: Page, name: string) {
  await page.getByRole('dialog').last().getByRole('button').last().scrollIntoViewIfNeeded();
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Secure Your Booking' });

async function fillCard(page: Page, number: string) {
  const modal = dialog(page);
  await modal.getByLabel('Card number').fill(number);
  await modal.getByLabel('Expiry (MM / YY)').fill('12 / 30');
  await modal.getByLabel('Security code (CVC)').fill('123');
}

async function fillRequest(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  date: string,
  text: string,
) {
  await scope.getByLabel('Event date and time').fill(date);
  await scope.getByLabel('Event description').fill(text);
  // 150 per hour whatever the form started from (a DJ's own rate is offered first): Home goes to 20, then thirteen
  // steps of 10 on the slider.
  const budget = scope.getByLabel('Hourly budget');
  await budget.focus();
  await budget.press('Home');
  for (let step = 0; step < 13; step += 1) await budget.press('ArrowRight');
  await expect(budget).toHaveValue('150');
  await scope.getByRole('button', { name: 'Request Booking' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('region', { name: 'Payment summary' })).toBeVisible();
}

async function djSees(browser: Browser, description: string, shot: string) {
  const inbox = await (await djApi.get('/api/v14/dj/booking-requests')).json();
  expect(inbox.data.map((request: { description: string }) => request.description)).toContain(description);
  const context = await browser.newContext({
    storageState: await djApi.storageState(),
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  const card = await openInboxRequest(page, description);
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await snap(page, shot);
  await context.close();
}

test('an enthusiast books the DJ 10 days ahead with 4242…: the card is saved, the request listed, the DJ sees it', async ({
  page,
  browser,
}) => {
  await signUpVerified(page, {
    user_type: 'enthusiast',
    display_name: `Mila ${RUN}`,
    country: 'DE',
    city: 'Berlin',
    preferred_artists: ['Peggy Gou'],
  });
  await page.goto(`/enthusiast-dashboard?dj_id=${djId}`);
  const card = page.getByRole('region', { name: 'Request a DJ' });
  await expect(card.getByTestId('targeted-dj').getByText(DJ_NAME)).toBeVisible();
  await expect(card.getByLabel('Event date and time')).toHaveValue(/T21:00$/);
  await card.getByLabel('Event description').fill('Birthday');
  await expect(card.getByText('Description must be at least 10 characters (8/10)')).toBeVisible();
  await snap(page, 'booking-enthusiast-form-desktop');

  const description = `Birthday party in a loft ${RUN}`;
  await fillRequest(page, card, `${berlinDate(10)}T21:00`, description);
  const modal = dialog(page);
  await expect(modal.getByText('Your card is saved now, not charged')).toBeVisible();
  await expect(modal.getByText('€300')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await expectAccessible(page);
  await snapScreen(page, 'booking-payment-modal-desktop');
  await modal.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();

  await expect(card.getByText(SUBMITTED)).toBeVisible();
  await expect(modal).toBeHidden();
  await snap(page, 'booking-enthusiast-submitted-desktop');
  await card.getByRole('link', { name: 'See your requests' }).click();
  const list = page.getByRole('region', { name: 'Your DJ Booking Requests' });
  const item = list.getByRole('article').filter({ hasText: description });
  await expect(item.getByText('Pending')).toBeVisible();
  await expect(item.getByText('Card saved')).toBeVisible();
  await expect(item.getByText(DJ_NAME)).toBeVisible();
  await snap(page, 'booking-enthusiast-requests-desktop');

  await djSees(browser, description, 'booking-dj-inbox-desktop');
});

test('a venue books the DJ 2 days ahead on a phone: the card is authorized at once', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await signUpVerified(page, berlinClub(`Booking Club ${RUN}`));
  await page.goto('/venue-dashboard');
  await page.getByRole('link', { name: 'Book a DJ' }).first().click();
  await expect(page).toHaveURL(/\/venue-dashboard\/book-dj$/);
  await page.goto(`/venue-dashboard/book-dj?dj_id=${djId}`);
  await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toBeVisible();
  await expect(page.getByTestId('targeted-dj').getByText(DJ_NAME)).toBeVisible();
  await page.getByRole('radio', { name: 'On-site' }).check();
  await page.getByRole('button', { name: 'Request Booking' }).click();
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  await snap(page, 'booking-venue-form-phone');

  const description = `Friday night at the club ${RUN}`;
  await page.getByLabel(/^City/).fill('Berlin');
  await page.getByLabel(/^Country/).selectOption('DE');
  await fillRequest(page, page, `${berlinDate(2)}T22:00`, description);
  const modal = dialog(page);
  await expect(modal.getByText('The amount is authorized now, not charged')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await snapScreen(page, 'booking-payment-modal-phone');
  await modal.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();

  await expect(page).toHaveURL(/\/venue-dashboard\?tab=bookings$/);
  await expect(page.getByText(SUBMITTED)).toBeVisible();
  const item = page.getByRole('article').filter({ hasText: description });
  await expect(item.getByText('Pending')).toBeVisible();
  await expect(item.getByText('Authorized (no charge yet)')).toBeVisible();
  await expect(item.getByText('0 offers')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'booking-venue-bookings-phone');

  await djSees(browser, description, 'booking-dj-inbox-desktop-2');
});

test('a declined card 4000 0000 0000 0002 is told on the enthusiast form, and nothing is requested', async ({
  page,
}) => {
  await signUpVerified(page, {
    user_type: 'enthusiast',
    display_name: `Declined ${RUN}`,
    country: 'DE',
    city: 'Berlin',
    preferred_artists: ['Peggy Gou'],
  });
  await page.goto(`/enthusiast-dashboard?dj_id=${djId}`);
  const card = page.getByRole('region', { name: 'Request a DJ' });
  await fillRequest(page, card, `${berlinDate(3)}T21:00`, `A declined card ${RUN}`);
  await fillCard(page, '4000 0000 0000 0002');
  await dialog(page).getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(card.getByText('Payment authorization failed: Your card was declined.')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  // Read first and in view, wherever the submit button left the page.
  const notice = card.getByRole('alert').filter({ hasText: 'Payment authorization failed' });
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(card.getByLabel('Event description')).toHaveValue(`A declined card ${RUN}`);
  await snap(page, 'booking-declined-desktop');
  const mine = await (await page.request.get('/api/v14/booking-requests.php')).json();
  expect(mine.data).toEqual([]);
});

test('the payment modal’s Cancel closes it on the first click, with the card half typed or untouched', async ({
  page,
}) => {
  await signUpVerified(page, {
    user_type: 'enthusiast',
    display_name: `Undecided ${RUN}`,
    country: 'DE',
    city: 'Berlin',
    preferred_artists: ['Peggy Gou'],
  });
  await page.goto(`/enthusiast-dashboard?dj_id=${djId}`);
  const card = page.getByRole('region', { name: 'Request a DJ' });
  await fillRequest(page, card, `${berlinDate(5)}T21:00`, `Changed my mind ${RUN}`);
  const modal = dialog(page);
  // Focus starts on the card number; leaving it half typed is a problem the field would tell.
  await expect(modal.getByLabel('Card number')).toBeFocused();
  await modal.getByLabel('Card number').fill('4242');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  // On a phone, with the card number untouched.
  await page.setViewportSize(PHONE);
  await card.getByRole('button', { name: 'Request Booking' }).click();
  await expect(modal.getByRole('region', { name: 'Payment summary' })).toBeVisible();
  await expect(modal.getByLabel('Card number')).toBeFocused();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(card.getByLabel('Event description')).toHaveValue(`Changed my mind ${RUN}`);
  const mine = await (await page.request.get('/api/v14/booking-requests.php')).json();
  expect(mine.data).toEqual([]);
});

test('a card asking for 3-D Secure goes to the bank’s page and the request is sent on the way back', async ({
  page,
}) => {
  await signUpVerified(page, {
    user_type: 'enthusiast',
    display_name: `Secure ${RUN}`,
    country: 'DE',
    city: 'Berlin',
    preferred_artists: ['Peggy Gou'],
  });
  await page.goto('/enthusiast-dashboard');
  const card = page.getByRole('region', { name: 'Request a DJ' });
  const description = `Verified by the bank ${RUN}`;
  await fillRequest(page, card, `${berlinDate(4)}T21:00`, description);
  await fillCard(page, '4000 0027 6000 3184');
  await dialog(page).getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your card' })).toBeVisible();
  await snap(page, 'booking-3ds-page-desktop');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await expect(page.getByRole('region', { name: 'Request a DJ' }).getByText(SUBMITTED)).toBeVisible();
  await expect(page).toHaveURL(/\/enthusiast-dashboard$/);
  const mine = await (await page.request.get('/api/v14/booking-requests.php')).json();
  expect(mine.data.map((request: { description: string }) => request.description)).toEqual([description]);
  expect(mine.data[0].payment_status).toBe('authorized');
});

test('an enthusiast books from the DJ’s page with the dashboards’ one form: on-site at their own place, then Booking request sent', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpVerified(page, {
    user_type: 'enthusiast',
    display_name: `Profile ${RUN}`,
    country: 'DE',
    city: 'Berlin',
    preferred_artists: ['Peggy Gou'],
  });
  await page.goto(`/dj/${djId}`);
  await page.getByRole('button', { name: 'Book this DJ' }).click();
  const form = page.getByRole('dialog', { name: `Book ${DJ_NAME}` });
  await expect(form.getByTestId('targeted-dj').getByText(DJ_NAME)).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Remote (streamed)' })).toBeChecked();
  await form.getByRole('radio', { name: 'On-site' }).check();
  // On-site is at the customer's own place until they say otherwise.
  await expect(form.getByLabel(/^City/)).toHaveValue('Berlin');
  await expect(form.getByLabel(/^Country/)).toHaveValue('DE');
  await form.getByLabel(/^City/).fill('');
  await form.getByLabel('Duration').selectOption('3');
  await form.getByLabel('Event description').fill(`Garden party ${RUN}`);
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expect(
    form.getByText('Please specify city and country for on-site performances').first(),
  ).toBeVisible();
  await form.getByLabel(/^City/).fill('Berlin');
  await snapScreen(page, 'booking-profile-form-phone');
  await fillRequest(page, form, `${berlinDate(12)}T20:00`, `Garden party ${RUN}`);
  await expect(dialog(page).getByText('Your card is saved now, not charged')).toBeVisible();
  await expect(dialog(page).getByText('€450')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await dialog(page).getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Booking request sent' });
  await expect(confirmed.getByText(SUBMITTED)).toBeVisible();
  await snapScreen(page, 'booking-profile-confirmed-phone');
  const mine = await (await page.request.get('/api/v14/booking-requests.php')).json();
  expect(mine.data[0]).toMatchObject({
    dj_id: djId,
    performance_type: 'onsite',
    city: 'Berlin',
    country: 'DE',
    duration: 3,
    hourly_budget: 150,
    payment_status: 'card_saved',
  });
  expect(mine.data[0].description).toBe(`Garden party ${RUN}`);
});
