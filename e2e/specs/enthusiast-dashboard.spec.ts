import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectAccessible, PHONE, SMALL_PHONE, snap, test } from '../fixtures.ts';
import { dismissToasts, toast } from '../support/toasts.ts';
import { BASE_URL } from '../support/env.ts';
import { registerAccount } from '../support/register-account.ts';
import { berlinDate } from '../support/berlin-date.ts';

/**
 * The enthusiast dashboard (docs/product/enthusiasts.md) as a new enthusiast in Berlin meets it: the overview's tiles
 * and banner, the events near Berlin ordered by their real distance (venues in Berlin, Potsdam and Hamburg put them
 * there through the API first), favorite artists and DJs, the Discover tab and settings saved to the server, all
 * found again after a reload, on a desktop and on a phone. Visitors and other accounts are sent on.
 */

test.use({ timezoneId: 'Europe/Berlin' });
// The events are seeded once for both screen sizes, so the two walks run one after the other.
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const title = (city: string) => `${city} Night ${RUN}`;
// Berlin has the demo's events; the farther one is the sooner, so the list must order by distance, not by date.
const CITIES = [
  { city: 'Hamburg', country: 'DE' },
  { city: 'Potsdam', country: 'DE' },
];

/** A venue in the city announces an event there, through the venue API. */
async function seedVenueEvent(api: APIRequestContext, city: string, country: string, daysAhead: number) {
  await registerAccount(api, {
    user_type: 'venue',
    venue_name: `${city} Club ${RUN}`,
    country,
    city,
    address: '1 Example Street',
    venue_type: 'club',
    venue_url: 'club.example.com',
    venue_email: 'bookings@club.example.com',
  });
  const response = await api.post('/api/v14/venue-events.php', {
    data: {
      title: title(city),
      date: berlinDate(daysAhead),
      time: '21:00',
      djName: `Selector ${city}`,
      description: `A long night in ${city}.`,
      coStream: false,
      isRemote: false,
      duration: '4:00',
      ticketUrl: `https://tickets.example/${city.toLowerCase()}-${RUN}`,
      ticketPrice: 15,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeAll(async () => {
  for (const [index, place] of CITIES.entries()) {
    const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
    await seedVenueEvent(api, place.city, place.country, 10 + index);
    await api.dispose();
  }
});

const region = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name, exact: typeof name === 'string' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function signUpInBerlin(page: Page, name: string) {
  await registerAccount(page.request, {
    user_type: 'enthusiast',
    display_name: name,
    country: 'DE',
    city: 'Berlin',
  });
}

const eventItem = (page: Page, city: string) =>
  region(page, 'Upcoming Events Near You')
    .getByRole('list', { name: 'Upcoming events' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title(city) }) });

const km = async (page: Page, city: string) =>
  Number.parseFloat((await eventItem(page, city).getByTestId('event-distance').textContent()) ?? '');

/**
 * Near Berlin: the first 6 events as the server orders them, their distances rising (the demo's Berlin events at
 * 0 km, then the seeded one in Potsdam about 27 km away), each start in the reader's zone.
 */
async function seeEventsNearBerlin(page: Page) {
  const list = region(page, 'Upcoming Events Near You').getByRole('list', { name: 'Upcoming events' });
  // Specs running beside this one add events near Berlin: when one lands between the page's call and the test's,
  // the page is read again with a fresh answer to compare.
  let nearest: string[] = [];
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    const answer = await page.request.get('/api/v14/events/nearby?city=Berlin&country=DE&limit=6');
    nearest = ((await answer.json()) as { data: Array<{ title: string }> }).data.map((event) => event.title);
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(nearest, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const distances = (await list.getByTestId('event-distance').allTextContents()).map((text) =>
    Number.parseFloat(text.replace(/,/g, '')),
  );
  expect(distances).toHaveLength(nearest.length);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  // Other suites announce live streams and Berlin events in the same database; when they fill the first 6, the
  // Potsdam event is checked through the same call with room for it.
  if (!nearest.includes(title('Potsdam'))) {
    const wider = await page.request.get('/api/v14/events/nearby?city=Berlin&country=DE&limit=100');
    const events = ((await wider.json()) as { data: Array<{ title: string; distance_km?: number }> }).data;
    expect(events.map((event) => event.title)).toContain(title('Potsdam'));
    return;
  }
  const potsdam = await km(page, 'Potsdam');
  expect(potsdam).toBeGreaterThan(20);
  expect(potsdam).toBeLessThan(35);
  // 21:00 on the venue's wall clock, read in Berlin.
  await expect(eventItem(page, 'Potsdam').locator('time')).toContainText('9:00 PM');
  await expect(eventItem(page, 'Potsdam').getByText('Live', { exact: true })).toBeVisible();
  await expect(eventItem(page, 'Potsdam').getByRole('link', { name: /Get Tickets/ })).toHaveAttribute(
    'href',
    `https://tickets.example/potsdam-${RUN}`,
  );
}

/** After moving to Hamburg in Settings, its event comes first, and Potsdam's is about 250 km away. */
async function seeEventsNearHamburg(page: Page) {
  await tab(page, 'Events').click();
  const list = region(page, 'Upcoming Events Near You').getByRole('list', { name: 'Upcoming events' });
  await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText(title('Hamburg'));
  await expect(eventItem(page, 'Hamburg').getByTestId('event-distance')).toHaveText('0 km away');
  const distances = (await list.getByTestId('event-distance').allTextContents()).map((text) =>
    Number.parseFloat(text.replace(/,/g, '')),
  );
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  const potsdam = await km(page, 'Potsdam');
  expect(potsdam).toBeGreaterThan(230);
  expect(potsdam).toBeLessThan(280);
}

async function manageFavorites(page: Page) {
  await tab(page, 'Favorites').click();
  await expect(page).toHaveURL(/[?&]tab=favorites(&|$)/);
  const artists = region(page, 'Favorite Artists');
  const artistInput = artists.getByRole('combobox', { name: 'Add a favorite artist' });
  await expect(artists.getByText('No favorite artists yet')).toBeVisible();
  await artistInput.fill('Peggy Gou');
  await artistInput.press('Enter');
  await expect(toast(page, 'Peggy Gou added to your favorite artists')).toBeVisible();
  await artistInput.fill('Charlotte de');
  await artists.getByRole('option', { name: 'Charlotte de Witte' }).click();
  await expect(toast(page, 'Charlotte de Witte added to your favorite artists')).toBeVisible();
  const artistList = artists.getByRole('list', { name: 'Your favorite artists' });
  await expect(artistList.getByRole('listitem')).toHaveText(['Peggy Gou', 'Charlotte de Witte']);

  // The server refuses a name already kept, whatever its case.
  await artistInput.fill('charlotte de witte');
  await artistInput.press('Enter');
  await expect(artists.getByRole('alert')).toHaveText(
    'charlotte de witte is already in your favorite artists',
  );

  await artistList.getByRole('button', { name: 'Remove Peggy Gou' }).click();
  await expect(toast(page, 'Peggy Gou removed from your favorite artists')).toBeVisible();
  await expect(artistList.getByRole('listitem')).toHaveText(['Charlotte de Witte']);

  const djs = region(page, 'Favorite DJs');
  const djInput = djs.getByRole('combobox', { name: 'Add a favorite DJ' });
  await djInput.fill('Nova Reyes');
  await djInput.press('Enter');
  await expect(toast(page, 'Nova Reyes added to your favorite DJs')).toBeVisible();
  await expect(djs.getByRole('link', { name: 'Nova Reyes' })).toHaveAttribute('href', '/nova-reyes');
  await dismissToasts(page);
}

async function discover(page: Page) {
  await tab(page, 'Discover').click();
  // Recommendations ranked for this enthusiast, or the spec's empty state (their contents are the matchmaking suites'
  // to check), the All/Local/Remote choice and the way on to the full search.
  const card = region(page, 'Recommended DJs');
  const list = card.getByRole('list', { name: 'Recommended DJs' });
  await expect(
    list.getByRole('listitem').first().or(card.getByText('No DJs found matching your filter criteria.')),
  ).toBeVisible();
  await expect(card.getByRole('radio', { name: 'Remote' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Search all DJs' })).toHaveAttribute('href', '/search');
}

async function saveSettings(page: Page, name: string, city: string) {
  await tab(page, 'Settings').click();
  const form = page.getByRole('form', { name: 'Account settings' });
  await expect(form.getByLabel('Email')).toBeDisabled();
  await form.getByLabel('Display name').fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByLabel('Display name')).toHaveAccessibleDescription('Display name is required');
  await form.getByLabel('Display name').fill(name);
  await form.getByLabel('City').fill(city);
  await form.getByLabel(/^Bio/).fill('Warehouse techno on Saturdays, ambient on Sundays.');
  const genre = form.getByRole('combobox', { name: 'Add a favorite genre' });
  await genre.fill('deep house');
  await genre.press('Enter');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${name}` })).toBeVisible();
  await expect(page.getByText(`${city}, Germany`)).toBeVisible();
  await dismissToasts(page);
}

async function findItAllAfterReload(page: Page, name: string, city: string) {
  await page.reload();
  const form = page.getByRole('form', { name: 'Account settings' });
  await expect(form.getByLabel('Display name')).toHaveValue(name);
  await expect(form.getByLabel('City')).toHaveValue(city);
  await expect(form.getByLabel('Country')).toHaveValue('DE');
  await expect(form.getByLabel(/^Bio/)).toHaveValue('Warehouse techno on Saturdays, ambient on Sundays.');
  await expect(form.getByRole('list', { name: 'Chosen genres' }).getByRole('listitem')).toHaveText([
    'Deep House',
  ]);
  await tab(page, 'Favorites').click();
  await expect(
    region(page, 'Favorite Artists')
      .getByRole('list', { name: 'Your favorite artists' })
      .getByRole('listitem'),
  ).toHaveText(['Charlotte de Witte']);
  await expect(region(page, 'Favorite DJs').getByRole('link', { name: 'Nova Reyes' })).toBeVisible();
  await tab(page, 'Overview').click();
  await expect(
    region(page, 'Your activity').getByRole('definition').nth(1),
    'Favorite DJs counts the one kept',
  ).toHaveText('1');
}

test('an enthusiast in Berlin finds events by distance, keeps favorites and settings (desktop)', async ({
  page,
}) => {
  const name = `Mila ${RUN}`;
  await signUpInBerlin(page, name);
  await page.goto('/enthusiast-dashboard');
  // A new account is welcomed; once it has favorites or requests it is welcomed back (saveSettings below).
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  const tiles = region(page, 'Your activity');
  await expect(tiles.getByRole('term')).toHaveText([
    'Events Attended',
    'Favorite DJs',
    'Requests Made',
    'Upcoming Events',
  ]);
  // The three seeded events and whatever else is in Berlin.
  await expect(tiles.getByRole('definition').nth(3)).not.toHaveText('0');
  const banner = region(page, 'Never miss a set near you');
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'enthusiast-dashboard-overview-desktop');

  await banner.getByRole('button', { name: 'Dismiss the notifications banner' }).click();
  await page.reload();
  await expect(tiles).toBeVisible();
  await expect(banner).toHaveCount(0);

  await region(page, /^Welcome to Cuepoint/)
    .getByRole('link', { name: 'Attend Events' })
    .click();
  await expect(page).toHaveURL(/\/enthusiast-dashboard\?tab=events$/);
  await expect(tab(page, 'Events')).toBeFocused();
  await expect(region(page, 'Your DJ Booking Requests')).toBeVisible();
  await seeEventsNearBerlin(page);
  await expectAccessible(page);
  await snap(page, 'enthusiast-dashboard-events-desktop');

  await manageFavorites(page);
  await expectAccessible(page);
  await snap(page, 'enthusiast-dashboard-favorites-desktop');
  await discover(page);
  await saveSettings(page, `${name} K`, 'Hamburg');
  await expectAccessible(page);
  await snap(page, 'enthusiast-dashboard-settings-desktop');
  await seeEventsNearHamburg(page);
  await tab(page, 'Settings').click();
  await findItAllAfterReload(page, `${name} K`, 'Hamburg');
});

test('the dashboard works on a phone, tabs by keyboard and address', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const name = `Jonas ${RUN}`;
  await signUpInBerlin(page, name);
  await page.goto('/enthusiast-dashboard?tab=events&dj_id=4');
  await expect(tab(page, 'Events')).toHaveAttribute('aria-selected', 'true');
  await seeEventsNearBerlin(page);
  await expectAccessible(page);
  await snap(page, 'enthusiast-dashboard-events-phone');

  await tab(page, 'Events').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Favorites')).toBeFocused();
  await expect(page).toHaveURL(/\?tab=favorites&dj_id=4$|\?dj_id=4&tab=favorites$/);
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/\/enthusiast-dashboard\?dj_id=4$/);
  await expect(region(page, 'Request a DJ')).toBeVisible();
  // The notifications banner's buttons sit whole on the phone's screen (they once hung off its left edge).
  await page.setViewportSize(SMALL_PHONE);
  const banner = region(page, 'Never miss a set near you');
  for (const action of [
    banner.getByRole('button', { name: 'Enable notifications' }),
    banner.getByRole('link', { name: 'Notification settings' }),
  ]) {
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(SMALL_PHONE.width);
  }
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await snap(page, 'enthusiast-dashboard-overview-phone');

  await manageFavorites(page);
  await saveSettings(page, `${name} K`, 'Berlin');
  await snap(page, 'enthusiast-dashboard-settings-phone');
  await findItAllAfterReload(page, `${name} K`, 'Berlin');
});

test('visitors go to the enthusiasts page and other accounts home', async ({ page }) => {
  await page.goto('/enthusiast-dashboard');
  await expect(page).toHaveURL(/\/enthusiasts$/);
  await registerAccount(page.request, {
    user_type: 'venue',
    venue_name: `Elsewhere ${RUN}`,
    country: 'DE',
    city: 'Berlin',
    address: '2 Example Street',
    venue_type: 'bar',
    venue_url: 'bar.example.com',
    venue_email: 'bookings@bar.example.com',
  });
  await page.goto('/enthusiast-dashboard');
  await expect(page).toHaveURL(/\/venue-dashboard$/);
});
