import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { setPushBrowser } from './push-browser.ts';
import { PushPrompt, PUSH_PROMPT_LATER_KEY } from './push-prompt.tsx';
import { FakePushBrowser } from './testing-fake-browser.ts';

const ok = (body: object = {}) => ({ body: { success: true, ...body } });
const routes = () => ({
  'GET /push-notifications/public-key': ok({ data: { public_key: `B${'A'.repeat(86)}` } }),
  'POST /notifications/subscribe': ok({ data: { id: 1, endpoint: 'x', created: true } }),
});

let browser: FakePushBrowser;
beforeEach(() => {
  browser = new FakePushBrowser();
  setPushBrowser(browser);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setPushBrowser(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('push prompt for DJs and venues', () => {
  it('asks a DJ about co-streaming requests and subscribes through the prompt’s API on Enable', async () => {
    const api = fakeApi(routes());
    render(<PushPrompt userType="dj" />);
    expect(
      await screen.findByRole('heading', { name: 'Never miss a co-streaming request' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/co-streaming requests the moment venues send them/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByText('Notifications enabled successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /notifications/subscribe')[0]?.body).toMatchObject({
      subscription: { endpoint: 'https://push.example/device-1' },
      device_info: { userAgent: expect.any(String), timestamp: expect.any(String) },
    });
  });

  it('speaks to a venue of new DJ opportunities; Later hides it for the session', async () => {
    fakeApi(routes());
    const { unmount } = render(<PushPrompt userType="venue" />);
    expect(
      await screen.findByRole('heading', { name: 'Be first to new DJ opportunities' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('heading', { name: 'Be first to new DJ opportunities' })).toBeNull();
    expect(sessionStorage.getItem(PUSH_PROMPT_LATER_KEY)).toBe('1');
    unmount();
    render(<PushPrompt userType="venue" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Be first to new DJ opportunities' })).toBeNull();
  });

  it('subscribes silently when permission is already granted, and shows nothing', async () => {
    const api = fakeApi(routes());
    browser.currentPermission = 'granted';
    render(<PushPrompt userType="dj" />);
    await waitFor(() => expect(api.callsTo('POST /notifications/subscribe')).toHaveLength(1));
    expect(browser.permissionAsked).toBe(0);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('stays away when this browser is subscribed, when permission is denied, and says a refusal', async () => {
    fakeApi(routes());
    browser.current = browser.makeSubscription('https://push.example/d');
    browser.currentPermission = 'granted';
    const first = render(<PushPrompt userType="dj" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading')).toBeNull();
    first.unmount();

    browser.current = null;
    browser.currentPermission = 'default';
    browser.answer = 'denied';
    render(<PushPrompt userType="dj" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Permission not granted for push notifications',
    );
  });
});
