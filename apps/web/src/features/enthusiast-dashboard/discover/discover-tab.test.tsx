import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MATCHMAKING_MESSAGES } from '@cuepoint/domain/matchmaking/api';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { EnthusiastDashboardPage } from '../enthusiast-dashboard-page.tsx';
import { enthusiastProfile, enthusiastRoutes } from '../testing/enthusiast-fixtures.ts';
import { recommendationsAnswer, recommendedDj } from '../../matchmaking/testing/matchmaking-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderDiscover = () =>
  renderAccount(<EnthusiastDashboardPage />, { url: '/enthusiast-dashboard?tab=discover' });

describe('Discover tab', () => {
  it('shows recommended DJs with why, leading to their pages and to the booking form', async () => {
    const api = fakeApi({
      ...enthusiastRoutes(),
      'GET /enthusiast/dj-recommendations': recommendationsAnswer([recommendedDj(1), recommendedDj(2)]),
    });
    renderDiscover();
    const list = await screen.findByRole('list', { name: 'Recommended DJs' }, { timeout: 5000 });
    expect(within(list).getAllByRole('heading')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Selector 1' })).toHaveAttribute('href', '/selector-1');
    const why = within(list).getByRole('list', { name: 'Why we recommend Selector 1' });
    expect(within(why).getByText('plays Techno and Minimal, which you like')).toBeInTheDocument();
    expect(within(why).getByText('120 €/h, within your budget')).toBeInTheDocument();
    expect(within(list).getAllByText('Answers within 2 h · 90% of requests accepted')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Book Selector 1' })).toHaveAttribute(
      'href',
      '/enthusiast-dashboard?tab=overview&dj_id=201',
    );
    expect(screen.getByRole('link', { name: 'Search all DJs' })).toHaveAttribute('href', '/search');
    expect(Object.fromEntries(api.callsTo('GET /enthusiast/dj-recommendations')[0]!.query)).toMatchObject({
      filter: 'all',
    });
  });

  it('filters All, Local or Remote (arrow keys move between them)', async () => {
    const api = fakeApi({
      ...enthusiastRoutes(),
      'GET /enthusiast/dj-recommendations': recommendationsAnswer([recommendedDj(1)]),
    });
    renderDiscover();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Recommended DJs' }, { timeout: 5000 });
    const last = () => api.callsTo('GET /enthusiast/dj-recommendations').at(-1)!.query.get('filter');
    await user.click(screen.getByRole('radio', { name: 'Local' }));
    await vi.waitFor(() => expect(last()).toBe('local'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Remote' })).toBeChecked();
    await vi.waitFor(() => expect(last()).toBe('remote'));
  });

  it('says when no DJ matches, and what went wrong when the call fails', async () => {
    fakeApi({ ...enthusiastRoutes(), 'GET /enthusiast/dj-recommendations': recommendationsAnswer([]) });
    const { unmount } = renderDiscover();
    expect(await screen.findByText(MATCHMAKING_MESSAGES.empty)).toBeInTheDocument();
    unmount();
    fakeApi({
      ...enthusiastRoutes(),
      'GET /enthusiast/dj-recommendations': {
        status: 503,
        body: { success: false, error: 'Database unavailable' },
      },
    });
    renderDiscover();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for a city before looking for local DJs', async () => {
    const api = fakeApi({
      ...enthusiastRoutes({ profile: enthusiastProfile({ city: null }) }),
      'GET /enthusiast/dj-recommendations': recommendationsAnswer([recommendedDj(1)]),
    });
    renderDiscover();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Recommended DJs' }, { timeout: 5000 });
    const calls = api.callsTo('GET /enthusiast/dj-recommendations').length;
    await user.click(screen.getByRole('radio', { name: 'Local' }));
    expect(screen.getByText(MATCHMAKING_MESSAGES.cityRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/enthusiast-dashboard?tab=settings',
    );
    expect(api.callsTo('GET /enthusiast/dj-recommendations')).toHaveLength(calls);
  });
});
