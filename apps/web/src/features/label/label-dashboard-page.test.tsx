import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLabelDashboard } from '@cuepoint/domain/labels/label-dashboard';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { LABEL_DEMO_DATA } from './demo-data.ts';
import { LabelDashboardPage } from './label-dashboard-page.tsx';

const LABEL = sessionUser({ user_type: 'label', display_name: 'Deep Cuts', email: 'label@example.com' });

const live: TLabelDashboard = {
  label: {
    label_name: 'Deep Cuts Records',
    catalogue_size: 64,
    monetize_back_catalogue: true,
    promote_to_djs: false,
    city: 'Leeds',
    country: 'GB',
  },
  performance_rights: {
    ...LABEL_DEMO_DATA.performance_rights,
    source: 'live',
    since: '2026-04-02',
    venues: 3,
    djs: 5,
  },
  stems_sales: null,
  revenue_streams: null,
  dj_pool: null,
  stems_packages: null,
};

const signedIn = (user: unknown) => ({
  ...baseRoutes(),
  'GET /auth/session': { body: { success: true, user, data: user } },
});
const location = () => screen.getByTestId('location').textContent;

// A session cached by an earlier test would count as one that signed out here.
beforeEach(() => localStorage.clear());

describe('/label-dashboard', () => {
  it("shows the label's live progress and tags the sections without records as sample figures", async () => {
    fakeApi({ ...signedIn(LABEL), 'GET /label/dashboard': { body: { success: true, data: live } } });
    renderAccount(<LabelDashboardPage />, { url: '/label-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Cuts Records' })).toBeInTheDocument();
    const rights = screen.getByTestId('label-performance-rights');
    expect(within(rights).queryByText('Sample figures')).not.toBeInTheDocument();
    expect(within(rights).getByRole('progressbar', { name: /Venues/ })).toHaveAttribute(
      'aria-valuetext',
      '3 of 100 venues (3%)',
    );
    for (const testId of [
      'label-stems-sales',
      'label-revenue-streams',
      'label-dj-pool',
      'label-stems-packages',
    ]) {
      expect(within(screen.getByTestId(testId)).getByText('Sample figures')).toBeInTheDocument();
    }
    expect(screen.getByText('Monetizing the back catalogue')).toBeInTheDocument();
    expect(screen.queryByText('Promoting to DJs')).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded and loads them again on Try again', async () => {
    let fail = true;
    fakeApi({
      ...signedIn(LABEL),
      'GET /label/dashboard': () =>
        fail
          ? { status: 503, body: { success: false, error: 'Service temporarily unavailable' } }
          : { body: { success: true, data: live } },
    });
    renderAccount(<LabelDashboardPage />, { url: '/label-dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your label dashboard. Service temporarily unavailable',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Cuts Records' })).toBeInTheDocument();
  });

  it('sends a visitor to /labels without asking for the figures', async () => {
    const api = fakeApi(baseRoutes());
    renderAccount(<LabelDashboardPage />, { url: '/label-dashboard' });
    await screen.findByText('Redirecting…');
    await vi.waitFor(() => expect(location()).toBe('/labels'));
    expect(api.callsTo('GET /label/dashboard')).toHaveLength(0);
  });

  it('sends a producer home', async () => {
    const api = fakeApi(signedIn(sessionUser({ user_type: 'producer' })));
    renderAccount(<LabelDashboardPage />, { url: '/label-dashboard' });
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo('GET /label/dashboard')).toHaveLength(0);
  });
});
