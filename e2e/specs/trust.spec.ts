import { request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, PHONE, snap, test } from '../fixtures.ts';
import { berlinTechnoDj } from '../support/register-account.ts';
import { TEST_CLOCK_PORTS } from '../support/test-clock-server.ts';
import { onTestClock } from '../support/clock-suite.ts';
import { answerData as json } from '../support/booking-form.ts';

/**
 * Trust after the booking (issue #17's done-when), tried as new users would on a server of its own with the test
 * clock: contact details in a message are hidden from the other party until the booking is confirmed while the
 * sender reads their own; after the completed booking both parties review and the reviews appear only once both are
 * in, the DJ's rating showing on the public page; a dispute ends in a partial refund that the booking and the DJ's
 * payout agree on to the cent; an operator decides it in /admin and suspends the DJ, who can no longer be found.
 */

const RUN = Date.now().toString(36);
const STAGE_NAME = `Trust Nova ${RUN}`;
const OPERATOR = `ops-${RUN}@example.com`;
const HOUR = 3_600_000;

const clock = onTestClock(TEST_CLOCK_PORTS.trust, { timeout: 360_000, adminEmails: OPERATOR });
const TRUST_BASE_URL = clock.baseUrl;
const { signUpVerified } = clock;

test('messages, reviews, a dispute with a partial refund, and a suspended DJ', async ({ page, browser }) => {
  // A DJ with a payout account, and an enthusiast who books them 30 hours ahead.
  const djApi = await playwrightRequest.newContext({ baseURL: TRUST_BASE_URL });
  const dj = await signUpVerified(djApi, berlinTechnoDj(STAGE_NAME));
  await json(await djApi.post('/api/v14/dj/payouts/connect', { data: {} }));
  await signUpVerified(page.request, {
    user_type: 'enthusiast',
    display_name: `Trust Fan ${RUN}`,
    country: 'DE',
    city: 'Berlin',
  });
  const now = await clock.server.now();
  const eventAt = new Date(now.getTime() + 30 * HOUR);
  const authorized = await (
    await page.request.post('/api/v14/payment-authorize.php', {
      data: {
        event_name: 'Rooftop birthday',
        event_date: eventAt.toISOString(),
        hourly_rate: 150,
        duration: 2,
        currency: 'EUR',
        timezone: 'Europe/Berlin',
        dj_id: dj.id,
      },
    })
  ).json();
  const intent = authorized.payment_intent as { id: string; client_secret: string };
  await json(
    await page.request.post('/api/v14/test-payments/confirm', {
      data: { client_secret: intent.client_secret, payment_method: 'pm_card_visa' },
    }),
  );
  const submitted = await json(
    await page.request.post('/api/v14/booking-request.php', {
      data: {
        date: eventAt.toISOString(),
        duration: 2,
        performance_type: 'remote',
        description: `Rooftop birthday ${RUN}`,
        hourly_budget: 150,
        preferred_genres: ['Techno'],
        currency: 'EUR',
        timezone: 'Europe/Berlin',
        payment_intent_id: intent.id,
        dj_id: dj.id,
      },
    }),
  );
  const booking = await json(
    await djApi.post(`/api/v14/booking-requests/${submitted.id}/accept`, { data: {} }),
  );
  const bookingUrl = `/bookings/${booking.id}`;

  // Before confirmation the DJ's phone number and e-mail are hidden from the customer; the customer's own stays.
  await json(
    await djApi.post(`/api/v14${bookingUrl}/messages`, {
      data: { text: 'Looking forward! Call me on +49 170 1234567 or write to nova@example.com' },
    }),
  );
  await page.goto(bookingUrl);
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(
    messages.getByText('Call me on [phone number hidden] or write to [email hidden]'),
  ).toBeVisible();
  await expect(messages.getByText(/stay hidden until a booking between you is confirmed/)).toBeVisible();
  await messages.getByLabel('Your message').fill('Great! Mine is 030 98765432, text me anytime.');
  await messages.getByRole('button', { name: 'Send message' }).click();
  await expect(messages.getByText('Great! Mine is 030 98765432, text me anytime.')).toBeVisible();
  const djThread = await json(await djApi.get(`/api/v14${bookingUrl}/messages`));
  expect(djThread.messages[1].text).toBe('Great! Mine is [phone number hidden], text me anytime.');
  await messages.scrollIntoViewIfNeeded();
  await snap(page, 'trust-messages-hidden-desktop');

  // Confirmed: everything shows.
  await json(
    await page.request.post(`/api/v14${bookingUrl}/confirm`, {
      data: { payment_terms: '50_50', cancellation_notice_hours: 72, equipment_provided: [], agree: true },
    }),
  );
  await page.reload();
  await expect(
    messages.getByText('Looking forward! Call me on +49 170 1234567 or write to nova@example.com'),
  ).toBeVisible();
  await snap(page, 'trust-messages-shown-desktop');

  // The event happens: charged at T−24 h, paid out, completed.
  await clock.server.advanceHours(33);
  await page.reload();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const form = reviews.getByRole('form', { name: 'Write your review' });
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
    .click();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByLabel('Your review').fill('Amazing set, the whole roof was dancing.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(reviews.getByRole('article', { name: 'Your review' })).toBeVisible();
  await expect(
    reviews.getByText(/It will be published when the other party has written theirs/),
  ).toBeVisible();
  await expect(page.goto(`/dj/${dj.id}`)).resolves.toBeTruthy();
  await expect(page.getByText('No reviews yet').first()).toBeVisible();

  await json(
    await djApi.post(`/api/v14${bookingUrl}/reviews`, {
      data: { rating: 5, text: 'Lovely hosts and great sound.' },
    }),
  );
  await page.goto(bookingUrl);
  await expect(reviews.getByRole('article', { name: 'The DJ’s review of you' })).toContainText(
    'Lovely hosts and great sound.',
  );
  await reviews.scrollIntoViewIfNeeded();
  await snap(page, 'trust-reviews-published-desktop');
  await page.goto(`/dj/${dj.id}`);
  await expect(page.getByLabel('Rating and track record')).toContainText('5.0(1 review)');
  await expect(
    page.getByRole('region', { name: /Reviews/ }).getByText('Amazing set, the whole roof was dancing.'),
  ).toBeVisible();
  await snap(page, 'trust-dj-rating-desktop');

  // The customer disputes; the DJ answers.
  await page.goto(bookingUrl);
  const dispute = page.getByRole('region', { name: 'Dispute' });
  await dispute.getByRole('button', { name: 'Open a dispute' }).click();
  await dispute.getByLabel('What went wrong?').selectOption('late_or_short');
  await dispute
    .getByLabel('What happened')
    .fill('The stream started 45 minutes late and the set was cut short.');
  await dispute.getByRole('button', { name: 'Open dispute' }).click();
  await expect(dispute.getByText('Waiting for the other party')).toBeVisible();
  await json(
    await djApi.post(`/api/v14${bookingUrl}/dispute/answer`, {
      data: { statement: 'The venue’s stream key did not work for the first 40 minutes.' },
    }),
  );

  // The operator decides a partial refund of 100.00 in /admin.
  const operatorContext = await browser.newContext({ baseURL: TRUST_BASE_URL, timezoneId: 'Europe/Berlin' });
  const operatorPage = await operatorContext.newPage();
  await signUpVerified(operatorPage.request, {
    user_type: 'enthusiast',
    display_name: `Ops ${RUN}`,
    country: 'DE',
    city: 'Berlin',
    email: OPERATOR,
  });
  await operatorPage.goto('/admin?tab=disputes');
  await operatorPage.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const decide = operatorPage.getByRole('form', { name: /Decide dispute/ });
  await decide.getByLabel('Decision').selectOption('partial_refund');
  await decide.getByLabel(/Refund \(EUR/).fill('100');
  await decide.getByLabel('Note to both parties').fill('A third of the set was lost: 100.00 comes back.');
  await decide.getByRole('button', { name: 'Decide and refund' }).click();
  // A refund is confirmed with its amount before it is sent.
  await operatorPage.getByRole('alertdialog').getByRole('button', { name: 'Refund €100' }).click();
  await expect(operatorPage.getByText('No dispute waits for a decision.')).toBeVisible();
  await operatorPage.getByLabel('Show').selectOption('all');
  await expect(operatorPage.getByLabel('Decision').first()).toContainText('€100 of €300');
  await snap(operatorPage, 'trust-admin-dispute-decided-desktop');

  // The booking and the DJ's payout agree to the cent: 289.00 − 96.33 = 192.67.
  const decided = await json(await djApi.get(`/api/v14${bookingUrl}/dispute`));
  expect(decided.dispute.decision).toMatchObject({
    refund: 100,
    dj_share: 96.33,
    platform_share: 3.67,
    refunded: true,
  });
  expect(decided.dispute.dj_payout).toBe(192.67);
  const settled = await json(await page.request.get(`/api/v14${bookingUrl}`));
  expect(settled).toMatchObject({
    charged: 300,
    refund: { amount: 100, dj_share: 96.33, platform_share: 3.67, sent: true },
    customer_paid_now: 200,
    dj_payout_now: 192.67,
  });
  // The DJ's payouts card: the refund taken back from the transfer it came from, and totals as the DJ receives now.
  const payouts = await json(await djApi.get('/api/v14/dj/payouts'));
  expect(payouts.totals).toEqual({ paid: [{ currency: 'EUR', amount: 192.67 }], scheduled: [] });
  const djContext = await browser.newContext({
    baseURL: TRUST_BASE_URL,
    timezoneId: 'Europe/Berlin',
    storageState: await djApi.storageState(),
  });
  const djPage = await djContext.newPage();
  await djPage.goto('/dj-dashboard');
  await djPage.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const payoutsCard = djPage.getByTestId('dj-payouts');
  const clawback = payoutsCard.getByText('Taken back for the customer’s refund');
  await expect(clawback).toBeVisible();
  await expect(clawback.locator('xpath=following-sibling::*[1]')).toHaveText('−€96.33');
  await expect(
    payoutsCard.getByText('Paid', { exact: true }).first().locator('xpath=following-sibling::*[1]'),
  ).toHaveText('€192.67');
  await clawback.scrollIntoViewIfNeeded();
  await snap(djPage, 'trust-dj-payouts-clawback-desktop');
  await djContext.close();

  const history = settled.history.map((entry: { type: string }) => entry.type);
  expect(history).toEqual(
    expect.arrayContaining(['dispute.opened', 'dispute.answered', 'dispute.decided', 'dispute.refunded']),
  );
  await page.goto(bookingUrl);
  await expect(page.getByRole('region', { name: 'Amounts' })).toContainText(
    '€300 · €100 refunded · you paid €200',
  );
  await expect(page.getByRole('region', { name: 'Dispute' }).getByLabel('Decision')).toContainText(
    '€100 of €300',
  );
  await page.getByRole('region', { name: 'Dispute' }).scrollIntoViewIfNeeded();
  await snap(page, 'trust-dispute-customer-desktop');
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await page.getByRole('region', { name: 'Messages' }).scrollIntoViewIfNeeded();
  await snap(page, 'trust-booking-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The operator suspends the DJ: not found, not bookable.
  await operatorPage.goto('/admin?tab=users');
  await operatorPage.getByLabel('Search users').fill(STAGE_NAME);
  const users = operatorPage.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await users.getByRole('button', { name: `Suspend ${STAGE_NAME}` }).click();
  await users.getByLabel(`Why suspend ${STAGE_NAME}?`).fill('Asked customers to pay outside Cuepoint');
  await users.getByRole('button', { name: 'Suspend account' }).click();
  await expect(users.getByText('Suspended', { exact: true })).toBeVisible();
  await snap(operatorPage, 'trust-admin-suspended-desktop');
  await expectAccessible(operatorPage);
  const found = await json(await page.request.get(`/api/v14/search-djs?q=${encodeURIComponent(STAGE_NAME)}`));
  expect(found.map((item: { id: number }) => item.id)).not.toContain(dj.id);
  const profile = await page.request.get(`/api/v14/dj-public-page.php?id=${dj.id}`);
  expect(profile.status()).toBe(404);
  expect((await djApi.get('/api/v14/bookings')).status()).toBe(401);
  await operatorContext.close();
  await djApi.dispose();
});
