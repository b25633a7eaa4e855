import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCOVER_MESSAGES } from '@cuepoint/domain/djs/discover';
import { DISCOVER_PAGE_SIZE } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { EnthusiastDashboardPage } from '../enthusiast-dashboard-page.tsx';
import { discoveredDj, enthusiastProfile, enthusiastRoutes, ok } from '../testing/enthusiast-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderDiscover = () =>
  renderAccount(<EnthusiastDashboardPage />, { url: '/enthusiast-dashboard?tab=discover' });

/** A catalogue of `total` DJs served a page at a time. */
function catalogue(total: number) {
  return ({ url }: { url: URL }) => {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const djs = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) =>
      discoveredDj(offset + index + 1),
    );
    return ok({ djs, total });
  };
}

describe('Discover tab', () => {
  it('shows DJ cards leading to their pages, a page at a time with Load more', async () => {
    const api = fakeApi({ ...enthusiastRoutes(), 'GET /discover/djs': catalogue(DISCOVER_PAGE_SIZE + 3) });
    renderDiscover();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'DJs' });
    expect(within(list).getAllByRole('heading')).toHaveLength(DISCOVER_PAGE_SIZE);
    expect(within(list).getByRole('link', { name: 'Selector 1' })).toHaveAttribute('href', '/selector-1');
    expect(
      screen.getByText(`Showing ${DISCOVER_PAGE_SIZE} of ${DISCOVER_PAGE_SIZE + 3} DJs`),
    ).toBeInTheDocument();
    const first = api.callsTo('GET /discover/djs')[0]!;
    expect(Object.fromEntries(first.query)).toEqual({
      mode: 'all',
      limit: String(DISCOVER_PAGE_SIZE),
      offset: '0',
    });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('heading')).toHaveLength(DISCOVER_PAGE_SIZE + 3));
    expect(api.callsTo('GET /discover/djs').at(-1)!.query.get('offset')).toBe(String(DISCOVER_PAGE_SIZE));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by genre and by local (with the city) or remote', async () => {
    const api = fakeApi({ ...enthusiastRoutes(), 'GET /discover/djs': catalogue(2) });
    renderDiscover();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'DJs' });
    const last = () => Object.fromEntries(api.callsTo('GET /discover/djs').at(-1)!.query);

    await user.selectOptions(screen.getByLabelText('Genre'), 'Deep House');
    await vi.waitFor(() => expect(last()).toMatchObject({ genre: 'Deep House', mode: 'all' }));
    await user.click(screen.getByRole('radio', { name: 'Local' }));
    await vi.waitFor(() =>
      expect(last()).toMatchObject({ genre: 'Deep House', mode: 'local', city: 'Berlin', country: 'DE' }),
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Remote' })).toBeChecked();
    await vi.waitFor(() => expect(last()).toMatchObject({ mode: 'remote' }));
    expect(last()).not.toHaveProperty('city');
  });

  it('says when no DJ matches', async () => {
    fakeApi(enthusiastRoutes());
    renderDiscover();
    expect(await screen.findByText(DISCOVER_MESSAGES.empty)).toBeInTheDocument();
  });

  it('asks for a city before looking for local DJs', async () => {
    const api = fakeApi({
      ...enthusiastRoutes({ profile: enthusiastProfile({ city: null }) }),
      'GET /discover/djs': catalogue(2),
    });
    renderDiscover();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'DJs' });
    const calls = api.callsTo('GET /discover/djs').length;
    await user.click(screen.getByRole('radio', { name: 'Local' }));
    expect(screen.getByText(DISCOVER_MESSAGES.cityRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/enthusiast-dashboard?tab=settings',
    );
    expect(api.callsTo('GET /discover/djs')).toHaveLength(calls);
  });
});
