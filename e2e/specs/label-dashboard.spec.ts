import { expect, expectAccessible, PHONE, snap, test } from '../fixtures.ts';
import {
  ACCOUNT_HOME_URL,
  startAccountHomeServer,
  type AccountHomeServer,
} from '../support/account-home-server.ts';
import { E2E_PASSWORD, registerAccount } from '../support/register-account.ts';

/**
 * The label dashboard (docs/product/producers-and-labels.md; decision record 036) as a new label meets it on a desktop
 * and on a phone: its performance rights progress toward 100 venues and 200 DJs from Cuepoint's bookings, the sections
 * Cuepoint has no label records for tagged as sample figures, charts with their figures as tables. Then a tour
 * manager's home at both addresses and /dashboard, and what visitors and other accounts get.
 */

const RUN = Date.now().toString(36);
const SCREENS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const;

test.describe('label dashboard', () => {
  for (const [screen, viewport] of SCREENS) {
    test(`a label sees its dashboard on a ${screen}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const name = `Deep Cuts ${screen} ${RUN}`;
      await registerAccount(page.request, {
        user_type: 'label',
        label_name: name,
        country: 'GB',
        city: 'Leeds',
        catalogue_size: 64,
        monetize_back_catalogue: true,
        promote_to_djs: true,
      });
      await page.goto('/label-dashboard');
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('64 releases in the catalogue')).toBeVisible();

      const rights = page.getByTestId('label-performance-rights');
      await expect(rights.getByRole('heading', { name: 'Public Performance Rights' })).toBeVisible();
      await expect(rights.getByText('Sample figures')).toHaveCount(0);
      await expect(
        rights.getByRole('progressbar', { name: 'Venues toward the target of 100' }),
      ).toHaveAttribute('aria-valuetext', /^\d+ of 100 venues \(\d+%\)$/);
      await expect(rights.getByRole('progressbar', { name: 'DJs toward the target of 200' })).toHaveAttribute(
        'aria-valuetext',
        /^\d+ of 200 djs \(\d+%\)$/,
      );
      await expect(
        rights.getByRole('img', { name: 'Venues and DJs reached, running totals per month' }),
      ).toBeVisible();

      for (const testId of [
        'label-stems-sales',
        'label-revenue-streams',
        'label-dj-pool',
        'label-stems-packages',
      ]) {
        await expect(page.getByTestId(testId).getByText('Sample figures', { exact: true })).toBeVisible();
      }
      const sales = page.getByTestId('label-stems-sales');
      await expect(sales.getByRole('img', { name: 'Stems sold per month' })).toBeVisible();
      await sales.getByText('Show the figures as a table').click();
      await expect(sales.getByRole('table', { name: 'Stems sold and revenue per month' })).toBeVisible();

      await expectAccessible(page);
      await snap(page, `label-dashboard-${screen}`);
    });
  }

  test('a visitor is sent to /labels and another account type home', async ({ page }) => {
    await page.goto('/label-dashboard');
    await expect(page).toHaveURL(/\/labels$/);
    await registerAccount(page.request, {
      user_type: 'producer',
      producer_name: `Producer ${RUN}`,
      country: 'DE',
      city: 'Berlin',
      want_to_remix: true,
    });
    await page.goto('/label-dashboard');
    await expect(page).not.toHaveURL(/label-dashboard/);
  });
});

test.describe('tour manager home', () => {
  test.describe.configure({ mode: 'serial' });
  const tourManager = { email: `tour-${RUN}@example.test`, password: E2E_PASSWORD, name: `Rosa Lind ${RUN}` };
  let server: AccountHomeServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startAccountHomeServer(tourManager);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto(`${ACCOUNT_HOME_URL}/tour-manager/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Manager Dashboard' })).toBeVisible();
    await expect(page.getByText('Sign in to see your dashboard.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in as DJ' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'tour-manager-signed-out');
  });

  test('a tour manager sees their home at both addresses and from /dashboard, on a desktop and a phone', async ({
    page,
  }) => {
    const login = await page.request.post(`${ACCOUNT_HOME_URL}/api/v14/auth/login`, {
      data: { email: tourManager.email, password: tourManager.password },
      headers: { origin: ACCOUNT_HOME_URL },
    });
    expect(login.status(), await login.text()).toBe(200);
    for (const [screen, viewport] of SCREENS) {
      await page.setViewportSize(viewport);
      await page.goto(`${ACCOUNT_HOME_URL}/tour-manager/dashboard`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Welcome, ${tourManager.name}` }),
      ).toBeVisible();
      const account = page.getByRole('region', { name: 'Your account' });
      await expect(account.getByText(tourManager.email)).toBeVisible();
      await expect(account.getByText('Tour Manager')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Coming soon' })).toContainText('across cities');
      await expect(page.getByRole('main').getByRole('link', { name: /Find DJs/ })).toHaveAttribute(
        'href',
        '/search',
      );
      await expectAccessible(page);
      await snap(page, `tour-manager-dashboard-${screen}`);
    }
    await page.goto(`${ACCOUNT_HOME_URL}/tour-manager-dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${tourManager.name}` })).toBeVisible();
    await page.goto(`${ACCOUNT_HOME_URL}/dashboard`);
    await expect(page).toHaveURL(/\/tour-manager\/dashboard$/);
    await page.getByRole('button', { name: 'E-mail me a reset link' }).click();
    await expect(page.getByRole('region', { name: 'Account settings' }).getByRole('status')).toBeVisible();
  });
});
