import type { Page } from '@playwright/test';

/** The app's notifications (toasts): one by its words, and closing every one that is open. */

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

export const toast = (page: Page, text: string | RegExp) => notifications(page).getByText(text);

export async function dismissToasts(page: Page) {
  const close = notifications(page).getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0) await close.first().click();
}
