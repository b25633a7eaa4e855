import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VENUE_BANNER_TOO_LARGE } from '@cuepoint/domain/venues/banner';
import { FakeRequest } from '../../lib/testing/fake-request.ts';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { VenueDashboardPage } from './venue-dashboard-page.tsx';
import { BookDjPage } from './book-dj-page.tsx';
import { analytics, venueRoutes, venueSettings } from './testing/venue-fixtures.ts';
import { expectRetryLoadsPage, failsOnce } from '../../lib/testing/load-retry.ts';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  URL.createObjectURL = vi.fn(() => 'blob:picked-banner');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.last = undefined;
  localStorage.clear();
});

const renderPage = (url = '/venue-dashboard') => renderAccount(<VenueDashboardPage />, { url });
const location = () => screen.getByTestId('location').textContent;
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('VenueDashboardPage guards', () => {
  it('sends a visitor to /venues, loading no venue data', async () => {
    const api = fakeApi(baseRoutes());
    renderPage();
    await vi.waitFor(() => expect(location()).toBe('/venues'));
    expect(api.calls.some((call) => call.path.startsWith('/venue'))).toBe(false);
  });

  it('sends another kind of account home', async () => {
    const api = fakeApi(venueRoutes({ userType: 'enthusiast' }));
    renderPage();
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo('GET /venue/profile')).toHaveLength(0);
  });

  it('guards the booking screen the same way, and shows a venue the way back', async () => {
    fakeApi(baseRoutes());
    const visitor = renderAccount(<BookDjPage />, { url: '/venue-dashboard/book-dj' });
    await vi.waitFor(() => expect(location()).toBe('/venues'));
    visitor.unmount();
    fakeApi(venueRoutes());
    renderAccount(<BookDjPage />, { url: '/venue-dashboard/book-dj' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a DJ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/venue-dashboard',
    );
  });
});

