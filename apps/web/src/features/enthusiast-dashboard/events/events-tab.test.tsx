import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { EnthusiastDashboardPage } from '../enthusiast-dashboard-page.tsx';
import { enthusiastProfile, enthusiastRoutes, listedEvent, ok } from '../testing/enthusiast-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderEvents = () =>
  renderAccount(<EnthusiastDashboardPage />, { url: '/enthusiast-dashboard?tab=events' });
const card = (name: string) => screen.findByRole('region', { name });

/** Answers /events/nearby with `upcoming` or `past` events, as many as the call's limit allows. */
function nearby(upcoming: number, past: number) {
  return ({ url }: { url: URL }) => {
    const isPast = url.searchParams.get('past') === '1';
    const limit = Number(url.searchParams.get('limit'));
    const count = Math.min(isPast ? past : upcoming, limit);
    return ok(
      Array.from({ length: count }, (_, index) =>
        listedEvent(index + 1, isPast ? { id: `venue-p${index + 1}`, title: `Past night ${index + 1}` } : {}),
      ),
    );
  };
}

describe('Events tab', () => {
  it('lists the first 6 upcoming events near the city, nearest first, with distance, local time and links', async () => {
    const api = fakeApi({
      ...enthusiastRoutes(),
      'GET /events/nearby': ({ url }) =>
        url.searchParams.get('past') === '1'
          ? ok([])
          : ok([
              listedEvent(1, {
                title: 'Warehouse Night',
                distance: 0,
                ticket_url: 'https://tickets.example/warehouse',
                price: 15,
                currency: 'EUR',
                dj_slug: 'dj-1',
              }),
              listedEvent(2, {
                title: 'Rooftop Stream',
                event_type: 'stream',
                city: 'Potsdam',
                distance: 26.4,
                stream_url: 'https://twitch.tv/selector',
              }),
              ...Array.from({ length: 4 }, (_, index) => listedEvent(index + 3)),
            ]),
    });
    renderEvents();
    const upcoming = await card('Upcoming Events Near You');
    const list = await within(upcoming).findByRole('list', { name: 'Upcoming events' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const call = api.callsTo('GET /events/nearby').find((c) => c.query.get('past') === null)!;
    expect(Object.fromEntries(call.query)).toEqual({ city: 'Berlin', country: 'DE', limit: '6' });

    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Warehouse Night' })).toBeInTheDocument();
    expect(first.getByText('Live')).toBeInTheDocument();
    expect(first.getByText('€15')).toBeInTheDocument();
    expect(first.getByText('0 km away')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'DJ 1' })).toHaveAttribute('href', '/dj-1');
    const tickets = first.getByRole('link', { name: /Get Tickets/ });
    expect(tickets).toHaveAttribute('href', 'https://tickets.example/warehouse');
    expect(tickets).toHaveAttribute('target', '_blank');
    const time = items[0]!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2099-07-01T19:00:00.000Z');
    expect(time.textContent).toMatch(/Jul 1, 2099/);

    const second = within(items[1]!);
    expect(second.getByText('Stream')).toBeInTheDocument();
    expect(second.getByText('26.4 km away')).toBeInTheDocument();
    expect(second.getByText(/Potsdam, Germany/)).toBeInTheDocument();
    expect(second.getByRole('link', { name: /Watch Stream/ })).toHaveAttribute(
      'href',
      'https://twitch.tv/selector',
    );
  });

  it('shows 6 past events and View All Past Events when there are more, which lists them all', async () => {
    const api = fakeApi({ ...enthusiastRoutes(), 'GET /events/nearby': nearby(2, 9) });
    renderEvents();
    const past = await card('Past Events');
    const list = await within(past).findByRole('list', { name: 'Past events' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const pastCalls = () => api.callsTo('GET /events/nearby').filter((c) => c.query.get('past') === '1');
    expect(pastCalls()[0]!.query.get('limit')).toBe('7');
    await userEvent.setup().click(within(past).getByRole('button', { name: 'View All Past Events' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
    expect(pastCalls().at(-1)!.query.get('limit')).toBe('100');
    expect(within(past).queryByRole('button', { name: 'View All Past Events' })).not.toBeInTheDocument();
  });

  it('offers no View All when there are 6 past events or fewer', async () => {
    fakeApi({ ...enthusiastRoutes(), 'GET /events/nearby': nearby(0, 6) });
    renderEvents();
    const past = await card('Past Events');
    const list = await within(past).findByRole('list', { name: 'Past events' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(past).queryByRole('button', { name: 'View All Past Events' })).not.toBeInTheDocument();
  });

  it('says what to do when there are no events or booking requests', async () => {
    fakeApi(enthusiastRoutes());
    renderEvents();
    const requests = await card('Your DJ Booking Requests');
    expect(await within(requests).findByText('No booking requests yet')).toBeInTheDocument();
    const upcoming = await card('Upcoming Events Near You');
    expect(await within(upcoming).findByText('No upcoming events near Berlin yet')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Discover DJs' })).toHaveAttribute(
      'href',
      '/enthusiast-dashboard?tab=discover',
    );
  });

  it('asks for a city in Settings when the profile has none, calling nothing', async () => {
    const api = fakeApi({
      ...enthusiastRoutes({ profile: enthusiastProfile({ city: null }) }),
    });
    renderEvents();
    const upcoming = await card('Upcoming Events Near You');
    expect(within(upcoming).getByText('Set your city to see events near you')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/enthusiast-dashboard?tab=settings',
    );
    const past = await card('Past Events');
    expect(within(past).getByText('No past events yet')).toBeInTheDocument();
    expect(api.callsTo('GET /events/nearby')).toHaveLength(0);
  });

  it('says why the events could not load, and loads them again on retry', async () => {
    let fail = true;
    fakeApi({
      ...enthusiastRoutes(),
      'GET /events/nearby': (request) =>
        fail
          ? { status: 503, body: { success: false, error: 'Database unavailable' } }
          : nearby(3, 0)(request),
    });
    renderEvents();
    const upcoming = await card('Upcoming Events Near You');
    expect(
      await within(upcoming).findByText('Failed to load events near you: Database unavailable'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(upcoming).getByRole('button', { name: 'Try again' }));
    expect(await within(upcoming).findAllByRole('listitem')).toHaveLength(3);
  });
});

describe('Events tab with a city the server cannot place', () => {
  it("shows the server's reason once and leads to Settings", async () => {
    fakeApi({
      ...enthusiastRoutes({ profile: enthusiastProfile({ city: 'Atlantis' }) }),
      'GET /events/nearby': {
        status: 400,
        body: { success: false, error: 'We could not find the city Atlantis' },
      },
    });
    renderEvents();
    const upcoming = await card('Upcoming Events Near You');
    expect(await within(upcoming).findByText('We could not find the city Atlantis')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Open Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past Events' })).not.toBeInTheDocument();
  });
});
