import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { setPushBrowser } from './push-browser.ts';
import { PushDialog } from './push-dialog.tsx';
import { FakePushBrowser } from './testing-fake-browser.ts';

const preferences = {
  djAvailableInCity: true,
  requestResponses: true,
  bookingUpdates: true,
  eventReminders: true,
  newFeatures: false,
};
const ok = (body: object = {}) => ({ body: { success: true, ...body } });
const fail = (status: number, error: string, code?: string) => ({
  status,
  body: { success: false, error, ...(code ? { code } : {}) },
});
const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /push-notifications/preferences.php': ok({ preferences }),
  'PUT /push-notifications/preferences.php': ({ body }: { body: unknown }) =>
    ok({ preferences: { ...preferences, ...(body as { preferences: object }).preferences } }),
  'GET /push-notifications/public-key': ok({ data: { public_key: `B${'A'.repeat(86)}` } }),
  'POST /push-notifications/subscribe.php': ok({ data: { id: 1, endpoint: 'x', created: true } }),
  'POST /push-notifications/unsubscribe.php': ok({ data: { removed: 1 } }),
  'POST /push-notifications/test.php': ok({ data: { sent: 1 } }),
  ...extra,
});

let browser: FakePushBrowser;
beforeEach(() => {
  browser = new FakePushBrowser();
  setPushBrowser(browser);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setPushBrowser(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(userType = 'dj') {
  render(<PushDialog open onOpenChange={() => undefined} userType={userType} />);
  return within(screen.getByRole('dialog', { name: 'Push notifications' }));
}

const status = async (text: string) =>
  expect(await screen.findByTestId('push-dialog-status')).toHaveTextContent(text);

describe('Push notification dialog', () => {
  it('says when the browser cannot do push, and when notifications are blocked', async () => {
    fakeApi(routes());
    browser.isSupported = false;
    const dialog = open();
    await status('Push notifications are not supported in this browser');
    expect(dialog.getByRole('button', { name: 'Enable notifications' })).toBeDisabled();
  });

  it('shows the blocked message when permission was denied', async () => {
    fakeApi(routes());
    browser.currentPermission = 'denied';
    open();
    await status('Notifications are blocked. Please enable them in your browser settings.');
  });

  it('enables: asks permission, subscribes with the server key, saves, and says so', async () => {
    const api = fakeApi(routes());
    const dialog = open();
    await status('Off: this browser does not receive push notifications.');
    await userEvent.click(dialog.getByRole('button', { name: 'Enable notifications' }));
    expect(await dialog.findByText('Notifications enabled successfully!')).toBeInTheDocument();
    expect(browser.permissionAsked).toBe(1);
    expect(api.callsTo('POST /push-notifications/subscribe.php')[0]?.body).toMatchObject({
      subscription: { endpoint: 'https://push.example/device-1', keys: { auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
      deviceInfo: { userAgent: expect.any(String) },
    });
    await status('Enabled: this browser receives push notifications.');
  });

  it.each([
    [
      'the person declines the permission',
      (b: FakePushBrowser) => (b.answer = 'denied'),
      {},
      'Permission not granted for push notifications',
    ],
    [
      'the service worker cannot register',
      (b: FakePushBrowser) => (b.registerFails = true),
      {},
      'Failed to register service worker',
    ],
    [
      'the server does not save the subscription',
      () => undefined,
      { 'POST /push-notifications/subscribe.php': fail(503, 'down') },
      'Failed to save subscription',
    ],
  ])('enabling fails when %s', async (_case, arrange, extra, message) => {
    fakeApi(routes(extra));
    arrange(browser);
    const dialog = open();
    await status('Off');
    await userEvent.click(dialog.getByRole('button', { name: 'Enable notifications' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a test notification, and says when it fails or the server has no subscription', async () => {
    let answer: object = ok({ data: { sent: 1 } });
    fakeApi(routes({ 'POST /push-notifications/test.php': () => answer }));
    browser.currentPermission = 'granted';
    browser.current = browser.makeSubscription('https://push.example/device-1');
    const dialog = open();
    await status('Enabled');
    await userEvent.click(dialog.getByRole('button', { name: 'Send test notification' }));
    expect(await dialog.findByText('Test notification sent! Check your notifications.')).toBeInTheDocument();
    answer = fail(503, 'Failed to send test notification');
    await userEvent.click(dialog.getByRole('button', { name: 'Send test notification' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to send test notification');
    answer = fail(404, 'No active subscription found', 'NO_PUSH_SUBSCRIPTION');
    await userEvent.click(dialog.getByRole('button', { name: 'Send test notification' }));
    expect(await dialog.findByText('No active subscription found')).toBeInTheDocument();
  });

  it('disables, and says when the browser refuses', async () => {
    const api = fakeApi(routes());
    browser.currentPermission = 'granted';
    browser.current = browser.makeSubscription('https://push.example/device-1');
    browser.unsubscribeRefused = true;
    const dialog = open();
    await status('Enabled');
    await userEvent.click(dialog.getByRole('button', { name: 'Disable notifications' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to disable notifications.');
    browser.unsubscribeRefused = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Disable notifications' }));
    expect(await dialog.findByText('Notifications disabled successfully.')).toBeInTheDocument();
    expect(api.callsTo('POST /push-notifications/unsubscribe.php').at(-1)?.body).toEqual({
      endpoint: 'https://push.example/device-1',
    });
    await status('Off');
  });

  it('saves the preferences in the words of the user type, and says when saving fails', async () => {
    let failing = false;
    const api = fakeApi(
      routes({
        'PUT /push-notifications/preferences.php': ({ body }: { body: unknown }) =>
          failing
            ? fail(503, 'x')
            : ok({ preferences: { ...preferences, ...(body as { preferences: object }).preferences } }),
      }),
    );
    const dialog = open('venue');
    const save = dialog.getByRole('button', { name: 'Save preferences' });
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'New Cuepoint features' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'DJs available in your city' }));
    await userEvent.click(save);
    expect(await dialog.findByText('Notification preferences updated!')).toBeInTheDocument();
    expect(api.callsTo('PUT /push-notifications/preferences.php')[0]?.body).toEqual({
      preferences: { ...preferences, newFeatures: true, djAvailableInCity: false },
    });
    failing = true;
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Reminders before your events' }));
    await userEvent.click(save);
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to update notification preferences');
  });

  it('offers a DJ no "DJs available in your city", and says when the preferences cannot be read', async () => {
    fakeApi(routes({ 'GET /push-notifications/preferences.php': fail(503, 'x') }));
    const dialog = open('dj');
    expect(await dialog.findByText('Failed to get notification preferences')).toBeInTheDocument();
    expect(
      dialog.getByRole('checkbox', {
        name: 'New booking and co-streaming requests, and updates to your bookings',
      }),
    ).toBeChecked();
    expect(dialog.queryByRole('checkbox', { name: 'DJs available in your city' })).toBeNull();
  });
});
