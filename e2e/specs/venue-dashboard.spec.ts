import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, PHONE, SMALL_PHONE, snap, test } from '../fixtures.ts';
import { dismissToasts, toast } from '../support/toasts.ts';
import { registerAccount as register } from '../support/register-account.ts';
import { SCREENSHOT_DIR } from '../support/env.ts';
import { avatarPng, bannerPng } from '../support/test-images.ts';

/**
 * The venue dashboard (docs/product/venues.md; docs/product/venues.md) as a new venue meets it: edits its details
 * and opening hours, uploads a banner, creates, edits and deletes an event with a flyer, streams an event to a second
 * venue that approves it, keeps favorite DJs, and finds all of it again after a reload. Visitors and other accounts
 * are sent on.
 */

test.use({ timezoneId: 'Europe/Berlin' });

function venue(name: string, city: string, country: string) {
  return {
    user_type: 'venue',
    venue_name: name,
    country,
    city,
    address: '1 Example Street',
    venue_type: 'club',
    venue_url: 'club.example.com',
    venue_email: 'bookings@club.example.com',
  };
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const events = (page: Page) => page.getByRole('list', { name: 'Your events' });
const eventItem = (page: Page, title: string) =>
  events(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

async function editDetails(page: Page) {
  await tab(page, 'Venue Settings').click();
  await expect(page).toHaveURL(/\/venue-dashboard\?tab=settings$/);
  const details = region(page, 'Venue details');
  await details.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit venue details' });
  // Cancel throws the edits away.
  await form.getByLabel(/^Description/).fill('This will be discarded');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(details.getByText('This will be discarded')).toHaveCount(0);

  await details.getByRole('button', { name: 'Edit details' }).click();
  await form.getByLabel(/^Capacity/).fill('450');
  await form.getByLabel(/^Currency/).selectOption('EUR');
  await form.getByLabel(/^Description/).fill('Basement club with a Funktion-One rig and a late licence.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Venue settings saved')).toBeVisible();
  await expect(details.getByText('Basement club with a Funktion-One rig and a late licence.')).toBeVisible();
}

async function editHours(page: Page) {
  await page.getByRole('button', { name: 'Edit hours' }).click();
  const form = page.getByRole('form', { name: 'Edit opening hours' });
  const save = form.getByRole('button', { name: 'Save hours' });
  await expect(save).toBeDisabled();
  await form.getByLabel('Thursday closes').fill('03:00');
  await expect(form.getByRole('group', { name: 'Thursday' }).getByText('closes next day')).toBeVisible();
  await form.getByLabel('Sunday closed').check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, 'Opening hours saved')).toBeVisible();
  await expectHours(page);
}

async function expectHours(page: Page) {
  const hours = page.getByRole('list', { name: 'Opening hours' });
  await expect(hours.getByRole('listitem').filter({ hasText: 'Thursday' })).toHaveText(
    /Thursday09:00 – 03:00closes next day/,
  );
  await expect(hours.getByRole('listitem').filter({ hasText: 'Sunday' })).toHaveText('SundayClosed');
}

async function uploadBanner(page: Page) {
  const picker = page.getByLabel('Change banner image');
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expect(toast(page, 'Banner image must be less than 5MB')).toBeVisible();
  await picker.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: bannerPng() });
  await expect(toast(page, 'Banner image updated')).toBeVisible();
  await expect(page.getByTestId('venue-banner-image')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
}

async function openAddEvent(page: Page) {
  await tab(page, 'Events').click();
  await page.getByRole('button', { name: 'Add Event' }).click();
  return page.getByRole('dialog', { name: 'Add Event' });
}

