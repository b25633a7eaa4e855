import type { Page } from '@playwright/test';
import { CONTACT_NOTICES, CONTACT_PLACEHOLDERS } from '@cuepoint/domain/trust/contact-masking';
import { expect, expectAccessible, PHONE, snap, test } from '../fixtures.ts';
import { newVenueRequestsDj } from '../support/venue-request.ts';
import { djSeesRequest, withBookableDj } from '../support/dj-inbox.ts';

/**
 * Conversations before a booking (issue #17), each party in their own browser: a venue asks a DJ for a booking, the
 * DJ opens "Messages with …" from the inbox and writes a phone number and an e-mail address; the venue sees the
 * unread count, reads the message with both hidden and the notice that says why, answers, and the count clears; the
 * DJ reads the answer. Checked with axe on a desktop and a phone.
 */

test.use({ timezoneId: 'Europe/Berlin' });
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const DJ_NAME = `Chat DJ ${RUN}`;
const VENUE_NAME = `Chat Club ${RUN}`;
const DESCRIPTION = `Terrace night ${RUN}`;
const DJ_WORDS = 'Sounds great! Call me on +49 170 1234567 or write to nova.chat@example.com';
const MASKED = `Sounds great! Call me on ${CONTACT_PLACEHOLDERS.phone} or write to ${CONTACT_PLACEHOLDERS.email}`;
const ANSWER = `Lovely, see you on the terrace ${RUN}`;

const bookableDj = withBookableDj(DJ_NAME);

const ready = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached' });

test('a DJ and a venue talk before the booking, contact details hidden from the venue', async ({
  page: venue,
  browser,
}) => {
  test.setTimeout(180_000);

  // The venue asks the DJ for a booking, its card secured on the test gateway.
  const venueRequest = await newVenueRequestsDj(venue, VENUE_NAME, {
    djId: bookableDj.id,
    description: DESCRIPTION,
  });
  await expect(venueRequest.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();

  // The DJ opens the conversation from the inbox and writes a phone number and an e-mail address.
  const {
    context: djContext,
    dj,
    request: djRequest,
  } = await djSeesRequest(browser, bookableDj.api, DESCRIPTION);
  await djRequest.getByRole('button', { name: /^Messages with / }).click();
  const djThread = djRequest.getByRole('region', { name: /^Messages with / });
  await expect(djThread.getByText(CONTACT_NOTICES.hidden)).toBeVisible();
  await djThread.getByLabel('Your message').fill(DJ_WORDS);
  await djThread.getByRole('button', { name: 'Send message' }).click();
  // The sender reads their own words.
  await expect(djThread.getByRole('list', { name: 'Messages' }).getByText(DJ_WORDS)).toBeVisible();
  await djRequest.scrollIntoViewIfNeeded();
  await snap(dj, 'request-messages-1-dj-wrote');
  await expectAccessible(dj);
  // The DJ closes the conversation (an open one reads what arrives).
  await djRequest.getByRole('button', { name: /^Hide messages with / }).click();

  // The venue sees one unread message on the request, live; opening the DJ's conversation shows it masked.
  const messagesButton = venueRequest.getByRole('button', { name: /^Messages/ }).first();
  await expect(messagesButton).toContainText('1 unread', { timeout: 15_000 });
  await messagesButton.click();
  // The request reached one DJ: its conversation opens at once, without a second button to press.
  await expect(venueRequest.getByRole('button', { name: /messages with /i })).toHaveCount(0);
  const venueThread = venueRequest.getByRole('region', { name: `Messages with ${DJ_NAME}` });
  const received = venueThread.getByRole('list', { name: 'Messages' });
  await expect(received.getByText(MASKED)).toBeVisible();
  await expect(venueThread.getByText('+49 170 1234567')).toHaveCount(0);
  await expect(venueThread.getByText(/nova\.chat@example\.com/)).toHaveCount(0);
  await expect(venueThread.getByText(CONTACT_NOTICES.hidden)).toBeVisible();
  // Reading it clears the count.
  await expect(venueRequest.getByRole('button', { name: /^Hide messages$/ })).not.toContainText('unread');

  // The venue answers; the DJ sees the answer and the count on its side.
  await venueThread.getByLabel('Your message').fill(ANSWER);
  await venueThread.getByRole('button', { name: 'Send message' }).click();
  await expect(received.getByText(ANSWER)).toBeVisible();
  await venueRequest.scrollIntoViewIfNeeded();
  await snap(venue, 'request-messages-2-venue-reads-masked');
  await expectAccessible(venue);

  const djButton = djRequest.getByRole('button', { name: /messages with /i });
  await expect(djButton).toContainText('1 unread', { timeout: 15_000 });
  await djButton.click();
  await expect(djRequest.getByRole('region', { name: /^Messages with / }).getByText(ANSWER)).toBeVisible();
  await expect(djButton).not.toContainText('unread');

  // On a phone the conversation reads the same.
  await venue.setViewportSize(PHONE);
  await venue.reload();
  await ready(venue);
  await venueRequest
    .getByRole('button', { name: /^Messages/ })
    .first()
    .click();
  await expect(
    venueRequest.getByRole('region', { name: `Messages with ${DJ_NAME}` }).getByText(MASKED),
  ).toBeVisible();
  await venueRequest.scrollIntoViewIfNeeded();
  await snap(venue, 'request-messages-3-venue-phone');
  await expectAccessible(venue);
  await djContext.close();
});
