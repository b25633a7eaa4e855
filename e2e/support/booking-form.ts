import type { APIResponse, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** The booking forms' and the payment step's shared parts, as the customer meets them. */

export const SUBMITTED = 'Booking request submitted successfully! You will receive service offers soon.';

export const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Secure Your Booking' });

/** Sets the hourly budget slider to `amount` with the arrow keys (steps of 10), whatever it started from. */
export async function setHourlyBudget(scope: Page | Locator, amount: number) {
  const budget = scope.getByLabel('Hourly budget');
  await expect(async () => {
    const steps = (amount - Number(await budget.inputValue())) / 10;
    await budget.focus();
    for (let step = 0; step < Math.abs(steps); step += 1)
      await budget.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    await expect(budget).toHaveValue(String(amount), { timeout: 1000 });
  }).toPass();
}

/** Types a test card into the payment step: the number, expiry 12 / 30 and CVC 123. */
export async function fillCard(modal: Locator, cardNumber: string) {
  await modal.getByLabel('Card number').fill(cardNumber);
  await modal.getByLabel('Expiry (MM / YY)').fill('12 / 30');
  await modal.getByLabel('Security code (CVC)').fill('123');
}

/** An enthusiast in Berlin, as the booking specs sign one up. */
export const berlinFan = (displayName: string) => ({
  user_type: 'enthusiast',
  display_name: displayName,
  country: 'DE',
  city: 'Berlin',
  preferred_artists: ['Peggy Gou'],
});

/** The `data` of a successful answer; a failed one fails the test with its body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of every shape
export async function answerData(response: APIResponse): Promise<any> {
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  return (JSON.parse(text) as { data: unknown }).data;
}

/** Presses Tab until the focused element has this accessible name (at most `limit` times); fails otherwise. */
export async function tabTo(page: Page, name: string | RegExp, limit = 25) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.innerText?.trim() ?? '';
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`"${name}" was not reached with the Tab key`);
}
