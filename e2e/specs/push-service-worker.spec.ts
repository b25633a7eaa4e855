import { expect, test } from '../fixtures.ts';
import { registerAccount } from '../support/register-account.ts';

/**
 * Web push in a real Chromium (issue 14): notifications permission granted to the site, the Push notification dialog
 * registers the real service worker (/sw.js, scope /) and asks the browser's PushManager for a subscription with the
 * server's VAPID key; a push delivered to that worker through the DevTools protocol (the way a push service's message
 * arrives) shows a notification with the push's title, body, tag and same-origin link.
 *
 * What headless Chromium cannot do here: a real subscription needs Chromium's own push service (Google's FCM) to be
 * reachable, and an offline test machine has none, so `pushManager.subscribe` fails; the dialog then says
 * "Failed to save subscription"-style words (docs/product/notifications.md) and the server stores nothing. The test
 * records which of the two happened. The server's side (storing a subscription, the endpoint checks, encrypting and
 * sending with VAPID to a local push service that decrypts it) is covered by
 * apps/server/src/modules/notifications/notifications/push-api.test.ts and delivery-flow.test.ts.
 */

test.use({ permissions: ['notifications'] });

test('the real service worker shows a push delivered to it, with the permission granted', async ({
  page,
  context,
}) => {
  await registerAccount(page.request, {
    user_type: 'enthusiast',
    display_name: 'Push Tester',
    country: 'DE',
    city: 'Berlin',
  });
  await page.goto('/enthusiast-dashboard?tab=settings');
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');

  await page.getByRole('button', { name: 'Manage Notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Push notifications' });
  await dialog.getByRole('button', { name: 'Enable notifications' }).click();
  // Either the browser's push service answered (enabled, stored by the server) or it is unreachable offline.
  const enabled = dialog.getByText('Notifications enabled successfully!');
  const failed = dialog.getByRole('alert');
  await expect(enabled.or(failed).first()).toBeVisible({ timeout: 20_000 });
  const subscribed = await enabled.isVisible();
  test.info().annotations.push({
    type: 'push subscription',
    description: subscribed
      ? 'Chromium subscribed through its push service and the server stored the subscription'
      : `Chromium's push service was unreachable: ${await failed.first().innerText()}`,
  });
  if (subscribed) {
    const status = await page.request.get('/api/v14/push-notifications/preferences.php');
    expect(status.ok()).toBe(true);
  }

  // The dialog registered the real worker at /sw.js for the whole site.
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration('/');
    await navigator.serviceWorker.ready;
    return found
      ? { scope: found.scope, script: found.active?.scriptURL ?? found.installing?.scriptURL }
      : null;
  });
  expect(registration?.scope).toBe(new URL('/', page.url()).href);
  expect(registration?.script).toMatch(/\/sw\.js$/);

  // A push as a push service delivers it, handed to the worker by the browser itself (DevTools protocol).
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL === registration?.scope && !entry.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'New offer from DJ Nova',
      body: 'DJ Nova offered 120 €/h for your party.',
      tag: 'n42',
      url: '/enthusiast-dashboard?tab=bookings',
    }),
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const worker = await navigator.serviceWorker.ready;
          return (await worker.getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            tag: shown.tag,
            url: (shown.data as { url?: string } | null)?.url ?? null,
          }));
        }),
      { timeout: 10_000 },
    )
    .toEqual([
      {
        title: 'New offer from DJ Nova',
        body: 'DJ Nova offered 120 €/h for your party.',
        tag: 'n42',
        url: '/enthusiast-dashboard?tab=bookings',
      },
    ]);

  // The same push again (a retry after a crash) replaces the first: still one notification.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'New offer from DJ Nova',
      body: 'Again',
      tag: 'n42',
      url: 'https://evil.example/',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => [
          shown.body,
          (shown.data as { url?: string }).url,
        ]),
      ),
    )
    .toEqual([['Again', '/']]);
});
