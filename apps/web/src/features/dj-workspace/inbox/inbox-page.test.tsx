import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { offer } from '../../booking/testing/offer-fixtures.ts';
import { setRelativeTimeClock } from '../../live-updates/use-relative-time.ts';
import { inboxRequest, workspaceRoutes } from '../testing/workspace-fixtures.ts';

const ask = (overrides: Parameters<typeof inboxRequest>[0]) =>
  inboxRequest({ description: 'Warehouse night\nSecond line of details', ...overrides });
import { DjInboxPage } from './inbox-page.tsx';

beforeEach(() => setRelativeTimeClock(() => new Date('2099-06-05T12:00:00.000Z')));
afterEach(() => {
  vi.unstubAllGlobals();
  setRelativeTimeClock(null);
});

const requests = [
  ask({ id: 1, customer_name: 'Old Club', state: 'expired', status: 'expired' }),
  ask({ id: 2, customer_name: 'Booked Bar', state: 'confirmed', status: 'active', booking_id: 8 }),
  ask({ id: 3, customer_name: 'Early Ask', reached_at: '2099-06-01T09:00:00.000Z' }),
  inboxRequest({
    id: 4,
    customer_name: 'Waiting Hall',
    my_offer: offer({ status: 'pending', awaiting: 'customer' }),
  }),
  ask({ id: 5, customer_name: 'Late Ask', reached_at: '2099-06-04T09:00:00.000Z' }),
];

function renderInbox(url = '/dj-dashboard/inbox', extra: Record<string, unknown> = {}) {
  const api = fakeApi(workspaceRoutes(requests, extra));
  const view = renderAccount(
    <Routes>
      <Route path="/dj-dashboard/inbox" element={<DjInboxPage />} />
      <Route path="/dj-dashboard/inbox/:requestId" element={<DjInboxPage />} />
    </Routes>,
    { url },
  );
  return { api, ...view };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.querySelector('span span')?.textContent);

describe('DjInboxPage', () => {
  it('lists what needs an answer first and newest first, then negotiations and bookings, the past folded', async () => {
    renderInbox();
    const list = await screen.findByRole('listbox', { name: 'Booking requests' });
    expect(names(list)).toEqual(['Late Ask', 'Early Ask', 'Waiting Hall', 'Booked Bar']);
    expect(within(list).getByRole('group', { name: 'Needs answer' })).toBeInTheDocument();
    const option = within(list).getAllByRole('option')[0]!;
    expect(option).toHaveTextContent('Warehouse night');
    expect(option).not.toHaveTextContent('Second line of details');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show past requests (1)' }));
    expect(names(list)).toEqual(['Late Ask', 'Early Ask', 'Waiting Hall', 'Booked Bar', 'Old Club']);
  });

  it('filters by a query parameter, which the buttons set', async () => {
    const { router } = renderInbox('/dj-dashboard/inbox?filter=negotiating');
    const list = await screen.findByRole('listbox', { name: 'Booking requests' });
    expect(names(list)).toEqual(['Waiting Hall']);
    expect(screen.getByRole('button', { name: /^Negotiating/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Past/ }));
    expect(router.state.location.search).toBe('?filter=past');
    expect(names(screen.getByRole('listbox'))).toEqual(['Old Club']);
    await userEvent.setup().click(screen.getByRole('button', { name: /^All/ }));
    expect(router.state.location.search).toBe('');
  });

  it('moves through the list with the arrow keys, Home and End, one tab stop, and opens with Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderInbox('/dj-dashboard/inbox?filter=needs_answer');
    const list = await screen.findByRole('listbox', { name: 'Booking requests' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.tabIndex)).toEqual([0, -1]);
    // The filter buttons come first; tab until the list is reached.
    while (!list.contains(document.activeElement)) await user.tab();
    expect(document.activeElement).toBe(options[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(options[1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(options[1]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(options[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(options[1]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(options[0]);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/dj-dashboard/inbox/5');
    expect(router.state.location.search).toBe('?filter=needs_answer');
  });

  it('shows the chosen request with its answers and its conversation, and a way back', async () => {
    renderInbox('/dj-dashboard/inbox/4', { 'GET /booking-requests/4/messages': { status: 500, body: {} } });
    expect(await screen.findByRole('heading', { name: 'Request from Waiting Hall' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Waiting Hall/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Your offer' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Messages with Waiting Hall' }));
    expect(screen.getByRole('region', { name: 'Messages with Waiting Hall' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute(
      'href',
      '/dj-dashboard/inbox',
    );
  });

  it('marks a request with unread messages', async () => {
    renderInbox('/dj-dashboard/inbox', {
      'GET /conversations/unread': {
        body: { success: true, data: [{ request_id: 3, dj_id: 9, unread: 2 }] },
      },
    });
    const option = await screen.findByRole('option', { name: /Early Ask/ });
    expect(await within(option).findByText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Late Ask/ })).not.toHaveTextContent('unread');
  });
});
