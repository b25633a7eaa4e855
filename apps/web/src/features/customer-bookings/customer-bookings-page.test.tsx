import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { listedRequest, ok } from '../booking/testing/booking-fixtures.ts';
import { setRelativeTimeClock } from '../live-updates/use-relative-time.ts';
import { CustomerBookingsPage } from './customer-bookings-page.tsx';

beforeEach(() => setRelativeTimeClock(() => new Date('2099-06-05T12:00:00.000Z')));
afterEach(() => {
  vi.unstubAllGlobals();
  setRelativeTimeClock(null);
});

const requests = [
  listedRequest({ id: 1, description: 'Open night', state: 'shared' }),
  listedRequest({ id: 2, description: 'Cancelled night', state: 'cancelled', status: 'cancelled' }),
  listedRequest({ id: 3, description: 'Accepted night', state: 'accepted', status: 'active' }),
  listedRequest({ id: 4, description: 'Booked night', state: 'confirmed', status: 'active' }),
];

function renderPage(userType: string, url = '/bookings') {
  const api = fakeApi({
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, data: sessionUser({ user_type: userType }) } },
    'GET /venue-booking-requests.php': ok(requests),
    'GET /booking-requests.php': ok(requests.slice(0, 1)),
    'GET /conversations/unread': ok([]),
  });
  return { api, ...renderAccount(<CustomerBookingsPage />, { url }) };
}

const descriptions = () =>
  within(screen.getByRole('list', { name: 'Your booking requests' }))
    .getAllByRole('article')
    .map((article) =>
      ['Open', 'Cancelled', 'Accepted', 'Booked'].find((word) =>
        article.textContent?.includes(`${word} night`),
      ),
    );

describe('CustomerBookingsPage', () => {
  it('lists a venue’s requests, what waits for the venue first, and filters them by a query parameter', async () => {
    const { router } = renderPage('venue');
    await screen.findByRole('list', { name: 'Your booking requests' });
    expect(descriptions()).toEqual(['Accepted', 'Open', 'Booked', 'Cancelled']);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Booked/ }));
    expect(router.state.location.search).toBe('?status=booked');
    expect(descriptions()).toEqual(['Booked']);
  });

  it('keeps the filter of the address, and reads an enthusiast’s own list', async () => {
    const { api } = renderPage('enthusiast', '/bookings?status=open');
    await screen.findByRole('list', { name: 'Your booking requests' });
    expect(screen.getByRole('button', { name: /^Open/ })).toHaveAttribute('aria-pressed', 'true');
    expect(descriptions()).toEqual(['Open']);
    expect(api.callsTo('GET /venue-booking-requests.php')).toHaveLength(0);
  });

  it('sends a DJ to the DJ’s bookings page', async () => {
    renderPage('dj');
    expect(await screen.findByRole('link', { name: 'Go to your bookings' })).toHaveAttribute(
      'href',
      '/dj-dashboard/bookings',
    );
  });
});
