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
 * On the DJ's inbox page, opens the request described so (its list item shows the description's first line) and
 * answers the request's article in the detail pane.
 */
export async function openInboxRequest(dj: Page, description: string, base = ''): Promise<Locator> {
  await dj.goto(`${base}/dj-dashboard/inbox`);
  await dj.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const firstLine =
    description
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? description;
  await dj.getByRole('option').filter({ hasText: firstLine }).first().click();
  return dj.getByTestId('dj-inbox').getByRole('article').filter({ hasText: firstLine });
}

/**
 * The DJ (signed in through `djApi`) in a browser of their own, on the inbox, with the article of the request
 * described so open. The caller closes `context`.
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
  const request = await openInboxRequest(dj, description);
  return { context, dj, request };
}
