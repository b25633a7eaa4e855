import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { DjDashboardPage } from './dj-dashboard-page.tsx';
import { dashboardRoutes, djProfile } from './testing/dashboard-fixtures.ts';
import { expectRetryLoadsPage, failsOnce } from '../../lib/testing/load-retry.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderPage = () => renderAccount(<DjDashboardPage />, { url: '/dj-dashboard' });

describe('DjDashboardPage', () => {
  it('tells a visitor to sign in and opens the DJ sign-in, loading no DJ data', async () => {
    const api = fakeApi(baseRoutes());
    renderPage();
    expect(await screen.findByText(DJ_DASHBOARD_MESSAGES.accessDenied)).toBeInTheDocument();
    expect(document.title).toBe('DJ Dashboard · Cuepoint');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in as a DJ' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in as a DJ' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/dj/'))).toBe(false);
  });

  it('sends another kind of account to its own dashboard', async () => {
    const api = fakeApi(dashboardRoutes({ userType: 'venue' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This dashboard is for DJs' })).toBeInTheDocument();
    expect(screen.getByText(/signed in with a Venue Manager account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/venue-dashboard',
    );
    expect(api.callsTo('GET /dj/profile')).toHaveLength(0);
  });

  it('shows the dashboard skeleton while the profile loads, and says so when it is slow', async () => {
    const api = fakeApi({ ...dashboardRoutes(), 'GET /dj/profile': () => new Promise(() => {}) });
    renderPage();
    await vi.waitFor(() => expect(api.callsTo('GET /dj/profile')).toHaveLength(1));
    expect(await screen.findByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    expect(
      await screen.findByText('Your dashboard is taking longer than usual to load.', {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a failed load with the reason, and loads again on retry', async () => {
    fakeApi({ ...dashboardRoutes(), 'GET /dj/profile': failsOnce(djProfile) });
    renderPage();
    await expectRetryLoadsPage('Your dashboard could not be loaded: Service temporarily unavailable', 'Kai');
  });

  it('shows a remote and in-person DJ every card, with the real earnings and featuring', async () => {
    fakeApi(dashboardRoutes());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kai' })).toBeInTheDocument();
    for (const card of [
      'Profile',
      'Genres',
      'Remote performance hours',
      'Travel availability',
      'Profile summary',
      'Feature opportunity',
      'Hourly rate',
      'Remote streaming revenue',
    ]) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    const earnings = screen.getByRole('region', { name: 'Remote streaming revenue' });
    expect(await within(earnings).findByText('$0')).toBeInTheDocument();
    expect(within(earnings).getByText('€0')).toBeInTheDocument();
    expect(within(earnings).getByText('£0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request featuring' })).toBeInTheDocument();
    // The summary words the rate as every other screen does.
    expect(
      within(screen.getByRole('region', { name: 'Profile summary' })).getByText('From $80 / hour'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Change banner image')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Change profile image')).toHaveAttribute('type', 'file');
  });

  it('shows the rate card to a DJ who plays only in person: requests are matched by it too', async () => {
    const {
      can_request_feature: _can,
      feature_request_status: _status,
      ...profile
    } = djProfile({
      accepts_in_person: true,
      accepts_remote_venues: false,
      accepts_remote_private: false,
    });
    fakeApi({ ...dashboardRoutes(), 'GET /dj/profile': { body: { success: true, data: profile } } });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Hourly rate' })).toHaveTextContent(
      'requests below it do not reach you',
    );
    expect(screen.getByRole('region', { name: 'Travel availability' })).toBeInTheDocument();
  });

  it('shows the rate card only to DJs who take bookings, travel only to in-person DJs, featuring only when offered', async () => {
    const {
      can_request_feature: _can,
      feature_request_status: _status,
      ...profile
    } = djProfile({
      accepts_in_person: false,
      accepts_remote_venues: false,
      accepts_remote_private: false,
    });
    fakeApi({ ...dashboardRoutes(), 'GET /dj/profile': { body: { success: true, data: profile } } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kai' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hourly rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Travel availability' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Feature opportunity' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Remote performance hours' })).toBeInTheDocument();
  });

  it('requests featuring and shows until when, and when the next request is possible', async () => {
    let profile = djProfile();
    const granted = {
      status: 'featured' as const,
      featured_until: '2026-01-10T12:30:00.000Z',
      cooldown_until: '2026-01-17T12:00:00.000Z',
    };
    const api = fakeApi({
      ...dashboardRoutes(),
      'GET /dj/profile': () => ({ body: { success: true, data: profile } }),
      'POST /dj/request-feature': () => {
        profile = { ...profile, can_request_feature: false, feature_request_status: granted };
        return { body: { success: true, data: granted } };
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request featuring' }));
    const card = screen.getByRole('region', { name: 'Feature opportunity' });
    expect(await within(card).findByText(/^Featured until /)).toBeInTheDocument();
    expect(within(card).getByText(/^Next request possible /)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Request featuring' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /dj/request-feature')).toHaveLength(1);
  });

  it('shows the spec toast when featuring is refused', async () => {
    fakeApi({
      ...dashboardRoutes(),
      'POST /dj/request-feature': {
        status: 409,
        body: { success: false, error: 'You have already been featured recently.' },
      },
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Request featuring' }));
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByRole('alert')).toHaveTextContent(
      'Failed to submit feature request: You have already been featured recently.',
    );
  });
});
