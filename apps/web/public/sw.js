// Cuepoint service worker: shows push notifications and focuses the app when one is clicked.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A push may only open this site's pages: another origin, a javascript: or data: URL opens the home instead. */
function sameOriginPath(value) {
  if (typeof value !== 'string' || value === '') return '/';
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = payload.title || 'Cuepoint';
  const options = {
    body: payload.body || '',
    icon: '/favicon.svg',
    badge: '/favicon.svg',
    data: { url: sameOriginPath(payload.url) },
  };
  // A notification sent again (a retry after a crash) carries the same tag: it replaces the first, silently.
  if (typeof payload.tag === 'string' && payload.tag) options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath(event.notification.data && event.notification.data.url);
  const path = new URL(url, self.location.origin).pathname;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const existing = windows.find((client) => new URL(client.url).pathname === path);
      return existing ? existing.focus() : self.clients.openWindow(url);
    }),
  );
});

/**
 * The push service replaced the subscription (keys rotated, expired): the new one is saved for the signed-in account
 * (the session cookie goes with the request). A failure is harmless: the app subscribes again on its next visit.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const save = async () => {
    let subscription = event.newSubscription;
    if (!subscription && event.oldSubscription) {
      subscription = await self.registration.pushManager.subscribe(event.oldSubscription.options);
    }
    if (!subscription) return;
    await fetch('/api/v14/push-notifications/subscribe.php', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        subscription: subscription.toJSON(),
        deviceInfo: { userAgent: self.navigator.userAgent },
      }),
    });
  };
  event.waitUntil(save().catch(() => undefined));
});
