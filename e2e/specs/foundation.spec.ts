import type { Page } from '@playwright/test';
import { TEST_MODE_NOTICE } from '@cuepoint/domain/payments/test-mode';
import { expect, expectAccessible, PHONE, SMALL_PHONE, snap, test } from '../fixtures.ts';

const CONVERTERS = [
  'algoriddim-djay-tracklist-export',
  '1001tracklists-tracklist-export',
  'virtualdj-tracklist-export',
  'serato-tracklist-export',
  'rekordbox-tracklist-export',
];

/** docs/product/accounts-and-sessions.md: every route answers with the app inside the main layout. */
const LAYOUT_ROUTES = [
  '/',
  '/djs',
  '/dj/1',
  '/venues',
  '/labels',
  '/enthusiasts',
  '/producers',
  '/app',
  '/blog',
  '/blog/category/tutorials',
  '/blog/tag/streaming',
  '/blog/calendar-optimization',
  '/dj-dashboard',
  '/dj-tools',
  ...CONVERTERS.map((slug) => `/dj-tools/${slug}`),
  '/nova-reyes',
  '/venue-dashboard',
  '/venue-dashboard/book-dj',
  '/enthusiast-dashboard',
  '/producer-dashboard',
  '/label-dashboard',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/report-bug',
  '/resources',
  '/cuepoint-stream',
];

const STANDALONE_ROUTES = [
  '/coming-soon',
  '/auth/callback',
  '/verify-email',
  '/check-email?email=a%40example.test&userType=dj',
];

test.describe('routes', () => {
  for (const route of LAYOUT_ROUTES) {
    test(`${route} renders inside the layout`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cuepoint home' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('This track isn\u2019t in the crate')).toHaveCount(0);
      await expect(page.getByText("This track isn't in the crate")).toHaveCount(0);
    });
  }

  for (const route of STANDALONE_ROUTES) {
    test(`${route} renders the app`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.getByText("This track isn't in the crate")).toHaveCount(0);
    });
  }

  test('an unknown deep path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: "This track isn't in the crate" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });

  test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
    const response = await request.get('/api/v14/definitely-not-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({
      success: false,
      error: 'Not found: GET /api/v14/definitely-not-here',
    });
  });
});

test.describe('header and footer', () => {
  test('header links lead where the spec says', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Find DJs', '/find-djs'],
      ['DJs', '/djs'],
      ['Venues', '/venues'],
      ['Labels', '/labels'],
      ['Producers', '/producers'],
      ['Enthusiasts', '/enthusiasts'],
      ['App', '/app'],
      ['Blog', '/blog'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('footer links lead where the spec says', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About' })).toBeVisible();
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/cuepoint-stream',
      ...CONVERTERS.map((slug) => `/dj-tools/${slug}`),
      '/about',
      '/report-bug',
      '/privacy',
      '/terms',
      '/resources',
    ]) {
      expect(hrefs).toContain(href);
    }
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the Book a DJ and Sign In menus list their entries', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a DJ' }).click();
    await expect(page.getByRole('menuitem', { name: 'Browse all DJs' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'For a Public Event' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'For a Private Event' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign In' }).click();
    for (const label of ['DJ', 'Venue Manager', 'Label Manager', 'Music Producer', 'Music Enthusiast']) {
      await expect(page.getByRole('menuitem', { name: `as ${label}`, exact: true })).toBeVisible();
    }
  });

  test('the listen button opens the latest sets player', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Listen to the latest DJ sets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Latest DJ sets' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next set' })).toBeVisible();
  });

  test('the mobile menu holds every link and action on a phone', async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Producers' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'For a Private Event' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await menu.getByRole('link', { name: 'Venues' }).click();
    await expect(page).toHaveURL(/\/venues$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('shared modal', () => {
  const scrollLocked = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

  test('Escape and an outside click close it; page scroll is locked while open', async ({ page }) => {
    await page.goto('/');
    expect(await scrollLocked(page)).toBe(false);
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await scrollLocked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeFocused();

    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 400);
    await expect(dialog).toBeHidden();
  });
});

test.describe('home', () => {
  test('shows the hero, the five cards, the blog teaser and the latest sets', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find Your Perfect Match' })).toBeVisible();
    const cards = page.locator('#solutions');
    await expect(cards.getByRole('heading', { name: "How We're Solving These Problems" })).toBeVisible();
    for (const title of ['DJs', 'Clubs & Venues', 'Record Labels', 'Music Producers', 'Music Enthusiasts']) {
      await expect(cards.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    const sets = page.locator('#latest-sets');
    await expect(sets.getByRole('list', { name: 'Latest sets' }).getByRole('listitem')).not.toHaveCount(0);
    const firstTitle = await sets.locator('[aria-live="polite"] p').first().textContent();
    await sets.getByRole('button', { name: 'Previous set' }).click();
    await expect(sets.locator('[aria-live="polite"] p').first()).not.toHaveText(firstTitle ?? '');
    await sets.getByRole('button', { name: 'Next set' }).click();
    await expect(sets.locator('[aria-live="polite"] p').first()).toHaveText(firstTitle ?? '');
    await expect(page.locator('#pricing')).toContainText('€289.00');
  });

  test('while the test gateway takes payments every page says so, above the header and covering nothing', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/about', '/blog', '/sign-in', '/nova-reyes']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(TEST_MODE_NOTICE);
    }
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const strip = page.getByRole('note').filter({ hasText: TEST_MODE_NOTICE });
      await expect(strip).toBeVisible();
      const stripBox = (await strip.boundingBox())!;
      const headerBox = (await page.getByRole('banner').boundingBox())!;
      expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(headerBox.y + 0.5);
      expect(stripBox.width).toBeLessThanOrEqual(viewport.width);
    }
  });

  test('Find Your Perfect Match opens sign-up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Find Your Perfect Match' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('desktop and phone screenshots, without serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#latest-sets').getByRole('list', { name: 'Latest sets' })).toBeVisible();
    await expectAccessible(page, { exclude: ['iframe'] });
    await snap(page, 'home-desktop');
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.locator('#latest-sets').getByRole('list', { name: 'Latest sets' })).toBeVisible();
    await snap(page, 'home-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  for (const route of ['/about', '/privacy', '/terms', '/resources', '/cuepoint-stream']) {
    test(`${route} has no serious accessibility violations and fits a phone`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessible(page);
      await page.setViewportSize(SMALL_PHONE);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await snap(page, `page${route.replaceAll('/', '-')}-phone`);
    });
  }
});
