import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { setPushBrowser } from './push-browser.ts';
import { ago, NotificationBell } from './notification-bell.tsx';
import { FakePushBrowser } from './testing-fake-browser.ts';
import { FakeEventSource } from '../live-updates/fake-event-source.ts';
import { closeLiveUpdates, useLiveUpdates } from '../live-updates/use-live-updates.ts';

const item = (id: number, title: string, read = false) => ({
  id,
  category: 'bookingUpdates',
  kind: 'new_request',
  title,
  body: `Body of ${title}`,
  url: `/bookings/${id}`,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read_at: read ? new Date().toISOString() : null,
});

beforeEach(() => {
  const browser = new FakePushBrowser();
  browser.isSupported = false;
  setPushBrowser(browser);
});
afterEach(() => {
  closeLiveUpdates();
  setPushBrowser(null);
  vi.unstubAllGlobals();
});

function renderBell(userType = 'enthusiast') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell userType={userType} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('notification centre', () => {
  it('shows the unread count, lists notifications with links, marks one and all read', async () => {
    let items = [item(2, 'New offer from DJ Nova'), item(1, 'Booking confirmed')];
    let unread = 2;
    const api = fakeApi({
      'GET /notifications/unread-count': () => ({ body: { success: true, unread_count: unread } }),
      'GET /notifications': () => ({
        body: { success: true, data: items, unread_count: unread, next_before: null },
      }),
      'POST /notifications/2/read': () => {
        items = items.map((one) => (one.id === 2 ? { ...one, read_at: new Date().toISOString() } : one));
        unread = 1;
        return { body: { success: true, data: items[0], unread_count: 1 } };
      },
      'POST /notifications/read-all': () => {
        items = items.map((one) => ({ ...one, read_at: new Date().toISOString() }));
        unread = 0;
        return { body: { success: true, data: { marked: 1 }, unread_count: 0 } };
      },
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');
    await userEvent.click(bell);
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    const link = await panel.findByRole('link', { name: /^New offer from DJ Nova/ });
    expect(link).toHaveAttribute('href', '/bookings/2');
    expect(link).toHaveTextContent('New offer from DJ Nova (unread)Body of New offer from DJ Nova5 min ago');
    expect(panel.getAllByText('5 min ago')).toHaveLength(2);

    await userEvent.click(panel.getByRole('button', { name: 'Mark read: New offer from DJ Nova' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.callsTo('POST /notifications/read-all')).toHaveLength(1);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('says when there is nothing yet, and offers a retry when the list cannot load', async () => {
    let failing = true;
    fakeApi({
      'GET /notifications/unread-count': { body: { success: true, unread_count: 0 } },
      'GET /notifications': () =>
        failing
          ? { status: 503, body: { success: false, error: 'down' } }
          : { body: { success: true, data: [], unread_count: 0, next_before: null } },
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(
      await panel.findByText('Could not load your notifications. Please try again.'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    expect(await panel.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('opens the push notification settings from the list', async () => {
    fakeApi({
      'GET /notifications/unread-count': { body: { success: true, unread_count: 0 } },
      'GET /notifications': { body: { success: true, data: [], unread_count: 0, next_before: null } },
      'GET /push-notifications/preferences.php': {
        body: {
          success: true,
          preferences: {
            djAvailableInCity: true,
            requestResponses: true,
            bookingUpdates: true,
            eventReminders: true,
            newFeatures: false,
          },
        },
      },
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Notification settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Push notifications' }));
    expect(
      await dialog.findByText('Push notifications are not supported in this browser'),
    ).toBeInTheDocument();
  });

  it('words times relative to now', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(ago('2026-11-22T11:59:30Z', now)).toBe('Just now');
    expect(ago('2026-11-22T09:00:00Z', now)).toBe('3 h ago');
    expect(ago('2026-11-20T12:00:00Z', now)).toBe('2 d ago');
  });
});

function BookingsScreen() {
  const { connected } = useLiveUpdates();
  return <p>{connected ? 'live' : 'offline'}</p>;
}

describe('the live unread count', () => {
  it('comes on the one updates stream the booking screens share: a single connection per tab', async () => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
    fakeApi({
      'GET /notifications/unread-count': { body: { success: true, unread_count: 1 } },
      'GET /notifications': { body: { success: true, data: [], unread_count: 1, next_before: null } },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <NotificationBell userType="dj" />
          <BookingsScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
    const stream = FakeEventSource.latest();
    expect(stream.url).toMatch(/\/updates$/);
    act(() => {
      stream.open();
      stream.send('unread', { unread_count: 4 });
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    act(() => stream.send('unread', { unread_count: 'many' }));
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
