import { expect, PHONE, snap, test } from '../fixtures.ts';
import { SCREENSHOT_DIR } from '../support/env.ts';
import { newVenueRequestsDj } from '../support/venue-request.ts';
import { djSeesRequest, withBookableDj } from '../support/dj-inbox.ts';

/**
 * The DJ's terms travel with the offer (issue #28, decision record 029): the DJ offers with payment terms and a
 * cancellation notice, the venue's contract starts from them, the venue changes the notice, and the booking waits
 * for the DJ, who sees both side by side and agrees: the booking is confirmed.
 */

test.use({ timezoneId: 'Europe/Berlin' });

const RUN = Date.now().toString(36);
const DJ_NAME = `Terms DJ ${RUN}`;
const VENUE_NAME = `Terms Club ${RUN}`;
const DESCRIPTION = `Harbour terrace night ${RUN}`;

const bookableDj = withBookableDj(DJ_NAME);

test('a DJ offers with terms, the venue changes the notice, the DJ agrees side by side and the booking is confirmed', async ({
  page: venue,
  browser,
}) => {
  test.setTimeout(180_000);
  const venueRequest = await newVenueRequestsDj(venue, VENUE_NAME, {
    djId: bookableDj.id,
    description: DESCRIPTION,
  });

  // The DJ offers with 100% upfront and a week's notice (the form starts from the DJ's standard terms).
  const {
    context: djContext,
    dj,
    request: djRequest,
  } = await djSeesRequest(browser, bookableDj.api, DESCRIPTION);
  await expect(djRequest).toBeVisible();
  await djRequest.getByRole('button', { name: 'Make an offer' }).click();
  const offerDialog = dj.getByRole('dialog', { name: 'Make an offer' });
  await expect(offerDialog.getByLabel('Payment terms')).toHaveValue('50_50');
  await expect(offerDialog.getByLabel('Cancellation notice')).toHaveValue('72');
  await offerDialog.getByLabel('Hourly rate (EUR)').fill('150');
  await offerDialog.getByLabel('Payment terms').selectOption({ label: '100% upfront' });
  await offerDialog.getByLabel('Cancellation notice').selectOption({ label: '1 week' });
  await offerDialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(offerDialog).toBeHidden();

  // The venue sees the terms on the offer and accepts it.
  await venueRequest.getByRole('button', { name: 'View Offers' }).click();
  const offers = venue.getByRole('dialog', { name: 'Offers for your request' });
  const theOffer = offers.getByRole('article', { name: `Offer from ${DJ_NAME}` });
  await expect(theOffer.getByText('100% upfront payment · 1 week cancellation notice')).toBeVisible();
  await theOffer.getByRole('button', { name: 'Accept' }).click();
  await venue.getByRole('button', { name: 'Accept offer' }).click();
  await expect(venue).toHaveURL(/\/bookings\/\d+\/confirm$/);
  const bookingPath = new URL(venue.url()).pathname.replace(/\/confirm$/, '');

  // The wizard starts from the DJ's terms; the venue shortens the notice to 72 hours.
  await venue.getByRole('button', { name: 'Next' }).click();
  await expect(venue.getByRole('heading', { name: 'Step 2 of 3: Contract' })).toBeFocused();
  await expect(venue.getByLabel('Payment terms')).toHaveValue('upfront');
  await expect(venue.getByLabel('Cancellation notice')).toHaveValue('168');
  await venue.getByLabel('Cancellation notice').selectOption({ label: '72 hours' });
  await expect(venue.getByText(/You changed .*’s terms: once you confirm, the booking waits/)).toBeVisible();
  await snap(venue, 'terms-1-venue-changes-notice');
  await venue.getByRole('button', { name: 'Next' }).click();
  await venue.getByRole('checkbox', { name: /I agree to the contract terms/ }).check();
  await venue.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(venue).toHaveURL(new RegExp(`${bookingPath}$`));
  await expect(venue.getByText('Awaiting DJ agreement', { exact: true })).toBeVisible();
  await expect(
    venue.getByText(`Your terms were sent to ${DJ_NAME}.`, { exact: false }).first(),
  ).toBeVisible();

  // The DJ sees the two side by side, the changed notice marked, on desktop and on a phone, and agrees.
  await dj.goto(bookingPath);
  const agreement = dj.getByRole('region', { name: `${VENUE_NAME} proposes other terms` });
  await expect(agreement).toBeVisible();
  const notice = agreement.getByRole('row', { name: /Cancellation notice/ });
  await expect(notice.getByRole('cell').nth(0)).toHaveText('1 week');
  await expect(notice.getByRole('cell').nth(1)).toContainText('72 hours');
  await expect(notice.getByText('Changed')).toBeVisible();
  await expect(agreement.getByRole('row', { name: /Payment terms/ }).getByText('Changed')).toHaveCount(0);
  await snap(dj, 'terms-2-dj-agreement-desktop');
  await dj.setViewportSize(PHONE);
  await agreement.scrollIntoViewIfNeeded();
  await snap(dj, 'terms-3-dj-agreement-phone');
  await dj.screenshot({ path: `${SCREENSHOT_DIR}/terms-3b-dj-agreement-phone-screen.png` });
  expect(await dj.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await agreement.getByRole('button', { name: 'Agree to these terms' }).click();
  await expect(dj.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(agreement).toBeHidden();
  await djContext.close();

  // The venue's booking is confirmed with its notice and the DJ's payment terms.
  await venue.reload();
  await expect(venue.getByText('Confirmed', { exact: true })).toBeVisible();
  const contract = venue.getByRole('region', { name: 'Contract terms' });
  await expect(contract.getByText('100% upfront')).toBeVisible();
  await expect(contract.getByText('72 hours')).toBeVisible();
  await snap(venue, 'terms-4-venue-confirmed');
});
