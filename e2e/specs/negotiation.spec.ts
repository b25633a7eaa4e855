import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, snap, test, waitForMail } from '../fixtures.ts';
import { SCREENSHOT_DIR } from '../support/env.ts';
import { registerVerifiedVenue } from '../support/register-account.ts';
import { berlinDate } from '../support/berlin-date.ts';
import { secureWithCard, venueRequestsDj } from '../support/venue-request.ts';
import { djSeesRequest, openInboxRequest, withBookableDj } from '../support/dj-inbox.ts';

/**
 * Offers and negotiation (issue #12) as a venue and a DJ meet them, each in their own browser: the venue asks the DJ
 * (the card secured on the test gateway), the DJ makes an offer, the venue counters, the DJ accepts, and each sees
 * the other's move live without reloading; then the venue confirms the contract in three steps.
 */

test.use({ timezoneId: 'Europe/Berlin' });
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const DJ_NAME = `Offer DJ ${RUN}`;
const VENUE_NAME = `Offer Club ${RUN}`;
const DESCRIPTION = `Rooftop opening night ${RUN}`;

const bookableDj = withBookableDj(DJ_NAME);

/** What the screen shows now (a dialog over the page), as the person sees it. */
async function snapScreen(page: Page, name: string) {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

const ready = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached' });

test('a venue and a DJ negotiate live, and the venue confirms the contract in three steps', async ({
  page: venue,
  browser,
}) => {
  test.setTimeout(180_000);

  // The venue asks the DJ, with the DJ's rate as its budget (?rate=), its card authorized on the test gateway.
  await registerVerifiedVenue(venue.request, VENUE_NAME, waitForMail);
  await venue.goto(`/venue-dashboard/book-dj?dj_id=${bookableDj.id}&rate=150`);
  await ready(venue);
  await expect(venue.getByTestId('targeted-dj').getByText(DJ_NAME)).toBeVisible();
  await expect(venue.getByLabel('Hourly budget')).toHaveValue('150');
  const venueRequest = await venueRequestsDj(venue, {
    djId: bookableDj.id,
    rate: 150,
    date: `${berlinDate(4)}T21:00`,
    description: DESCRIPTION,
  });
  await expect(venueRequest.getByText('0 offers')).toBeVisible();
  const updates = venue.getByTestId('recent-booking-updates');
  await expect(updates.getByText('Live')).toBeVisible();

  // The DJ finds it in the inbox with what they would earn, and makes an offer.
  const djContext = await browser.newContext({
    storageState: await bookableDj.api.storageState(),
    timezoneId: 'Europe/Berlin',
  });
  const dj = await djContext.newPage();
  const djRequest = await openInboxRequest(dj, DESCRIPTION);
  const inbox = dj.getByTestId('dj-inbox');
  await expect(djRequest).toBeVisible();
  await expect(inbox.getByText('Live')).toBeVisible();
  await expect(djRequest.getByText(/Budget €300/)).toBeVisible();
  await djRequest.scrollIntoViewIfNeeded();
  await snap(dj, 'negotiation-1-dj-inbox');
  await djRequest.getByRole('button', { name: 'Make an offer' }).click();
  const offerDialog = dj.getByRole('dialog', { name: 'Make an offer' });
  await offerDialog.getByLabel('Hourly rate (EUR)').fill('170');
  await expect(offerDialog.getByLabel('Fee breakdown').getByText('€340')).toBeVisible();
  await offerDialog.getByLabel(/Message/).fill('Happy to play: I bring my own controller.');
  // The offer carries the DJ's terms; the venue's contract starts from them.
  await offerDialog.getByLabel('Payment terms').selectOption({ label: '30/70' });
  await offerDialog.getByLabel('Cancellation notice').selectOption({ label: '48 hours' });
  await snapScreen(dj, 'negotiation-2-dj-offer-dialog');
  await offerDialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(offerDialog).toBeHidden();
  await expect(djRequest.getByRole('region', { name: 'Your offer' }).getByText('Pending')).toBeVisible();

  // The venue sees the offer arrive without reloading, and counters it.
  await expect(venueRequest.getByText('1 offer')).toBeVisible();
  await expect(updates.getByText(DJ_NAME)).toBeVisible();
  await snap(venue, 'negotiation-3-venue-offer-arrived');
  await venueRequest.getByRole('button', { name: 'View Offers' }).click();
  const offers = venue.getByRole('dialog', { name: 'Offers for your request' });
  const theOffer = offers.getByRole('article', { name: `Offer from ${DJ_NAME}` });
  await expect(theOffer.getByText('€340')).toBeVisible();
  await expect(theOffer.getByText('Happy to play: I bring my own controller.')).toBeVisible();
  await snapScreen(venue, 'negotiation-4-venue-offers-dialog');
  await theOffer.getByRole('button', { name: 'Counter' }).click();
  const counter = venue.getByRole('dialog', { name: `Counter ${DJ_NAME}'s offer` });
  await counter.getByLabel('Hourly rate (EUR)').fill('140');
  await counter.getByRole('button', { name: 'Send counter offer' }).click();
  await expect(counter).toBeHidden();
  await expect(theOffer.getByText('Negotiating')).toBeVisible();
  await expect(theOffer.getByText(/Your counter offer/)).toContainText('€280');
  await offers.getByRole('button', { name: 'Close' }).click();

  // The DJ sees the counter without reloading, and accepts it.
  const myOffer = djRequest.getByRole('region', { name: 'Your offer' });
  await expect(myOffer.getByText(new RegExp(`Counter offer from ${VENUE_NAME}`))).toContainText('€280');
  await myOffer.scrollIntoViewIfNeeded();
  await snap(dj, 'negotiation-5-dj-sees-counter');
  await myOffer.getByRole('button', { name: 'Accept' }).click();
  const accept = dj.getByRole('dialog', { name: 'Accept the counter offer?' });
  await accept.getByRole('button', { name: 'Accept counter offer' }).click();
  await expect(accept).toBeHidden();
  await expect(myOffer.getByText('Accepted', { exact: true })).toBeVisible();

  // The venue sees the acceptance without reloading, and confirms the contract in three steps.
  const confirmLink = venueRequest.getByRole('link', { name: 'Confirm booking' });
  await expect(confirmLink).toBeVisible();
  await snap(venue, 'negotiation-6-venue-sees-acceptance');
  await confirmLink.click();
  await expect(venue).toHaveURL(/\/bookings\/\d+\/confirm$/);
  await expect(venue.getByRole('heading', { name: 'Step 1 of 3: Review' })).toBeVisible();
  await expect(venue.getByLabel('Price breakdown').getByText('€280')).toBeVisible();
  await snap(venue, 'negotiation-7-confirm-review');
  await venue.getByRole('button', { name: 'Next' }).click();
  await expect(venue.getByRole('heading', { name: 'Step 2 of 3: Contract' })).toBeFocused();
  await expect(venue.getByLabel('Payment terms')).toHaveValue('30_70');
  await expect(venue.getByLabel('Cancellation notice')).toHaveValue('48');
  const equipment = venue.getByRole('textbox', { name: /Equipment provided/ });
  await equipment.fill('Pioneer CDJ-3000');
  await equipment.press('Enter');
  await equipment.fill('pioneer cdj-3000');
  await equipment.press('Enter');
  await expect(venue.getByText('pioneer cdj-3000 is already on the list')).toBeVisible();
  await equipment.fill('Booth monitor');
  await equipment.press('Enter');
  await venue.getByLabel(/Additional terms/).fill('Sound check at 8 pm.');
  await snap(venue, 'negotiation-8-confirm-contract');
  await venue.getByRole('button', { name: 'Next' }).click();
  await expect(venue.getByRole('heading', { name: 'Step 3 of 3: Confirmation' })).toBeFocused();
  await venue.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(venue.getByText('You must agree to the contract terms to confirm')).toBeVisible();
  await venue.getByRole('checkbox', { name: /I agree to the contract terms/ }).check();
  await snap(venue, 'negotiation-9-confirm-agreement');
  await venue.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(venue).toHaveURL(/\/bookings\/\d+$/);
  await expect(venue.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(venue.getByRole('region', { name: 'Contract terms' }).getByText('30/70')).toBeVisible();
  await snap(venue, 'negotiation-10-booking-page');

  // The DJ's bookings page shows it confirmed.
  await dj.goto('/dj-dashboard/bookings');
  await ready(dj);
  const bookings = dj.getByRole('list', { name: 'Upcoming bookings' });
  await expect(bookings.getByText('Confirmed', { exact: true })).toBeVisible();
  await bookings.scrollIntoViewIfNeeded();
  await snap(dj, 'negotiation-11-dj-bookings');
  await djContext.close();
});

test('an offer above the hold: the venue secures the agreed price through the bank’s 3-D Secure page, then confirms', async ({
  page: venue,
  browser,
}) => {
  test.setTimeout(180_000);
  const description = `Warehouse closing party ${RUN}`;
  await registerVerifiedVenue(venue.request, `Hold Club ${RUN}`, waitForMail);
  const venueRequest = await venueRequestsDj(venue, {
    djId: bookableDj.id,
    rate: 150,
    date: `${berlinDate(3)}T22:00`,
    description,
  });

  // The DJ offers more than the €300 the card holds.
  const {
    context: djContext,
    dj,
    request: djRequest,
  } = await djSeesRequest(browser, bookableDj.api, description);
  await djRequest.getByRole('button', { name: 'Make an offer' }).click();
  const offerDialog = dj.getByRole('dialog', { name: 'Make an offer' });
  await offerDialog.getByLabel('Hourly rate (EUR)').fill('200');
  await offerDialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(offerDialog).toBeHidden();
  await djContext.close();

  // The venue accepts it and is taken to the confirmation, which asks for the agreed price first.
  await venueRequest.getByRole('button', { name: 'View Offers' }).click();
  const offers = venue.getByRole('dialog', { name: 'Offers for your request' });
  await offers.getByRole('button', { name: 'Accept' }).click();
  await venue.getByRole('button', { name: 'Accept offer' }).click();
  await expect(venue).toHaveURL(/\/bookings\/\d+\/confirm$/);
  await venue.getByRole('button', { name: 'Next' }).click();
  await expect(venue.getByRole('heading', { name: 'Step 2 of 4: Authorize' })).toBeVisible();
  await venue.getByRole('button', { name: 'Authorize card' }).click();
  const again = venue.getByRole('dialog', { name: 'Secure Your Booking' });
  await expect(again.getByText('The agreed price is authorized now, not charged')).toBeVisible();
  await secureWithCard(venue, '4000 0027 6000 3184');

  // The bank's page, then back on the Authorize step, where the new hold is recorded.
  await expect(venue.getByText('Amount to authorize: €400.00')).toBeVisible();
  await venue.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(venue.getByText('Your card now secures the agreed price.')).toBeVisible();
  await expect(venue.getByRole('heading', { name: 'Step 2 of 4: Authorize' })).toBeVisible();
  await snap(venue, 'negotiation-12-authorized-after-3ds');
  await venue.getByRole('button', { name: 'Next' }).click();
  await expect(venue.getByRole('heading', { name: 'Step 3 of 4: Contract' })).toBeFocused();
  await venue.getByRole('button', { name: 'Next' }).click();
  await venue.getByRole('checkbox', { name: /I agree to the contract terms/ }).check();
  await venue.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(venue).toHaveURL(/\/bookings\/\d+$/);
  await expect(venue.getByText('Confirmed', { exact: true })).toBeVisible();
});
