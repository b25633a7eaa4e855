import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, PHONE, SMALL_PHONE, snap, test } from '../fixtures.ts';

/** The five role pages (docs/product/content.md), each with its heading, its sign-up button and its demo toggle. */
const PAGES = [
  {
    path: '/djs',
    step: 'Where are you based?',
    heading: /fair pay/,
    signUp: 'Sign Up as a DJ',
    demo: 'DJ',
    demoHeading: /Mara Lux/,
  },
  {
    path: '/venues',
    step: 'Where is your venue?',
    heading: /stream them in/,
    signUp: 'Sign Up as a Venue',
    demo: 'Venue',
    demoHeading: /Harbour Lights Club/,
  },
  {
    path: '/enthusiasts',
    step: 'Where are you based?',
    heading: /real DJ/,
    signUp: 'Sign Up as a Music Enthusiast',
    demo: 'Music Enthusiast',
    demoHeading: /Welcome back/,
  },
  {
    path: '/producers',
    step: 'What are you looking for?',
    heading: /stems and skills/,
    signUp: 'Sign Up as a Producer',
    demo: 'Producer',
    demoHeading: /Welcome back, Nightshift Audio/,
  },
  {
    path: '/labels',
    step: 'About Your Label',
    heading: /back in the booth/,
    signUp: 'Sign Up as a Label',
    demo: 'Label',
    demoHeading: /Nightshift Audio \(sample label\)/,
  },
] as const;

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE },
] as const;

/** Every request that could change something on the server: a landing page and its demo send none. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method())) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

for (const viewport of VIEWPORTS) {
  for (const landing of PAGES) {
    test(`${landing.path} on a ${viewport.name}: content, sign-up, demo, accessibility`, async ({ page }) => {
      const writes = recordWrites(page);
      // A hydration mismatch or a failing demo shows up as a console error.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize(viewport.size);
      const response = await page.goto(landing.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.heading);
      await expect(page.getByTestId('benefit-card')).toHaveCount(6);
      await expectAccessible(page);
      await snap(page, `landing-${landing.path.slice(1)}-${viewport.name}`);
      if (viewport.name === 'phone') {
        // Nothing wider than a small phone's window, and no button cut by an edge (long labels once were).
        await page.setViewportSize(SMALL_PHONE);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          SMALL_PHONE.width,
        );
        const cut = await page.getByRole('main').evaluate((main, width) => {
          return [...main.querySelectorAll('a, button')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.left < 0 || box.right > width);
            })
            .map((element) => element.textContent?.trim());
        }, SMALL_PHONE.width);
        expect(cut).toEqual([]);
        await page.setViewportSize(viewport.size);
      }

      await page.getByRole('button', { name: landing.signUp }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Join Cuepoint' });
      await expect(dialog).toBeVisible();
      // Preset to the role: the wizard starts at its second step.
      await expect(dialog.getByRole('heading', { name: landing.step })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: `Demo: View ${landing.demo} Dashboard` }).click();
      await expect(page.getByTestId('demo-banner')).toContainText('sample data');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.demoHeading);
      await expectAccessible(page);
      await snap(page, `landing-${landing.path.slice(1)}-demo-${viewport.name}`);
      await page.getByRole('button', { name: 'Demo: Log Out' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.heading);
      expect(writes).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

test('the first HTML of each role page carries its heading and cards', async ({ request }) => {
  for (const landing of PAGES) {
    const html = await (await request.get(landing.path)).text();
    expect(html).toMatch(landing.heading);
    expect(html.match(/data-testid="benefit-card"/g)).toHaveLength(6);
  }
});

test('the venue demo simulates offers and answers a counter without a write to the server', async ({
  page,
}) => {
  const writes = recordWrites(page);
  // Every draw below 30%: each pending offer is answered on the first tick, and always the same way.
  await page.addInitScript(() => {
    Math.random = () => 0.1;
  });
  await page.clock.install();
  await page.goto('/venues');
  await page.getByRole('button', { name: 'Demo: View Venue Dashboard' }).click();
  await page.getByRole('tab', { name: /Booking Status/ }).click();
  const offers = page.getByTestId('demo-offer');
  await expect(offers.and(page.locator('[data-status="pending"]'))).toHaveCount(2);

  await page.clock.runFor(10_000);
  await expect(offers.and(page.locator('[data-status="pending"]'))).toHaveCount(0);
  await expect(offers.and(page.locator('[data-highlighted]'))).toHaveCount(2);
  await expect(page.getByTestId('recent-booking-updates').locator('[data-highlighted]')).toHaveCount(2);
  await page.clock.runFor(5_000);
  await expect(offers.and(page.locator('[data-highlighted]'))).toHaveCount(0);

  const countered = offers.and(page.locator('[data-status="negotiating"]')).first();
  await countered.getByRole('button', { name: /^Accept/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Booking confirmed! Contract sent to DJ.').first()).toBeVisible();

  await page.getByRole('button', { name: /Confirm booking with Nyra/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await confirm.getByRole('button', { name: 'Next' }).click();
  await confirm.getByRole('button', { name: 'Next' }).click();
  await confirm.getByRole('checkbox', { name: 'I agree to the contract terms' }).check();
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(confirm.getByText('Booking confirmed', { exact: true })).toBeVisible();
  await snap(page, 'landing-venues-demo-confirmed');
  await confirm.getByRole('button', { name: 'Done' }).click();

  // Events: the dashboard's own form, kept on the page.
  await page.getByRole('tab', { name: /Events/ }).click();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const form = page.getByRole('dialog', { name: 'Add Event' });
  await form.getByLabel('Event title').fill('Demo Disco Night');
  await form.getByLabel('Lead DJ').fill('Benji Cruz');
  await form.getByRole('button', { name: 'Add Event' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Events' }).getByRole('heading', { name: 'Demo Disco Night' }),
  ).toBeVisible();
  expect(writes).toEqual([]);
});

test("the pages' first load carries no dashboard code", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/venues');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  expect(scripts.some((name) => /venue-demo/.test(name))).toBe(false);
  await page.getByRole('button', { name: 'Demo: View Venue Dashboard' }).click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});
