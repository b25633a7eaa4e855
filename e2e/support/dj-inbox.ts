import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

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
