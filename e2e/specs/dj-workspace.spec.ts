import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectAccessible, PHONE, snap, test, waitForMail } from '../fixtures.ts';
import { BASE_URL } from '../support/env.ts';
import { registerBookableDj, registerVerifiedVenue } from '../support/register-account.ts';
import { berlinDate } from '../support/berlin-date.ts';
import { venueRequestsDj } from '../support/venue-request.ts';
import { openInboxRequest } from '../support/dj-inbox.ts';

/**
 * The DJ's pages and the customer's bookings page (issue #30): a venue asks a DJ for two dates; the DJ walks the
 * inbox (groups, filters in the address, arrow keys, the request beside the list, on a phone list then detail), the
 * bookings calendar (a grid the keys move through, months in the address) and the payouts, and the venue its
 * /bookings page with filters, at 1280 and 390 px, with axe and screenshots.
 */

test.use({ timezoneId: 'Europe/Berlin' });
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const DJ_NAME = `Workspace DJ ${RUN}`;
const VENUE_NAME = `Workspace Club ${RUN}`;
const FIRST = `Rooftop opening ${RUN}`;
const SECOND = `Basement closing ${RUN}`;

let djApi: APIRequestContext;
let djId: number;

const ready = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached' });

/** Nothing on the page is wider than the phone's screen. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.beforeAll(async () => {
  djApi = await playwrightRequest.newContext({ baseURL: BASE_URL });
  djId = await registerBookableDj(djApi, DJ_NAME, waitForMail);
});

test.afterAll(async () => {
  await djApi.dispose();
});

test('a DJ works from the inbox, the bookings calendar and the payouts; the venue from its bookings page', async ({
  page: venue,
  browser,
}) => {
  test.setTimeout(240_000);

  await registerVerifiedVenue(venue.request, VENUE_NAME, waitForMail);
  await venueRequestsDj(venue, { djId, rate: 150, date: `${berlinDate(6)}T21:00`, description: FIRST });
  await venueRequestsDj(venue, { djId, rate: 150, date: `${berlinDate(8)}T22:00`, description: SECOND });

  const djContext = await browser.newContext({
    storageState: await djApi.storageState(),
    timezoneId: 'Europe/Berlin',
  });
  const dj = await djContext.newPage();

  // The overview sums the inbox up and links to it.
  await dj.goto('/dj-dashboard');
  await ready(dj);
  const nav = dj.getByRole('navigation', { name: 'Your DJ pages' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  const summary = dj.getByTestId('dj-inbox-summary');
  // Open requests from other walks may reach this DJ too: the count holds at least this venue's two.
  await expect(summary.getByRole('link', { name: /^Needs answer: ([2-9]|\d{2,})$/ })).toBeVisible();
  await summary.getByRole('link', { name: 'Open inbox' }).click();

  // The inbox: newest first among what needs an answer; the arrow keys move through it; Enter opens one beside it.
  await expect(dj).toHaveURL(/\/dj-dashboard\/inbox$/);
  await expect(nav.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  const list = dj.getByRole('listbox', { name: 'Booking requests' });
  const options = list.getByRole('option');
  await expect(options.filter({ hasText: VENUE_NAME })).toHaveCount(2);
  await expect(options.first()).toContainText(SECOND);
  await options.first().focus();
  await dj.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toBeFocused();
  await dj.keyboard.press('Enter');
  await expect(dj).toHaveURL(/\/dj-dashboard\/inbox\/\d+$/);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  const detail = dj.getByTestId('dj-inbox').getByRole('article').filter({ hasText: FIRST });
  await expect(detail.getByRole('button', { name: 'Make an offer' })).toBeVisible();
  await snap(dj, 'dj-workspace-1-inbox-desktop');
  await expectAccessible(dj);

  // The DJ accepts it as asked: it moves to Booked, the request stays open beside the list.
  await detail.getByRole('button', { name: 'Accept' }).click();
  const accept = dj.getByRole('dialog', { name: 'Accept this request as asked?' });
  await accept.getByRole('button', { name: 'Accept request' }).click();
  await expect(accept).toBeHidden({ timeout: 30_000 });
  await expect(list.getByRole('group', { name: 'Booked' }).getByRole('option')).toContainText(FIRST);
  await expect(detail.getByRole('link', { name: 'View booking' })).toBeVisible();

  // A filter is in the address: reload and Back keep it.
  await dj.getByRole('button', { name: /^Negotiating/ }).click();
  await expect(dj).toHaveURL(/filter=negotiating/);
  await expect(dj.getByText('No request is in this group right now.')).toBeVisible();
  await dj.reload();
  await ready(dj);
  await expect(dj.getByRole('button', { name: /^Negotiating/ })).toHaveAttribute('aria-pressed', 'true');
  await dj.goBack();
  await expect(dj.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');

  // On a phone: the list, then the request with a way back.
  await dj.setViewportSize(PHONE);
  await dj.goto('/dj-dashboard/inbox');
  await ready(dj);
  await expect(list).toBeVisible();
  await fitsTheScreen(dj);
  await snap(dj, 'dj-workspace-2-inbox-phone-list');
  await expectAccessible(dj);
  const phoneDetail = await openInboxRequest(dj, SECOND);
  await expect(phoneDetail).toBeVisible();
  await expect(list).toBeHidden();
  await fitsTheScreen(dj);
  await snap(dj, 'dj-workspace-3-inbox-phone-detail');
  await expectAccessible(dj);
  await dj.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(list).toBeVisible();

  // The bookings page: the booking on its day of the month grid, which the keys move through.
  await dj.setViewportSize({ width: 1280, height: 800 });
  await dj.goto(`/dj-dashboard/bookings?month=${berlinDate(6).slice(0, 7)}`);
  await ready(dj);
  const grid = dj.getByRole('grid');
  await expect(grid).toBeVisible();
  const booked = grid.getByRole('link', { name: new RegExp(VENUE_NAME) });
  await expect(booked).toHaveAttribute('href', /^\/bookings\/\d+$/);
  await expect(dj.getByRole('list', { name: 'Upcoming bookings' }).getByRole('article')).toHaveCount(1);
  await snap(dj, 'dj-workspace-4-bookings-desktop');
  await expectAccessible(dj);
  await grid.locator('[role="gridcell"][tabindex="0"]').focus();
  await dj.keyboard.press('PageDown');
  await expect(dj).toHaveURL(/month=\d{4}-\d{2}/);
  await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toBeFocused();
  await dj.keyboard.press('PageUp');
  await expect(booked).toBeVisible();
  await dj.setViewportSize(PHONE);
  await fitsTheScreen(dj);
  await snap(dj, 'dj-workspace-5-bookings-phone');
  await expectAccessible(dj);

  // The payouts page.
  await dj.setViewportSize({ width: 1280, height: 800 });
  await nav.getByRole('link', { name: 'Payouts' }).click();
  await expect(dj).toHaveURL(/\/dj-dashboard\/payouts$/);
  await expect(dj.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(dj.getByText('No payouts yet')).toBeVisible();
  await snap(dj, 'dj-workspace-6-payouts-desktop');
  await expectAccessible(dj);
  await dj.setViewportSize(PHONE);
  await fitsTheScreen(dj);
  await snap(dj, 'dj-workspace-7-payouts-phone');
  await expectAccessible(dj);
  await djContext.close();

  // The venue's bookings page, reached from its dashboard, filtered in the address.
  await venue.goto('/venue-dashboard?tab=bookings');
  await ready(venue);
  await venue.getByRole('link', { name: 'All your bookings, with filters' }).click();
  await expect(venue).toHaveURL(/\/bookings$/);
  const requests = venue.getByRole('list', { name: 'Your booking requests' });
  await expect(requests.getByRole('article')).toHaveCount(2);
  await venue.getByRole('button', { name: /^Open/ }).click();
  await expect(venue).toHaveURL(/\/bookings\?status=open$/);
  await expect(requests.getByRole('article')).toHaveCount(1);
  await expect(requests.getByRole('article')).toContainText(SECOND);
  await venue.getByRole('button', { name: /^To confirm/ }).click();
  await expect(requests.getByRole('article')).toContainText(FIRST);
  await expect(requests.getByRole('link', { name: 'Confirm booking' })).toBeVisible();
  await venue.getByRole('button', { name: /^Past/ }).click();
  await expect(venue.getByText('None of your requests is in this group right now.')).toBeVisible();
  await venue.getByRole('button', { name: /^All/ }).click();
  await snap(venue, 'dj-workspace-8-venue-bookings-desktop');
  await expectAccessible(venue);
  await venue.setViewportSize(PHONE);
  await fitsTheScreen(venue);
  await snap(venue, 'dj-workspace-9-venue-bookings-phone');
  await expectAccessible(venue);
});
