import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { bookingRoutes, listedRequest, ok } from '../../booking/testing/booking-fixtures.ts';
import { offer } from '../../booking/testing/offer-fixtures.ts';
import { BookDjPage } from '../book-dj-page.tsx';
import { VenueDashboardPage } from '../venue-dashboard-page.tsx';
import { venueRoutes } from '../testing/venue-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const panel = () => screen.findByTestId('recent-booking-updates');

describe('Recent Booking Updates (venue)', () => {
  it('says so when the venue has made no request yet, with its live indicator', async () => {
    fakeApi(venueRoutes());
    renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard' });
    const card = await panel();
    expect(await within(card).findByText('No booking requests yet')).toBeInTheDocument();
    expect(within(card).getByText('Start making offers to DJs to see updates here')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(/Live|Reconnecting/);
  });

  it('lists the latest offers on the venue’s requests, newest first, with DJ, status, date, amount, message and time', async () => {
    fakeApi({
      ...venueRoutes(),
      'GET /venue-booking-requests.php': ok([
        listedRequest({ id: 41, offers_count: 2 }),
        listedRequest({ id: 42, offers_count: 0 }),
      ]),
      'GET /booking-requests/41/offers': ok([
        offer({
          id: 11,
          dj_name: 'Nova Reyes',
          last_updated: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        }),
        offer({
          id: 12,
          dj_name: 'Kai Berg',
          status: 'negotiating',
          counter_offer: 200,
          counter_hourly_rate: 100,
          counter_by: 'dj',
          message: null,
          status_message: 'Counter offer sent to the customer.',
          last_updated: new Date().toISOString(),
        }),
      ]),
    });
    renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard' });
    const list = await within(await panel()).findByRole('list', { name: 'Recent booking updates' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Kai Berg|Nova Reyes)$/).textContent)).toEqual([
      'Kai Berg',
      'Nova Reyes',
    ]);
    expect(within(items[0]!).getByText('Negotiating')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/counter €200/)).toBeInTheDocument();
    // The DJ's stored line, in the venue's words.
    expect(within(items[0]!).getByText('Kai Berg countered with €100 / hour.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Just now')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(items[1]!).getByText('€240')).toBeInTheDocument();
  });

  it('says how an accepted offer’s booking ended, not the acceptance of long ago', async () => {
    fakeApi({
      ...venueRoutes(),
      'GET /venue-booking-requests.php': ok([
        { ...listedRequest({ id: 41, offers_count: 1 }), booking_id: 9, booking_status: 'completed' },
      ]),
      'GET /booking-requests/41/offers': ok([
        offer({ id: 11, status: 'accepted', status_message: 'Booking confirmed! Contract sent to DJ.' }),
      ]),
    });
    renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard' });
    const list = await within(await panel()).findByRole('list', { name: 'Recent booking updates' });
    expect(within(list).getByText('Booking completed.')).toBeInTheDocument();
    expect(within(list).queryByText('Booking confirmed! Contract sent to DJ.')).not.toBeInTheDocument();
  });

  it('sends an offer to an available DJ: the booking form aimed at the DJ, the DJ’s rate as the budget', async () => {
    fakeApi({
      ...venueRoutes(),
      'GET /venue/available-djs': {
        body: {
          success: true,
          available_djs: [
            {
              user_id: 5,
              stage_name: 'Nova Reyes',
              full_name: null,
              slug: 'nova',
              location: null,
              availability: [],
            },
          ],
        },
      },
    });
    renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard' });
    expect(await screen.findByRole('link', { name: 'Send offer to Nova Reyes' })).toHaveAttribute(
      'href',
      '/venue-dashboard/book-dj?dj_id=5',
    );
  });

  it('starts the booking form at ?rate= (a step of the slider at or above it), or the DJ’s own rate', async () => {
    fakeApi({
      ...venueRoutes(),
      ...bookingRoutes(),
      'GET /dj-public-page.php': ok({
        user_id: 5,
        stage_name: 'Nova Reyes',
        profile_image_url: null,
        hourly_rate_min: 80,
        currency: 'EUR',
      }),
    });
    const first = renderAccount(<BookDjPage />, { url: '/venue-dashboard/book-dj?dj_id=5&rate=175' });
    expect(await screen.findByLabelText('Hourly budget')).toHaveValue('180');
    first.unmount();
    renderAccount(<BookDjPage />, { url: '/venue-dashboard/book-dj?dj_id=5' });
    await waitFor(() => expect(screen.getByLabelText('Hourly budget')).toHaveValue('80'));
  });
});