async function createEditDeleteEvent(page: Page) {
  await tab(page, 'Events').click();
  await expect(page).toHaveURL(/\/venue-dashboard$/);
  await expect(page.getByText('No events yet')).toBeVisible();
  let dialog = await openAddEvent(page);
  await expect(dialog.getByLabel('Time')).toHaveValue('21:00');
  await expect(dialog.getByLabel('Duration')).toHaveValue('2:00');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByLabel('Event title')).toHaveAccessibleDescription('Event title is required');
  await expect(dialog.getByLabel('Lead DJ')).toHaveAccessibleDescription('Lead DJ name is required');
  await dialog.getByLabel('Event title').fill('Warehouse Night');
  await dialog.getByLabel('Lead DJ').fill('Nova Reyes');
  await dialog.getByLabel(/^Description/).fill('Hypnotic techno until sunrise.');
  await dialog.getByLabel(/^Ticket URL/).fill('https://tickets.example.com/warehouse-night');
  await dialog.getByLabel(/^Ticket price/).fill('15');
  await dialog
    .getByLabel('Choose flyer image')
    .setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: avatarPng() });
  await expect(dialog.getByTestId('flyer-preview')).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Event added')).toBeVisible();
  const item = eventItem(page, 'Warehouse Night');
  await expect(item.getByTestId('event-flyer')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  await expect(item.getByText('€15')).toBeVisible();

  await item.getByRole('button', { name: 'Edit Warehouse Night' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog.getByLabel('Lead DJ')).toHaveValue('Nova Reyes');
  await dialog.getByLabel('Event title').fill('Warehouse Night: Extended');
  await dialog.getByLabel('Duration').fill('4:30');
  await dialog.getByRole('button', { name: 'Save Event' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Event saved')).toBeVisible();
  const edited = eventItem(page, 'Warehouse Night: Extended');
  await expect(edited.getByText('4 h 30 min')).toBeVisible();
  await expect(edited.getByTestId('event-flyer')).toHaveAttribute('src', /^\/uploads\//);

  await edited.getByRole('button', { name: 'Delete Warehouse Night: Extended' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete event?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this event? This will also remove all co-streaming DJs and cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete event' }).click();
  await expect(toast(page, 'Event deleted')).toBeVisible();
  await expect(page.getByText('No events yet')).toBeVisible();
}

async function createCoStream(page: Page, destination: string) {
  const dialog = await openAddEvent(page);
  await dialog.getByLabel('Event title').fill('Live from the Basement');
  await dialog.getByLabel('Lead DJ').fill('Kai');
  await dialog.getByRole('checkbox', { name: /Remote DJ/ }).check();
  await dialog.getByRole('checkbox', { name: /Co-stream/ }).check();
  await expect(dialog.getByRole('checkbox', { name: /Remote DJ/ })).not.toBeChecked();
  await dialog.getByLabel('Co-streaming DJ 1', { exact: true }).fill('Kai');
  await dialog.getByLabel('Co-streaming DJ 1 duration').selectOption({ label: '1:30' });
  await dialog.getByRole('button', { name: 'Add co-streaming DJ' }).click();
  await expect(dialog.getByLabel('Co-streaming DJ 2 start time')).toHaveValue('22:30');
  await dialog.getByLabel('Co-streaming DJ 2', { exact: true }).fill('Nova Reyes');
  await dialog.getByLabel('Find a venue by name or city').fill(destination);
  await dialog
    .getByRole('list', { name: 'Venues found' })
    .getByRole('button', { name: new RegExp(destination) })
    .click();
  const price = dialog.getByLabel(`Price for ${destination} (EUR)`);
  await expect(price).toHaveValue('19.99');
  await price.fill('24.50');
  await expect(dialog.getByRole('list', { name: 'Destination venues' }).getByText('Pending')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog).toBeHidden();
  const item = eventItem(page, 'Live from the Basement');
  await expect(item.getByText('Co-stream', { exact: true })).toBeVisible();
  await expect(item.getByText('22:30 · Nova Reyes · 1 h')).toBeVisible();
  await expect(item.getByRole('listitem').filter({ hasText: destination })).toContainText('Pending');
}

async function keepFavorites(page: Page) {
  await tab(page, 'Favorite DJs').click();
  const input = page.getByRole('combobox', { name: 'Add a favorite DJ' });
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  // Suggestions come from the name catalogue once two characters are typed; Enter takes the first.
  await input.pressSequentially('peggy g');
  await expect(page.getByRole('option', { name: 'Peggy Gou' })).toBeVisible();
  await input.press('Enter');
  await expect(toast(page, 'Peggy Gou added to your favorite DJs')).toBeVisible();
  await input.fill('amelie lens');
  await expect(page.getByRole('option', { name: 'Amelie Lens' })).toBeVisible();
  await input.press('Enter');
  await expect(page.getByRole('list', { name: 'Your favorite DJs' }).getByRole('listitem')).toHaveText([
    'Peggy Gou',
    'Amelie Lens',
  ]);
  // A favorite is never suggested or added twice.
  await input.fill('PEGGY GOU');
  await add.click();
  await expect(input).toHaveAccessibleDescription('PEGGY GOU is already in your favorite DJs');
  await input.fill('');
}

async function expectKept(page: Page, destination: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('venue-banner-image')).toHaveAttribute('src', /^\/uploads\//);
  const item = eventItem(page, 'Live from the Basement');
  await expect(item.getByRole('listitem').filter({ hasText: destination })).toContainText('Approved');
  await expect(page.getByText('Warehouse Night: Extended')).toHaveCount(0);
  const analytics = region(page, 'Venue Analytics');
  await expect(analytics.getByRole('table', { name: 'Events per month' })).toBeAttached();
  await expect(analytics.getByText('€350')).toBeVisible();
  await tab(page, 'Favorite DJs').click();
  await expect(page.getByRole('list', { name: 'Your favorite DJs' }).getByRole('listitem')).toHaveText([
    'Peggy Gou',
    'Amelie Lens',
  ]);
  await tab(page, 'Venue Settings').click();
  await expect(
    region(page, 'Venue details').getByText('Basement club with a Funktion-One rig and a late licence.'),
  ).toBeVisible();
  await expect(region(page, 'Venue details').getByText('450')).toBeVisible();
  await expectHours(page);
}

async function approveAsSecondVenue(page: Page, hostName: string) {
  await page.goto('/venue-dashboard?tab=costream_opportunities');
  await expect(tab(page, 'Co-Stream Opportunities')).toHaveAttribute('aria-selected', 'true');
  const offers = page.getByRole('list', { name: 'Co-stream opportunities' });
  const offer: Locator = offers.getByRole('listitem').filter({ hasText: 'Live from the Basement' });
  await expect(offer).toContainText(`From ${hostName}`);
  await expect(offer).toContainText('Pending');
  await expect(offer).toContainText('€24.50');
  await offer.getByRole('button', { name: 'Approve Live from the Basement' }).click();
  await expect(offer).toContainText('Approved');
  await expect(offer.getByRole('button', { name: /Approve|Decline/ })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'venue-dashboard-costream-opportunities');
}

test.describe('Venue dashboard', () => {
  test('a new venue sets up its profile, hours, banner, events, a co-stream and favorites, and keeps them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    // A visitor is sent to the venues page, by the server's own answer too.
    const answer = await page.request.get('/venue-dashboard', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/venues');
    await page.goto('/venue-dashboard');
    await expect(page).toHaveURL(/\/venues$/);

    const suffix = Date.now().toString(36);
    const hostName = `Basement ${suffix}`;
    const guestName = `Harbour ${suffix}`;
    const guestContext = await browser.newContext({ timezoneId: 'Europe/Berlin' });
    const guest = await guestContext.newPage();
    await register(guest.request, venue(guestName, 'Hamburg', 'DE'));
    await register(page.request, venue(hostName, 'Berlin', 'DE'));

    // A browser that was never asked about notifications (headless Chromium answers 'denied'), on its first page
    // without the fixtures' Later: the prompt shows, once.
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'default' });
      if (sessionStorage.getItem('e2e-push-prompt-shown')) return;
      sessionStorage.setItem('e2e-push-prompt-shown', '1');
      sessionStorage.removeItem('cuepoint_push_prompt_later');
    });
    await page.goto('/venue-dashboard');
    await expect(page).toHaveTitle('Venue Dashboard · Cuepoint');
    await expect(page.getByRole('heading', { level: 1, name: hostName })).toBeVisible();
    // The push prompt sits whole at the bottom of the window (it once hung off the top, inside the header).
    const prompt = page.getByRole('region', { name: 'Be first to new DJ opportunities' });
    await expect(prompt).toBeVisible();
    const box = (await prompt.boundingBox())!;
    expect(box.y).toBeGreaterThan(page.viewportSize()!.height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('link', { name: 'Book a DJ' }).first()).toHaveAttribute(
      'href',
      '/venue-dashboard/book-dj',
    );
    await expect(region(page, 'Available DJs')).toBeVisible();

    await editDetails(page);
    await editHours(page);
    await dismissToasts(page);
    await uploadBanner(page);
    await dismissToasts(page);
    await createEditDeleteEvent(page);
    await dismissToasts(page);
    await createCoStream(page, guestName);
    await keepFavorites(page);

    await approveAsSecondVenue(guest, hostName);
    await guestContext.close();

    // The server renders the venue's dashboard with its data; the browser takes it over without a mismatch.
    const html = await (await page.request.get('/venue-dashboard')).text();
    expect(html).toContain(hostName);
    expect(html).toContain('Live from the Basement');
    await page.goto('/venue-dashboard');
    await expectKept(page, guestName);
    await tab(page, 'Events').click();
    await dismissToasts(page);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'venue-dashboard-desktop');
    await tab(page, 'Venue Settings').click();
    await snap(page, 'venue-dashboard-settings-desktop');

    await page.setViewportSize(PHONE);
    await page.goto('/venue-dashboard');
    await expectKept(page, guestName);
    await tab(page, 'Events').click();
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'venue-dashboard-phone');
    // A signed-in header (search, sets, bell, menu) fits a small phone: nothing wider than the window.
    await page.setViewportSize(SMALL_PHONE);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => document.documentElement.clientWidth),
    );
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
    await expectAccessible(page);
    // The dialog covers the screen: what a phone shows of it, not the page behind.
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'venue-dashboard-add-event-phone.png') });
    expect(consoleErrors.filter((text) => /hydrat|react\.dev\/errors\/(418|423|425)/i.test(text))).toEqual(
      [],
    );
  });

  test('another kind of account is sent home, and from there to its own dashboard', async ({ page }) => {
    await register(page.request, {
      user_type: 'enthusiast',
      country: 'US',
      city: 'Austin',
      preferred_artists: ['Peggy Gou'],
    });
    const answer = await page.request.get('/venue-dashboard/book-dj', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/');
    await page.goto('/venue-dashboard');
    await expect(page).toHaveURL(/\/enthusiast-dashboard$/);
  });
});
