import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUSH_BANNER_DISMISSED_KEY } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { EnthusiastDashboardPage } from './enthusiast-dashboard-page.tsx';
import { enthusiastProfile, enthusiastRoutes, ok } from './testing/enthusiast-fixtures.ts';
import { expectRetryLoadsPage, failsOnce } from '../../lib/testing/load-retry.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderPage = (url = '/enthusiast-dashboard') => renderAccount(<EnthusiastDashboardPage />, { url });
const location = () => screen.getByTestId('location').textContent;
const tab = (name: string) => screen.getByRole('tab', { name });

describe('EnthusiastDashboardPage guards', () => {
  it('sends a visitor to /enthusiasts, loading no profile', async () => {
    const api = fakeApi(baseRoutes());
    renderPage();
    await vi.waitFor(() => expect(location()).toBe('/enthusiasts'));
    expect(api.callsTo('GET /user/profile')).toHaveLength(0);
  });

  it.each(['dj', 'venue', 'producer'])('sends a signed-in %s home', async (userType) => {
    const api = fakeApi(enthusiastRoutes({ userType }));
    renderPage();
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo('GET /user/profile')).toHaveLength(0);
  });

  it('shows a spinner while the session is checked, then the dashboard', async () => {
    let release: () => void = () => {};
    const routes = enthusiastRoutes();
    fakeApi({
      ...routes,
      'GET /auth/session': () =>
        new Promise((resolve) => {
          release = () => resolve(routes['GET /auth/session']);
        }),
    });
    renderPage();
    expect(screen.getByText('Loading your dashboard…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Mila' })).toBeInTheDocument();
    expect(document.title).toBe('Enthusiast Dashboard · Cuepoint');
  });

  it('says why the profile could not load, and loads again on retry', async () => {
    fakeApi({ ...enthusiastRoutes(), 'GET /user/profile': failsOnce(enthusiastProfile) });
    renderPage();
    await expectRetryLoadsPage(
      'Failed to load your dashboard: Service temporarily unavailable',
      'Welcome back, Mila',
    );
  });
});

describe('EnthusiastDashboardPage tabs', () => {
  it('opens the tab named by ?tab=, and an unknown one as the overview', async () => {
    fakeApi(enthusiastRoutes());
    const first = renderPage('/enthusiast-dashboard?tab=settings');
    expect(await screen.findByRole('region', { name: 'Account Settings' })).toBeInTheDocument();
    expect(tab('Settings')).toHaveAttribute('aria-selected', 'true');
    first.unmount();
    renderPage('/enthusiast-dashboard?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });

  it('keeps the chosen tab in the address, moves with the arrow keys and keeps dj_id', async () => {
    fakeApi(enthusiastRoutes());
    renderPage('/enthusiast-dashboard?dj_id=12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Events' }));
    expect(location()).toBe('/enthusiast-dashboard?dj_id=12&tab=events');
    expect(screen.getByRole('region', { name: 'Upcoming Events Near You' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tab('Favorites')).toHaveFocus();
    expect(location()).toBe('/enthusiast-dashboard?dj_id=12&tab=favorites');
    await user.keyboard('{End}');
    expect(location()).toBe('/enthusiast-dashboard?dj_id=12&tab=settings');
    await user.keyboard('{Home}');
    expect(location()).toBe('/enthusiast-dashboard?dj_id=12');
    expect(tab('Overview')).toHaveFocus();
  });
});

describe('Overview', () => {
  it('welcomes a new account, and welcomes back one that has made requests', async () => {
    fakeApi(
      enthusiastRoutes({
        profile: enthusiastProfile({
          stats: { events_attended: 0, favorite_djs: 0, requests_made: 0, upcoming_events: 4 },
        }),
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Mila' })).toBeInTheDocument();
  });

  it('shows the four stat tiles from the profile stats', async () => {
    fakeApi(enthusiastRoutes());
    renderPage();
    const stats = await screen.findByRole('region', { name: 'Your activity' });
    const pairs = within(stats)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Events Attended: 3',
      'Favorite DJs: 2',
      'Requests Made: 1',
      'Upcoming Events: 5',
    ]);
  });

  it('leads from the welcome panel to the discover, events and favorites tabs, focus on the tab', async () => {
    fakeApi(enthusiastRoutes());
    renderPage();
    const user = userEvent.setup();
    const welcome = await screen.findByRole('region', { name: 'Welcome to Cuepoint, Mila' });
    await user.click(within(welcome).getByRole('link', { name: 'Discover DJs' }));
    expect(location()).toBe('/enthusiast-dashboard?tab=discover');
    await vi.waitFor(() => expect(tab('Discover')).toHaveFocus());
    await user.click(tab('Overview'));
    await user.click(
      within(screen.getByRole('region', { name: /Welcome/ })).getByRole('link', { name: 'Attend Events' }),
    );
    expect(location()).toBe('/enthusiast-dashboard?tab=events');
    await user.click(tab('Overview'));
    await user.click(
      within(screen.getByRole('region', { name: /Welcome/ })).getByRole('link', {
        name: 'Build Your Collection',
      }),
    );
    expect(location()).toBe('/enthusiast-dashboard?tab=favorites');
  });

  it('holds the booking request form, aimed at the DJ of ?dj_id=', async () => {
    fakeApi({
      ...enthusiastRoutes(),
      'GET /dj-public-page.php': ok({ user_id: 12, stage_name: 'Nina Wave', profile_image_url: null }),
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    renderPage('/enthusiast-dashboard?dj_id=12');
    const card = await screen.findByRole('region', { name: 'Request a DJ' });
    expect(await within(card).findByText('Nina Wave')).toBeInTheDocument();
    // Below the stats on a phone: the form the visit is for is brought into view on arrival.
    expect(scrolled.some((element) => element.contains(card))).toBe(true);
    expect(within(card).getByLabelText('Event description')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Request Booking' })).toBeInTheDocument();
  });

  it('shows the push banner until dismissed, remembers the dismissal, and leads to settings', async () => {
    fakeApi(enthusiastRoutes());
    const first = renderPage();
    const user = userEvent.setup();
    const banner = await screen.findByRole('region', { name: 'Never miss a set near you' });
    expect(within(banner).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/enthusiast-dashboard?tab=settings',
    );
    await user.click(within(banner).getByRole('button', { name: 'Dismiss the notifications banner' }));
    expect(screen.queryByRole('region', { name: 'Never miss a set near you' })).not.toBeInTheDocument();
    expect(localStorage.getItem(PUSH_BANNER_DISMISSED_KEY)).toBe('1');
    first.unmount();
    renderPage();
    expect(await screen.findByRole('region', { name: 'Your activity' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Never miss a set near you' })).not.toBeInTheDocument();
  });
});
