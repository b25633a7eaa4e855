import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { FindDjsPage } from './find-djs-page.tsx';
import { directoryDj } from './testing/matchmaking-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head
    .querySelectorAll('link[rel="canonical"], script[type="application/ld+json"]')
    .forEach((e) => e.remove());
});

const page = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  body: { success: true, data, total: data.length, page: 1, pages: 1, page_size: 12, city: null, ...extra },
});

describe('/find-djs, the public directory', () => {
  it('lists the DJs with rating, track record, reasons, a heart and Book; titled after its filters', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'GET /dj-directory': page(
        [
          directoryDj(1, { name: 'Nova Reyes', slug: 'nova-reyes' }),
          directoryDj(2, { rating: null, reviewCount: 0, completedBookings: 0, reasons: [] }),
        ],
        {
          city: { name: 'Berlin', country: 'DE' },
        },
      ),
    });
    renderAccount(<FindDjsPage />, { url: '/find-djs?genre=hard%20techno&city=berlin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hard Techno DJs in Berlin' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'DJs found' });
    const [nova, other] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.parentElement === list);
    expect(within(nova!).getByRole('link', { name: 'Nova Reyes' })).toHaveAttribute('href', '/nova-reyes');
    expect(nova).toHaveTextContent('Rated 4.8 (12 reviews)');
    expect(nova).toHaveTextContent('14 bookings completed');
    expect(within(nova!).getByRole('list', { name: 'Why Nova Reyes matches' })).toHaveTextContent(
      'plays Techno like you asked',
    );
    expect(within(nova!).getByRole('button', { name: 'Add Nova Reyes to favorites' })).toBeInTheDocument();
    expect(within(nova!).getByRole('link', { name: 'Book Nova Reyes' })).toHaveAttribute(
      'href',
      '/nova-reyes',
    );
    expect(other).not.toHaveTextContent('Rated');
    // The API is asked with the page's own parameters, the genre in the catalogue's spelling.
    const asked = api.callsTo('GET /dj-directory')[0]!.query;
    expect(asked.get('genre')).toBe('Hard Techno');
    expect(asked.get('city')).toBe('berlin');
    // Indexable: a canonical address and the DJs as structured data.
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost:3000/find-djs?genre=Hard+Techno&city=berlin',
      ),
    );
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.mainEntity.itemListElement[0]).toMatchObject({
      position: 1,
      item: { name: 'Nova Reyes', url: 'http://localhost:3000/nova-reyes' },
    });
  });

  it('filters and sorts through the address, back to the first page', async () => {
    const api = fakeApi({ ...baseRoutes(), 'GET /dj-directory': page([directoryDj(1)]) });
    const { router } = renderAccount(<FindDjsPage />, { url: '/find-djs?page=3' });
    await screen.findByRole('list', { name: 'DJs found' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plays' }), 'Streamed');
    expect(router.state.location.search).toBe('?mode=remote');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest price');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lisbon');
    await user.click(screen.getByRole('button', { name: 'Show DJs' }));
    expect(router.state.location.search).toBe('?city=Lisbon&mode=remote&sort=price');
    await vi.waitFor(() => expect(api.callsTo('GET /dj-directory').at(-1)!.query.get('sort')).toBe('price'));
  });

  it("budgets in the viewer's account currency unless the address names one", async () => {
    const venue = sessionUser({
      user_type: 'venue',
      profile: { stage_name: null, display_name: 'Tresor', city: 'Berlin', country: 'DE', social_links: {} },
    });
    const api = fakeApi({
      ...baseRoutes(),
      'GET /auth/session': { body: { success: true, user: venue, data: venue } },
      'GET /dj-directory': page([directoryDj(1)]),
    });
    const first = renderAccount(<FindDjsPage />, { url: '/find-djs?budget=200' });
    await vi.waitFor(() => expect(screen.getByLabelText('Budget currency')).toHaveValue('EUR'));
    await vi.waitFor(() =>
      expect(api.callsTo('GET /dj-directory').at(-1)!.query.get('currency')).toBe('EUR'),
    );
    first.unmount();
    renderAccount(<FindDjsPage />, { url: '/find-djs?budget=200&currency=GBP' });
    await screen.findByRole('list', { name: 'DJs found' });
    expect(screen.getByLabelText('Budget currency')).toHaveValue('GBP');
    expect(api.callsTo('GET /dj-directory').at(-1)!.query.get('currency')).toBe('GBP');
  });

  it('a visitor budgets in the default currency, and a budget names its currency in the address', async () => {
    const api = fakeApi({ ...baseRoutes(), 'GET /dj-directory': page([directoryDj(1)]) });
    const { router } = renderAccount(<FindDjsPage />, { url: '/find-djs' });
    await screen.findByRole('list', { name: 'DJs found' });
    expect(screen.getByLabelText('Budget currency')).toHaveValue('USD');
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: 'Budget per hour, up to' }), '150');
    await user.click(screen.getByRole('button', { name: 'Show DJs' }));
    expect(router.state.location.search).toBe('?budget=150&currency=USD');
    await vi.waitFor(() =>
      expect(api.callsTo('GET /dj-directory').at(-1)!.query.get('currency')).toBe('USD'),
    );
  });

  it('pages with stable links', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /dj-directory': page([directoryDj(1)], { total: 30, page: 2, pages: 3 }),
    });
    renderAccount(<FindDjsPage />, { url: '/find-djs?genre=House&page=2' });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/find-djs?genre=House',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/find-djs?genre=House&page=3',
    );
    expect(pages).toHaveTextContent('Page 2 of 3');
  });

  it('when nothing fits, suggests what to widen, each a link', async () => {
    fakeApi({ ...baseRoutes(), 'GET /dj-directory': page([]) });
    renderAccount(<FindDjsPage />, { url: '/find-djs?genre=Jungle&city=Oslo&rating=4.5' });
    expect(await screen.findByText('No DJs fit all of these filters')).toBeInTheDocument();
    const widen = screen.getByRole('list', { name: 'Widen your search' });
    expect(within(widen).getByRole('link', { name: 'Search within 100 km of Oslo' })).toHaveAttribute(
      'href',
      '/find-djs?genre=Jungle&city=Oslo&radius=100&rating=4.5',
    );
    expect(within(widen).getByRole('link', { name: 'Any genre' })).toHaveAttribute(
      'href',
      '/find-djs?city=Oslo&rating=4.5',
    );
    expect(within(widen).getByRole('link', { name: 'Any rating' })).toHaveAttribute(
      'href',
      '/find-djs?genre=Jungle&city=Oslo',
    );
  });
});
