import { PUSH_MESSAGES } from '@cuepoint/domain/notifications/messages';
import type { TNotificationPreferences } from '@cuepoint/domain/notifications/preferences';
import { apiBody, apiClient, hasErrorCode } from '../../lib/api.ts';
import { base64UrlToBytes, pushBrowser, type BrowserSubscription } from './push-browser.ts';

/**
 * Turning push on and off, the test push and the preferences (docs/product/notifications.md), with the spec's messages
 * as the errors thrown. `variant` picks the API: 'php' (/push-notifications/*.php, the dialog and the enthusiast's
 * banner) or 'prompt' (/notifications/subscribe and DELETE /notifications/unsubscribe, the DJ and venue prompt).
 */
export type PushVariant = 'php' | 'prompt';

export type PushStatus = 'checking' | 'unsupported' | 'blocked' | 'enabled' | 'off';

export class PushError extends Error {
  override name = 'PushError';
}

/** Enabled only when permission is granted and this browser is subscribed (docs/product/notifications.md). */
export async function readPushStatus(): Promise<{ status: PushStatus; subscribed: boolean }> {
  const browser = pushBrowser();
  if (!browser.supported()) return { status: 'unsupported', subscribed: false };
  const permission = browser.permission();
  if (permission === 'denied') return { status: 'blocked', subscribed: false };
  const subscription = await browser.subscription().catch(() => null);
  return {
    status: permission === 'granted' && subscription ? 'enabled' : 'off',
    subscribed: subscription !== null,
  };
}

function deviceInfo() {
  return {
    userAgent: navigator.userAgent,
    platform:
      (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
      navigator.platform,
  };
}

async function saveSubscription(subscription: BrowserSubscription, variant: PushVariant) {
  const json = subscription.toJSON();
  const body = {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: (json.keys ?? {}) as { auth: string; p256dh: string },
  };
  try {
    if (variant === 'prompt')
      await apiBody(
        apiClient.POST('/notifications/subscribe', {
          body: { subscription: body, device_info: { ...deviceInfo(), timestamp: new Date().toISOString() } },
        }),
      );
    else
      await apiBody(
        apiClient.POST('/push-notifications/subscribe.php', {
          body: { subscription: body, deviceInfo: deviceInfo() },
        }),
      );
  } catch (error) {
    // docs/product/notifications.md: a failed subscription save is logged, and the caller hears 'Failed to save
    // subscription'.
    console.error('push subscription not saved', error);
    throw new PushError(PUSH_MESSAGES.subscriptionSaveFailed);
  }
}

/**
 * Asks for permission when it was never given, registers the service worker, subscribes with the server's key and
 * saves the subscription. With `silent`, nothing is asked: used when permission is already granted
 * (docs/product/notifications.md).
 */
export async function enablePush(variant: PushVariant, options: { silent?: boolean } = {}): Promise<void> {
  const browser = pushBrowser();
  if (!browser.supported()) throw new PushError(PUSH_MESSAGES.unsupported);
  if (browser.permission() === 'denied') throw new PushError(PUSH_MESSAGES.blocked);
  if (browser.permission() !== 'granted') {
    if (options.silent) throw new PushError(PUSH_MESSAGES.permissionNotGranted);
    const answer = await browser.requestPermission();
    if (answer !== 'granted') throw new PushError(PUSH_MESSAGES.permissionNotGranted);
  }
  try {
    await browser.register();
  } catch {
    throw new PushError(PUSH_MESSAGES.serviceWorkerFailed);
  }
  let subscription = await browser.subscription().catch(() => null);
  if (!subscription) {
    let key: string;
    try {
      key = (await apiBody(apiClient.GET('/push-notifications/public-key'))).data.public_key;
      subscription = await browser.subscribe(base64UrlToBytes(key));
    } catch {
      throw new PushError(PUSH_MESSAGES.subscriptionSaveFailed);
    }
  }
  await saveSubscription(subscription, variant);
}

/** Stops pushes to this browser: the server forgets it (a failure there is only warned), then the browser does. */
export async function disablePush(variant: PushVariant): Promise<void> {
  const subscription = await pushBrowser()
    .subscription()
    .catch(() => null);
  if (!subscription) return;
  try {
    if (variant === 'prompt')
      await apiBody(
        apiClient.DELETE('/notifications/unsubscribe', { body: { endpoint: subscription.endpoint } }),
      );
    else
      await apiBody(
        apiClient.POST('/push-notifications/unsubscribe.php', { body: { endpoint: subscription.endpoint } }),
      );
  } catch (error) {
    console.warn('push subscription not removed on the server', error);
  }
  if (!(await subscription.unsubscribe())) throw new PushError('unsubscribe refused');
}

export async function sendTestPush(): Promise<void> {
  const subscription = await pushBrowser()
    .subscription()
    .catch(() => null);
  if (!subscription) throw new PushError(PUSH_MESSAGES.noSubscription);
  try {
    await apiBody(
      apiClient.POST('/push-notifications/test.php', { body: { endpoint: subscription.endpoint } }),
    );
  } catch (error) {
    if (hasErrorCode(error, 'NO_PUSH_SUBSCRIPTION')) throw new PushError(PUSH_MESSAGES.noSubscription);
    throw new PushError(PUSH_MESSAGES.testFailed);
  }
}

export async function loadPreferences(): Promise<TNotificationPreferences> {
  try {
    return (await apiBody(apiClient.GET('/push-notifications/preferences.php'))).preferences;
  } catch {
    throw new PushError(PUSH_MESSAGES.preferencesLoadFailed);
  }
}

export async function savePreferences(
  preferences: TNotificationPreferences,
): Promise<TNotificationPreferences> {
  try {
    return (await apiBody(apiClient.PUT('/push-notifications/preferences.php', { body: { preferences } })))
      .preferences;
  } catch {
    throw new PushError(PUSH_MESSAGES.preferencesSaveFailed);
  }
}
