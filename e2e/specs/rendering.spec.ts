import { expect, snap, test } from '../fixtures.ts';

/** What a crawler, a link preview or a phone on a slow network sees in the first answer, before any script. */
const FIRST_HTML: Array<{ path: string; headline: RegExp; body: RegExp }> = [
  { path: '/', headline: /Book the right DJ/, body: /How We(?:'|&#x27;|&#39;)re Solving These Problems/ },
  { path: '/about', headline: /Built for the people who keep the dance floor moving/, body: /Cuepoint/ },
  { path: '/blog', headline: /Know-how for the booth and the business/, body: /<article|<li/ },
  { path: '/dj-tools', headline: /Tracklist converters/, body: /rekordbox/ },
  { path: '/privacy', headline: /Privacy Policy/, body: /What we collect/ },
];

test.describe('server rendering', () => {
  for (const { path, headline, body } of FIRST_HTML) {
    test(`the first HTML of ${path} carries its headline and body`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('<div id="root"></div>');
      expect(html).toMatch(headline);
      expect(html).toMatch(body);
      expect(html).toContain('id="cuepoint-state"');
    });
  }

  test('a blog post is readable without JavaScript, with its meta tags', async ({ browser, request }) => {
    const list = (await (await request.get('/api/v14/blog-posts.php?limit=1')).json()) as {
      posts: Array<{ slug: string; title: string; excerpt: string }>;
    };
    const post = list.posts[0]!;
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html).toContain('property="og:title"');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} · Cuepoint`);
    await expect(page.locator('article')).toContainText(post.excerpt);
    await snap(page, 'blog-post-without-javascript');
    await context.close();
  });

  test('the home takes over its HTML without errors and without fetching its data again', async ({
    page,
  }) => {
    const errors: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.url().includes('/api/v14/')) apiCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    // The hydrated page works: a dialog opens, and the header navigates in the app.
    await page.getByRole('button', { name: 'Find Your Perfect Match' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a tap before the app has taken the page over is kept and acted on once it has', async ({ page }) => {
    await page.goto('/about');
    // The app's scripts are held back, as on a slow phone: the server's HTML shows, nothing listens yet (routing
    // also turns the browser's cache off, so every script is asked for again).
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // A full page load, without the fixture's wait for the app that the held scripts would never let come.
    await page.evaluate(() => window.location.assign('/'));
    const button = page.getByRole('button', { name: 'Find Your Perfect Match' });
    await button.click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  });

  test('an unknown page answers 404 with the designed page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("This track isn't in the crate");
  });

  test('a new page opens at the top, and Back returns to where the reader was', async ({ page }) => {
    await page.goto('/about');
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /privacy/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