describe('VenueDashboardPage states', () => {
  it('shows the skeleton while the profile loads', async () => {
    const api = fakeApi({ ...venueRoutes(), 'GET /venue/profile': () => new Promise(() => {}) });
    renderPage();
    await vi.waitFor(() => expect(api.callsTo('GET /venue/profile')).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
  });

  it('says why the dashboard could not load, and loads again on retry', async () => {
    fakeApi({ ...venueRoutes(), 'GET /venue/profile': failsOnce(venueSettings) });
    renderPage();
    await expectRetryLoadsPage(
      'Failed to load your venue dashboard: Service temporarily unavailable',
      'Tresor Lounge',
    );
  });

  it('shows a failed card as a toast and offers to load it again', async () => {
    fakeApi({ ...venueRoutes(), 'GET /venue/analytics': failsOnce(analytics, 500, 'Internal Server Error') });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Tresor Lounge' });
    expect(
      await toasts().findByText('Failed to load your analytics: Internal Server Error'),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Venue Analytics' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('€1,400')).toBeInTheDocument();
  });

  it('shows the banner, name, location, Book a DJ and the side cards', async () => {
    fakeApi(venueRoutes({ settings: venueSettings({ address: '', city: null, country: null }) }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tresor Lounge' })).toBeInTheDocument();
    expect(screen.getByText('Not specified')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Book a DJ' })[0]).toHaveAttribute(
      'href',
      '/venue-dashboard/book-dj',
    );
    const numbers = screen.getByRole('region', { name: 'Venue Analytics' });
    expect(await within(numbers).findByText('€1,400')).toBeInTheDocument();
    expect(within(numbers).getByText('2 h 30 min')).toBeInTheDocument();
    expect(within(numbers).getByText('app_7')).toBeInTheDocument();
    const table = within(numbers).getByRole('table', { name: 'Events per month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: 'December 2025 3' })).toBeInTheDocument();
    const djs = screen.getByRole('region', { name: 'Available DJs' });
    expect(await within(djs).findByText('No DJs currently available')).toBeInTheDocument();
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });
});

describe('Available DJs', () => {
  it('lists the DJs with their next dates, five at first, each linked to their page', async () => {
    const djs = Array.from({ length: 6 }, (_, index) => ({
      user_id: 40 + index,
      stage_name: `DJ ${index + 1}`,
      full_name: null,
      slug: `dj-${index + 1}`,
      location: index === 0 ? null : 'Berlin, Germany',
      availability: [
        { date: '2099-07-03', is_remote: false },
        { date: '2099-07-04', is_remote: true },
      ],
    }));
    fakeApi({
      ...venueRoutes(),
      'GET /venue/available-djs': { body: { success: true, available_djs: djs } },
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Available DJs' });
    const list = await within(card).findByRole('list', { name: 'Available DJs' });
    expect(within(list).getByRole('link', { name: 'DJ 1' })).toHaveAttribute('href', '/dj-1');
    expect(within(list).getByText('Not specified')).toBeInTheDocument();
    const dates = within(list).getByRole('list', { name: 'Next dates of DJ 1' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fri, Jul 3, 2099 · In person', 'Sat, Jul 4, 2099 · Remote']);
    expect(within(list).queryByRole('link', { name: 'DJ 6' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Show all 6 DJs' }));
    expect(within(list).getByRole('link', { name: 'DJ 6' })).toBeInTheDocument();
  });
});

describe('VenueDashboardPage tabs', () => {
  it('opens the tab of ?tab=, keeps the address in step and moves with the arrow keys', async () => {
    fakeApi(venueRoutes());
    renderPage('/venue-dashboard?tab=favorites');
    const favorites = await screen.findByRole('tab', { name: 'Favorite DJs' });
    expect(favorites).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Favorite DJs' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Booking Status' }));
    expect(location()).toBe('/venue-dashboard?tab=bookings');
    expect(
      await within(screen.getByRole('tabpanel')).findByText('No booking requests yet'),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Venue Settings' })).toHaveFocus();
    expect(location()).toBe('/venue-dashboard?tab=settings');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveFocus();
    expect(location()).toBe('/venue-dashboard');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Venue Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('takes an unknown tab as the events tab', async () => {
    fakeApi(venueRoutes());
    renderPage('/venue-dashboard?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leads Quick Actions to the settings, the favorites and a new event', async () => {
    fakeApi(venueRoutes());
    renderPage();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const user = userEvent.setup();
    await user.click(within(actions).getByRole('button', { name: 'Edit venue settings' }));
    expect(location()).toBe('/venue-dashboard?tab=settings');
    await user.click(within(actions).getByRole('button', { name: 'Manage favorite DJs' }));
    expect(location()).toBe('/venue-dashboard?tab=favorites');
    expect(within(actions).getByRole('link', { name: 'Book a DJ' })).toHaveAttribute(
      'href',
      '/venue-dashboard/book-dj',
    );
    await user.click(within(actions).getByRole('button', { name: 'Add an event' }));
    expect(location()).toBe('/venue-dashboard');
    expect(await screen.findByRole('dialog', { name: 'Add Event' })).toBeInTheDocument();
  });
});

describe('banner upload', () => {
  it('shows the picked banner with its progress, then the stored one', async () => {
    fakeApi(venueRoutes());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Tresor Lounge' });
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Change banner image'),
      new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
    );
    expect(await toasts().findByText(VENUE_BANNER_TOO_LARGE)).toBeInTheDocument();
    expect(FakeRequest.last).toBeUndefined();

    await user.upload(
      screen.getByLabelText('Change banner image'),
      new File([new Uint8Array(2048)], 'club.png', { type: 'image/png' }),
    );
    const request = FakeRequest.last!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/api/v14/venue/banner');
    expect(((request.sent as FormData).get('banner_image') as File).name).toBe('club.png');
    expect(screen.getByTestId('venue-banner-image')).toHaveAttribute('src', 'blob:picked-banner');
    act(() => request.progress(512, 2048));
    expect(screen.getByRole('progressbar', { name: 'Uploading banner image' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    act(() =>
      request.answer(200, JSON.stringify({ success: true, data: { url: '/uploads/images/banner.webp' } })),
    );
    expect(await toasts().findByText('Banner image updated')).toBeInTheDocument();
    expect(screen.getByTestId('venue-banner-image')).toHaveAttribute('src', '/uploads/images/banner.webp');
  });

  it('puts the previous banner back when the server refuses the image', async () => {
    fakeApi(venueRoutes({ settings: venueSettings({ banner_image_url: '/uploads/images/old.webp' }) }));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Tresor Lounge' });
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText('Change banner image'),
        new File([new Uint8Array(10)], 'fake.png', { type: 'image/png' }),
      );
    act(() =>
      FakeRequest.last!.answer(
        422,
        JSON.stringify({ success: false, error: 'Please select a valid image file' }),
      ),
    );
    expect(
      await toasts().findByText('Failed to upload banner image: Please select a valid image file'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('venue-banner-image')).toHaveAttribute('src', '/uploads/images/old.webp');
  });
});
