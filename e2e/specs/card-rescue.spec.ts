import type { Page } from '@playwright/test';
import { expect, PHONE, snap, test } from '../fixtures.ts';
import { TEST_CLOCK_PORTS } from '../support/test-clock-server.ts';
import { onTestClock, type ClockDj } from '../support/clock-suite.ts';
import {
  answerData as json,
  berlinFan,
  fillCard,
  paymentDialog,
  setHourlyBudget,
  SUBMITTED,
  tabTo,
} from '../support/booking-form.ts';
import { berlinDate } from '../support/berlin-date.ts';

/**
 * A saved card that fails later is rescued (issue #28, decision record 028), in the browser on the test clock: an
 * enthusiast books a DJ ten days ahead with 4000 0000 0000 0341 (saved fine, declined when charged), the DJ accepts
 * and the booking is confirmed; 3.5 days before the event the authorization fails. The booking stays confirmed, the
 * customer's page says "Secure this booking": the saved card used again is declined again, another card
 * (4242 4242 4242 4242) secures it; the DJ's page says the booking is at risk and until when. Then a card the bank
 * wants its holder for (4000 0027 6000 3184, decision record 028): the customer secures the booking with the saved card
 * on a phone, with the keyboard alone, through the bank's 3-D Secure page.
 */

const clock = onTestClock(TEST_CLOCK_PORTS.rescue, { timeout: 180_000 });

const RUN = Date.now().toString(36);
const HOUR = 3_600_000;
const DJ_NAME = `Rescue Nova ${RUN}`;
/** Stripe's card that is saved through 3-D Secure and refused off-session with authentication_required. */
const AUTHENTICATES = '4000 0027 6000 3184';

let dj: ClockDj;

test.beforeAll(async () => {
  dj = await clock.registerDj(DJ_NAME);
});

