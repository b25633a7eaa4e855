import type { Page } from '@playwright/test';
import { expect, expectAccessible, PHONE, snap, test } from '../fixtures.ts';
import { E2E_PASSWORD, registerAccount } from '../support/register-account.ts';

/**
 * The public DJ directory (issue 30): a visitor finds /find-djs from the header, the first HTML already lists the
 * DJs (with its canonical address and structured data), filters and sorts through the address, pages with stable
 * links, widens an empty search; on a phone too; a venue keeps a DJ with the heart, also one pressed before signing
 * in; a budget is in the viewer's currency. The demo roster of a fresh install (CUEPOINT_SEED=demo) is the
 * marketplace it walks.
 */

const found = (page: Page) => page.getByRole('list', { name: 'DJs found' });

test('a visitor browses the directory from the header: server-rendered results, filters and sort', async ({
  page,
}) => {
  // The first answer carries the results, its canonical address and structured data, before any script runs.
  const html = await (await page.request.get('/find-djs?genre=Hard%20Techno')).text();
  expect(html).toContain('Kira Voss');
  expect(html).toMatch(/<title>Hard Techno DJs · Cuepoint<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/find-djs\?genre=Hard\+Techno" \/>/);
  expect(html).toMatch(
    /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"CollectionPage"/,
  );

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find DJs' }).click();
  await expect(page).toHaveURL(/\/find-djs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find DJs' })).toBeVisible();
  await expect(found(page).locator(':scope > li')).toHaveCount(12);
  await expect(page.getByRole('status')).toContainText('page 1 of');

  await page.getByLabel('Genre', { exact: true }).selectOption('Techno');
  await expect(page).toHaveURL(/\/find-djs\?genre=Techno$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Techno DJs' })).toBeVisible();
  // Best match says why each DJ fits.
  await expect(
    found(page)
      .getByRole('list', { name: /^Why .* matches$/ })
      .first(),
  ).toContainText('Techno');
  await page.getByLabel('Sort by', { exact: true }).selectOption('price');
  await expect(page).toHaveURL(/\/find-djs\?genre=Techno&sort=price$/);
  await page.getByLabel('City', { exact: true }).fill('Berlin');
  await page.getByRole('button', { name: 'Show DJs' }).click();
  await expect(page).toHaveURL(/city=Berlin/);
  await expect(page.getByRole('heading', { level: 1, name: 'Techno DJs in Berlin' })).toBeVisible();
  await expect(found(page).getByRole('link', { name: 'Kira Voss', exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'find-djs-desktop');
});

test('pages of the directory are links of their own', async ({ page }) => {
  await page.goto('/find-djs?sort=newest');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/find-djs\?sort=newest&page=2$/);
  await expect(pages).toContainText('Page 2 of');
  await expect(found(page).locator(':scope > li').first()).toBeVisible();
});

test('nothing fits: the directory says what to widen', async ({ page }) => {
  await page.goto('/find-djs?genre=Jungle&city=Berlin');
  await expect(page.getByText('No DJs fit all of these filters')).toBeVisible();
  await page.getByRole('list', { name: 'Widen your search' }).getByRole('link', { name: 'Any city' }).click();
  await expect(page).toHaveURL(/\/find-djs\?genre=Jungle$/);
  await expect(found(page).getByRole('link', { name: 'Callum Reid', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('on a 390 px phone the directory fits the screen and stays accessible', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/find-djs?city=London&radius=250');
  await expect(page.getByRole('heading', { level: 1, name: 'DJs in London' })).toBeVisible();
  await expect(found(page).getByRole('link', { name: 'Priya Shah', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await snap(page, 'find-djs-phone');
});

test('a venue keeps a DJ with one click on the heart, and takes them off again', async ({ page }) => {
  await registerAccount(page.request, {
    user_type: 'venue',
    venue_name: `Heart Club ${Date.now().toString(36)}`,
    country: 'DE',
    city: 'Berlin',
    address: '1 Example Street',
    venue_type: 'club',
    venue_url: 'heart.example.com',
    venue_email: 'bookings@heart.example.com',
  });
  await page.goto('/find-djs?genre=Hard%20Techno');
  const add = page.getByRole('button', { name: 'Add Kira Voss to favorites' });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await expect(add).toBeEnabled();
  await add.click();
  const remove = page.getByRole('button', { name: 'Remove Kira Voss from favorites' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  const list = await (await page.request.get('/api/v14/venue/favorite-djs')).json();
  expect(list.data.map((dj: { dj_name: string }) => dj.dj_name)).toContain('Kira Voss');
  await snap(page, 'find-djs-favorite');

  // The DJ's own page knows it too.
  await page.goto('/kira-voss');
  await expect(page.getByRole('button', { name: 'Remove Kira Voss from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Remove Kira Voss from favorites' }).click();
  await expect(page.getByRole('button', { name: 'Add Kira Voss to favorites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectAccessible(page);
});

test('a visitor hearts a DJ, signs in as a venue and comes back with the DJ kept, once', async ({ page }) => {
  const email = await registerAccount(page.request, {
    user_type: 'venue',
    venue_name: `Return Club ${Date.now().toString(36)}`,
    country: 'DE',
    city: 'Berlin',
    address: '2 Example Street',
    venue_type: 'club',
    venue_url: 'return.example.com',
    venue_email: 'bookings@return.example.com',
  });
  await page.context().clearCookies();
  await page.goto('/find-djs?genre=Hard%20Techno');
  await page.getByRole('button', { name: 'Add Kira Voss to favorites' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in as a Venue Manager' });
  const emailForm = dialog.getByRole('button', { name: 'Sign in with email and password' });
  const emailField = dialog.getByLabel('Email', { exact: true });
  await expect(emailForm.or(emailField)).toBeVisible();
  if (await emailForm.isVisible()) await emailForm.click();
  await emailField.fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByText('Added Kira Voss to your favorites')).toBeVisible();
  // Back on the page it left, the parameter gone: a reload adds nothing again.
  await expect(page).toHaveURL(/\/find-djs\?genre=Hard(\+|%20)Techno$/);
  await expect(page.getByRole('button', { name: 'Remove Kira Voss from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page);
  await snap(page, 'find-djs-favorite-after-sign-in');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove Kira Voss from favorites' })).toBeVisible();
  await expect(page.getByText('Added Kira Voss to your favorites')).toHaveCount(0);
  const list = await (await page.request.get('/api/v14/venue/favorite-djs')).json();
  expect(list.data.filter((dj: { dj_name: string }) => dj.dj_name === 'Kira Voss')).toHaveLength(1);
});

test("a budget is in the signed-in venue's currency unless the address names one", async ({ page }) => {
  await registerAccount(page.request, {
    user_type: 'venue',
    venue_name: `Budget Club ${Date.now().toString(36)}`,
    country: 'DE',
    city: 'Berlin',
    address: '3 Example Street',
    venue_type: 'club',
    venue_url: 'budget.example.com',
    venue_email: 'bookings@budget.example.com',
  });
  await page.goto('/find-djs?budget=300');
  await expect(page.getByLabel('Budget currency', { exact: true })).toHaveValue('EUR');
  await page.goto('/find-djs?budget=300&currency=GBP');
  await expect(page.getByLabel('Budget currency', { exact: true })).toHaveValue('GBP');
});
