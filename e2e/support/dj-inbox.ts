import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { test, waitForMail } from '../fixtures.ts';
import { BASE_URL } from './env.ts';
import { registerBookableDj } from './register-account.ts';

/**
 * The spec's bookable DJ (registerBookableDj), signed in on an API context of its own from before the first test to
 * after the last: `api` and `id` are there once the tests run.
 */
export function withBookableDj(stageName: string): { api: APIRequestContext; id: number } {
  const dj = { api: undefined as unknown as APIRequestContext, id: 0 };
  test.beforeAll(async () => {
    dj.api = await playwrightRequest.newContext({ baseURL: BASE_URL });
    dj.id = await registerBookableDj(dj.api, stageName, waitForMail);
  });
  test.afterAll(async () => {
    await dj.api?.dispose();
  });
  return dj;
}

/**
 * The DJ (signed in through `djApi`) in a browser of their own, on the dashboard, with the inbox's article of the
 * request described so. The caller closes `context`.
 */
export async function djSeesRequest(
  browser: Browser,
  djApi: APIRequestContext,
  description: string,
): Promise<{ context: BrowserContext; dj: Page; request: Locator }> {
  const context = await browser.newContext({
    storageState: await djApi.storageState(),
    timezoneId: 'Europe/Berlin',
  });
  const dj = await context.newPage();
  await dj.goto('/dj-dashboard');
  await dj.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const request = dj.getByTestId('dj-booking-requests').getByRole('article').filter({ hasText: description });
  return { context, dj, request };
}