/** The enthusiast's booking form aimed at the DJ, 150 per hour, the card typed into the payment step. */
async function requestWithCard(page: Page, date: string, description: string, cardNumber: string) {
  await page.goto(`/enthusiast-dashboard?dj_id=${dj.id}`);
  const card = page.getByRole('region', { name: 'Request a DJ' });
  await expect(card.getByTestId('targeted-dj').getByText(DJ_NAME)).toBeVisible();
  await card.getByLabel('Event date and time').fill(date);
  await card.getByLabel('Event description').fill(description);
  await setHourlyBudget(card, 150);
  await card.getByRole('button', { name: 'Request Booking' }).click();
  const modal = paymentDialog(page);
  await fillCard(modal, cardNumber);
  await expect(modal.getByText('Your card is saved now, not charged')).toBeVisible();
  await modal.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  if (cardNumber === AUTHENTICATES) {
    // The bank's 3-D Secure page when the card is saved, then back on the dashboard.
    await expect(page.getByRole('heading', { name: 'Confirm your card' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  }
  await expect(page.getByRole('region', { name: 'Request a DJ' }).getByText(SUBMITTED)).toBeVisible();
}

/**
 * A new Berlin enthusiast on the page asks the DJ, 10 days ahead on the app's clock at `time`, paying with `cardNumber`;
 * answers the account and the request as the customer's list has it.
 */
async function fanRequests(page: Page, fan: string, time: string, description: string, cardNumber: string) {
  const customer = await clock.signUpVerified(page.request, berlinFan(`${fan} ${RUN}`));
  await requestWithCard(page, `${berlinDate(10, await clock.server.now())}T${time}`, description, cardNumber);
  const mine = (await json(await page.request.get('/api/v14/booking-requests.php'))) as {
    id: number;
    date: string;
    description: string;
  }[];
  const request = mine.find((row) => row.description === description)!;
  return { customer, request, eventAt: new Date(request.date) };
}

/** The DJ accepts the request and the customer confirms the DJ's terms: answers the booking. */
async function bookedAndConfirmed(page: Page, requestId: number): Promise<{ id: number }> {
  const booking = await json(
    await dj.api.post(`/api/v14/booking-requests/${requestId}/accept`, { data: {} }),
  );
  await json(
    await page.request.post(`/api/v14/bookings/${booking.id}/confirm`, {
      data: { payment_terms: '50_50', cancellation_notice_hours: 72, equipment_provided: [], agree: true },
    }),
  );
  return booking;
}

/** The booking as its customer reads it: confirmed, its card authorized, nothing left to secure. */
async function expectSecured(page: Page, bookingId: number) {
  expect(await json(await page.request.get(`/api/v14/bookings/${bookingId}`))).toMatchObject({
    status: 'confirmed',
    payment_status: 'authorized',
    needs_authorization: false,
    authorization_failure: null,
  });
}

/** 3.5 days (84 h) before the event, and five minutes: the saved card's off-session hold has been tried. */
const afterSavedCardHold = (eventAt: Date) =>
  clock.server.advanceTo(new Date(eventAt.getTime() - 84 * HOUR + 5 * 60_000));

test('a confirmed booking whose saved card (…0341) fails is secured with 4242 from its page; the DJ sees it at risk', async ({
  page,
  browser,
}) => {
  const description = `Garden party whose card fails later ${RUN}`;
  const { customer, request, eventAt } = await fanRequests(
    page,
    'Rescue Fan',
    '21:00',
    description,
    '4000 0000 0000 0341',
  );
  const booking = await bookedAndConfirmed(page, request.id);

  // 3.5 days before the event the saved card is authorized off-session, and declined.
  const ran = await afterSavedCardHold(eventAt);
  expect(ran).toContain('booking-requests.authorize-saved-card');
  const failed = await json(await page.request.get(`/api/v14/bookings/${booking.id}`));
  expect(failed).toMatchObject({
    status: 'confirmed',
    payment_status: 'failed',
    needs_authorization: true,
    authorization_failure: { kind: 'soft', reason: 'Your card was declined.' },
  });

  // The customer is told at once, with the booking's page.
  const mail = await clock.server.waitForMail(customer.email, /Payment authorization failed/);
  expect(mail.text).toContain(`/bookings/${booking.id}`);

  // The DJ's view: at risk, and when it is released.
  const djContext = await browser.newContext({
    storageState: await dj.api.storageState(),
    timezoneId: 'Europe/Berlin',
  });
  const djPage = await djContext.newPage();
  await djPage.goto(`/bookings/${booking.id}`);
  const atRisk = djPage.getByRole('region', { name: 'Booking at risk' });
  await expect(atRisk).toBeVisible();
  await expect(atRisk.getByText(/If it is not secured by .+, the booking is released/)).toBeVisible();
  await snap(djPage, 'card-rescue-dj-at-risk-desktop');
  await djPage.setViewportSize(PHONE);
  await expect(atRisk).toBeVisible();
  await snap(djPage, 'card-rescue-dj-at-risk-phone');

  // The customer's page: Secure this booking.
  await page.goto(`/bookings/${booking.id}`);
  const panel = page.getByRole('region', { name: 'Secure this booking' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Your card was declined.')).toBeVisible();
  await expect(panel.getByText(/We try your card once more on/)).toBeVisible();
  await snap(page, 'card-rescue-secure-panel-desktop');
  await page.setViewportSize(PHONE);
  await expect(panel.getByRole('button', { name: 'Use the saved card' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Use another card' })).toBeVisible();
  await snap(page, 'card-rescue-secure-panel-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The confirmation page leads to the same panel instead of saying it is confirmed already.
  await page.goto(`/bookings/${booking.id}/confirm`);
  await expect(page.getByRole('region', { name: 'Secure this booking' })).toBeVisible();
  await page.goto(`/bookings/${booking.id}`);

  // The saved card again, on-session: …0341 is declined again, in words, and another card is still offered.
  await panel.getByRole('button', { name: 'Use the saved card' }).click();
  const modal = paymentDialog(page);
  await expect(modal.getByText(/Your saved card is used again/)).toBeVisible();
  await expect(modal.getByLabel('Card number')).toBeHidden();
  await snap(page, 'card-rescue-saved-card-desktop');
  await modal.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(modal.getByText('Your card was declined.')).toBeVisible();
  await snap(page, 'card-rescue-saved-card-declined-desktop');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await panel.getByRole('button', { name: 'Use another card' }).click();
  await fillCard(modal, '4242 4242 4242 4242');
  await modal.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
  await expect(page.getByText('Your card now secures this booking')).toBeVisible();
  await expect(panel).toBeHidden();
  await expectSecured(page, booking.id);
  await snap(page, 'card-rescue-secured-desktop');

  // The DJ's page no longer says it is at risk; at T−24 h it is charged as agreed.
  await djPage.reload();
  await expect(djPage.getByRole('heading', { name: /Booking with/ })).toBeVisible();
  await expect(djPage.getByRole('region', { name: 'Booking at risk' })).toBeHidden();
  await clock.server.advanceTo(new Date(eventAt.getTime() - 24 * HOUR + 5 * 60_000));
  const charged = await json(await page.request.get(`/api/v14/bookings/${booking.id}`));
  expect(charged).toMatchObject({ status: 'confirmed', payment_status: 'captured' });
  await djContext.close();
});

test('a saved card the bank wants authenticated (…3184) is secured on a phone with the keyboard alone, through 3-D Secure', async ({
  page,
}) => {
  const description = `Birthday whose bank asks for its holder ${RUN}`;
  const { request, eventAt } = await fanRequests(page, 'Rescue Keys', '21:00', description, AUTHENTICATES);
  const booking = await bookedAndConfirmed(page, request.id);
  await afterSavedCardHold(eventAt);
  const failed = await json(await page.request.get(`/api/v14/bookings/${booking.id}`));
  expect(failed).toMatchObject({
    status: 'confirmed',
    needs_authorization: true,
    authorization_failure: { kind: 'authentication', retry_at: null },
  });

  // On a phone: the panel's words and both choices fit the screen, in order, reached with Tab.
  await page.setViewportSize(PHONE);
  await page.goto(`/bookings/${booking.id}`);
  const panel = page.getByRole('region', { name: 'Secure this booking' });
  await expect(panel.getByText(/Your bank wants you to confirm the payment/)).toBeVisible();
  const saved = panel.getByRole('button', { name: 'Use the saved card' });
  const another = panel.getByRole('button', { name: 'Use another card' });
  for (const button of [saved, another]) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThanOrEqual(40);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await tabTo(page, 'Use the saved card');
  await expect(saved).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(another).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(saved).toBeFocused();
  await snap(page, 'card-rescue-3ds-keyboard-phone');

  // Enter opens the payment step on the saved card; focus is inside it; Tab reaches its button.
  await page.keyboard.press('Enter');
  const modal = paymentDialog(page);
  await expect(modal.getByText(/Your saved card is used again/)).toBeVisible();
  await expect(modal.locator(':focus')).toHaveCount(1);
  await tabTo(page, 'Secure Booking (No Charge Now)');
  await snap(page, 'card-rescue-3ds-saved-card-phone');
  await page.keyboard.press('Enter');

  // The bank's page asks for its holder; completed with the keyboard, it returns to the booking, secured.
  await expect(page.getByRole('heading', { name: 'Confirm your card' })).toBeVisible();
  await snap(page, 'card-rescue-3ds-bank-page-phone');
  await tabTo(page, 'Complete authentication');
  await page.keyboard.press('Enter');
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}`));
  await expect(page.getByText(/Your card now secures this booking/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Secure this booking' })).toBeHidden();
  await expectSecured(page, booking.id);
  await snap(page, 'card-rescue-3ds-secured-phone');
});

test('an open request whose saved card (…0341) failed is secured from the list on a phone with the keyboard alone', async ({
  page,
}) => {
  const description = `Open request whose card fails later ${RUN}`;
  const { request, eventAt } = await fanRequests(
    page,
    'Rescue Open',
    '20:00',
    description,
    '4000 0000 0000 0341',
  );
  await afterSavedCardHold(eventAt);
  const failed = await json(await page.request.get(`/api/v14/booking-requests/${request.id}`));
  expect(failed).toMatchObject({
    payment_status: 'failed',
    authorization_failure: { kind: 'soft', reason: 'Your card was declined.' },
  });

  await page.setViewportSize(PHONE);
  await page.goto(`/enthusiast-dashboard?tab=events#booking-request-${request.id}`);
  const item = page.locator(`#booking-request-${request.id}`);
  const panel = item.getByRole('region', { name: 'Secure this request' });
  await expect(panel.getByText('Your card was declined.')).toBeVisible();
  await expect(panel.getByText(/Secure it by/)).toBeVisible();
  const saved = panel.getByRole('button', { name: 'Use the saved card' });
  const another = panel.getByRole('button', { name: 'Use another card' });
  for (const button of [saved, another]) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await saved.scrollIntoViewIfNeeded();
  await snap(page, 'card-rescue-open-request-phone');

  // Keyboard only: the saved card first, declined again in words; Escape returns to the panel, then another card.
  await page.evaluate(() => window.scrollTo(0, 0));
  await tabTo(page, 'Use the saved card', 80);
  await expect(saved).toBeFocused();
  // Tabbed to, it is scrolled clear of the sticky site header.
  const header = (await page.locator('header').first().boundingBox())!;
  expect((await saved.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.keyboard.press('Enter');
  const modal = paymentDialog(page);
  await expect(modal.getByText(/Your saved card is used again/)).toBeVisible();
  await expect(modal.locator(':focus')).toHaveCount(1);
  await tabTo(page, /No Charge Now/);
  await page.keyboard.press('Enter');
  await expect(modal.getByText('Your card was declined.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(saved).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(another).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal.getByLabel('Card number')).toBeFocused();
  await page.keyboard.type('4242 4242 4242 4242');
  await modal.getByLabel('Expiry (MM / YY)').focus();
  await page.keyboard.type('12 / 30');
  await modal.getByLabel('Security code (CVC)').focus();
  await page.keyboard.type('123');
  await tabTo(page, /No Charge Now/);
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(item.getByRole('status').filter({ hasText: 'secures this request again' })).toBeFocused();
  const secured = await json(await page.request.get(`/api/v14/booking-requests/${request.id}`));
  expect(secured).toMatchObject({ payment_status: 'authorized', authorization_failure: null });
  await snap(page, 'card-rescue-open-request-secured-phone');
});
