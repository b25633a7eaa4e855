import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MATCHMAKING_MESSAGES } from '@cuepoint/domain/matchmaking/api';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { DjSearchPage } from './dj-search-page.tsx';
import { searchedDj } from './testing/matchmaking-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const found = (list: unknown[], hasMore = false) => ({
  body: { success: true, data: list, has_more: hasMore },
});
const venue = () => {
  const user = sessionUser({ user_type: 'venue' });
  return { 'GET /auth/session': { body: { success: true, user, data: user } } };
};

describe('DJ search page', () => {
  it('searches as the visitor types (after a pause) and leads to the DJ page and the booking form', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      ...venue(),
      'GET /search-djs': found([searchedDj(1, { name: 'Carl Cox', slug: 'carl-cox' })]),
    });
    renderAccount(<DjSearchPage />, { url: '/search' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'carl kox');
    await vi.waitFor(() => expect(api.callsTo('GET /search-djs').at(-1)!.query.get('q')).toBe('carl kox'), {
      timeout: 3000,
    });
    const list = await screen.findByRole('list', { name: 'DJs found' });
    expect(within(list).getByRole('link', { name: 'Carl Cox' })).toHaveAttribute('href', '/carl-cox');
    // Why it was found, in words.
    expect(within(list).getAllByText('Name like your search').length).toBeGreaterThan(0);
    expect(within(list).getByRole('link', { name: 'Book Carl Cox' })).toHaveAttribute(
      'href',
      '/venue-dashboard/book-dj?dj_id=201',
    );
  });

  it("compares rates in the viewer's account currency unless the address names one", async () => {
    const user = sessionUser({
      user_type: 'venue',
      profile: { stage_name: null, display_name: 'Tresor', city: 'Berlin', country: 'DE', social_links: {} },
    });
    fakeApi({
      ...baseRoutes(),
      'GET /auth/session': { body: { success: true, user, data: user } },
      'GET /search-djs': found([]),
    });
    renderAccount(<DjSearchPage />, { url: '/search' });
    await vi.waitFor(() => expect(screen.getByLabelText('Rate currency')).toHaveValue('EUR'));
  });

  it('keeps the currency the address names, and a visitor starts in the default one', async () => {
    fakeApi({ ...baseRoutes(), 'GET /search-djs': found([]) });
    const first = renderAccount(<DjSearchPage />, { url: '/search' });
    expect(screen.getByLabelText('Rate currency')).toHaveValue('USD');
    first.unmount();
    renderAccount(<DjSearchPage />, { url: '/search?rate_min=50&currency=GBP' });
    expect(screen.getByLabelText('Rate currency')).toHaveValue('GBP');
  });

  it('says which DJs are a demo install’s sample profiles', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /search-djs': found([searchedDj(1, { name: 'Nova Reyes', isDemo: true }), searchedDj(2)]),
    });
    renderAccount(<DjSearchPage />, { url: '/search' });
    const list = await screen.findByRole('list', { name: 'DJs found' });
    const [demo, real] = within(list).getAllByRole('heading', { level: 2 });
    expect(demo).toHaveTextContent('Nova ReyesDemo profile');
    expect(real).not.toHaveTextContent('Demo profile');
    // Nothing searched or filtered: every DJ is listed, with no reason to give for any.
    expect(within(list).queryByText('Name like your search')).not.toBeInTheDocument();
  });

  it('applies genre, remote or in person, rate range and date, kept in the address', async () => {
    const api = fakeApi({ ...baseRoutes(), 'GET /search-djs': found([searchedDj(1)]) });
    renderAccount(<DjSearchPage />, { url: '/search?genre=Techno&rate_max=150' });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'DJs found' }, { timeout: 5000 });
    expect(Object.fromEntries(api.callsTo('GET /search-djs')[0]!.query)).toMatchObject({
      genre: 'Techno',
      rate_max: '150',
    });
    await user.selectOptions(screen.getByLabelText('Plays'), 'remote');
    await vi.waitFor(() => expect(api.callsTo('GET /search-djs').at(-1)!.query.get('mode')).toBe('remote'));
    await user.type(screen.getByLabelText('Rate from (per hour)'), '50');
    await user.tab();
    await vi.waitFor(() => expect(api.callsTo('GET /search-djs').at(-1)!.query.get('rate_min')).toBe('50'));
    expect(Object.fromEntries(api.callsTo('GET /search-djs').at(-1)!.query)).toMatchObject({
      genre: 'Techno',
      rate_max: '150',
      mode: 'remote',
    });
    // A visitor's Book leads to the DJ's page, whose Book this DJ signs them up first.
    expect(screen.getByRole('link', { name: 'Book Selector 1' })).toHaveAttribute('href', '/selector-1');
  });

  it('pages with Load more, says when nothing matches, and what went wrong', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /search-djs': ({ url }: { url: URL }) =>
        url.searchParams.get('offset') === '0' ? found([searchedDj(1)], true) : found([searchedDj(2)]),
    });
    const first = renderAccount(<DjSearchPage />, { url: '/search?q=selector' });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'DJs found' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('heading')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    first.unmount();

    fakeApi({ ...baseRoutes(), 'GET /search-djs': found([]) });
    const second = renderAccount(<DjSearchPage />, { url: '/search?q=zzz' });
    expect(await screen.findByText(MATCHMAKING_MESSAGES.empty)).toBeInTheDocument();
    second.unmount();

    fakeApi({
      ...baseRoutes(),
      'GET /search-djs': { status: 400, body: { success: false, error: MATCHMAKING_MESSAGES.rateOrder } },
    });
    renderAccount(<DjSearchPage />, { url: '/search?rate_min=200&rate_max=100' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MATCHMAKING_MESSAGES.rateOrder);
  });
});
