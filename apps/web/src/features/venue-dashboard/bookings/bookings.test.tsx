import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { bookingRoutes, listedRequest, ok } from '../../booking/testing/booking-fixtures.ts';
import { BookDjPage } from '../book-dj-page.tsx';
import { VenueDashboardPage } from '../venue-dashboard-page.tsx';
import { venueRoutes } from '../testing/venue-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;

describe('Book a DJ (venue)', () => {
  it('sends a signed-in non-venue home', async () => {
    fakeApi(venueRoutes({ userType: 'enthusiast' }));
    renderAccount(<BookDjPage />, { url: '/venue-dashboard/book-dj?dj_id=5' });
    await vi.waitFor(() => expect(location()).toBe('/'));
  });

  it('aims the request at ?dj_id=, secures the card in the venue’s currency and opens Booking Status after', async () => {
    const api = fakeApi({
      ...venueRoutes(),
      ...bookingRoutes(),
      'GET /dj-public-page.php': ok({ user_id: 5, stage_name: 'Nova Reyes', profile_image_url: null }),
      'GET /venue-booking-requests.php': ok([listedRequest({ dj_id: 5, dj_name: 'Nova Reyes' })]),
    });
    const view = renderAccount(<BookDjPage />, { url: '/venue-dashboard/book-dj?dj_id=5' });
    const user = userEvent.setup();
    expect(await screen.findByText('Nova Reyes')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Event description'), 'Friday night at our club');
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    const payment = await screen.findByRole('dialog', { name: 'Secure Your Booking' });
    expect(api.callsTo('POST /payment-authorize.php')[0]!.body).toMatchObject({ dj_id: 5, currency: 'EUR' });
    await user.type(await within(payment).findByLabelText('Card number'), '4242424242424242');
    await user.type(within(payment).getByLabelText('Expiry (MM / YY)'), '1230');
    await user.type(within(payment).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(payment).getByRole('button', { name: 'Secure Booking (No Charge Now)' }));
    await waitFor(() => expect(location()).toBe('/venue-dashboard?tab=bookings'));
    expect(api.callsTo('POST /venue-booking-request.php')[0]!.body).toMatchObject({ dj_id: 5 });
    view.unmount();
  }, 20_000);
});

describe('Booking Status tab', () => {
  it('lists the requests with their status badge, payment status and offers; View Offers only when pending with offers', async () => {
    fakeApi({
      ...venueRoutes(),
      'GET /venue-booking-requests.php': ok([
        listedRequest({ id: 1, status: 'pending', offers_count: 2, payment_status: 'card_saved' }),
        listedRequest({ id: 2, status: 'pending', offers_count: 0, payment_status: 'authorized' }),
        listedRequest({ id: 3, status: 'active', offers_count: 1, payment_status: 'authorized' }),
        {
          ...listedRequest({ id: 4, status: 'completed', offers_count: 1, payment_status: 'captured' }),
          booking_id: 40,
          booking_status: 'completed',
          booked: { dj_id: 7, dj_name: 'DJ Nova', hourly_rate: 145, amount: 290 },
        },
        listedRequest({ id: 5, status: 'cancelled', offers_count: 0, payment_status: 'released' }),
      ]),
    });
    renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard?tab=bookings' });
    const list = await screen.findByRole('list', { name: 'Your booking requests' });
    const items = Array.from(list.children) as HTMLElement[];
    expect(items).toHaveLength(5);
    const badge = (index: number, label: string) => within(items[index]!).getByText(label);
    expect(badge(0, 'Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(badge(2, 'Active')).toHaveAttribute('data-tone', 'green');
    expect(badge(3, 'Completed')).toHaveAttribute('data-tone', 'blue');
    expect(badge(4, 'Cancelled')).toHaveAttribute('data-tone', 'red');
    expect(within(items[0]!).getByText('Card saved')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Authorized (no charge yet)')).toBeInTheDocument();
    expect(within(items[4]!).getByText('Released (no charge)')).toBeInTheDocument();
    expect(within(items[0]!).getByText('2 offers')).toBeInTheDocument();
    expect(within(items[3]!).getByText('1 offer')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'View Offers' })).toBeInTheDocument();
    for (const index of [1, 2, 3, 4])
      expect(within(items[index]!).queryByRole('button', { name: 'View Offers' })).not.toBeInTheDocument();
    // A pending request may be withdrawn; one a DJ accepted is confirmed (or cancelled) on its booking's page.
    expect(within(items[0]!).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(within(items[0]!).getByText(/Budget €100 \/ hour · total €200/)).toBeInTheDocument();
    // A short description shows whole, with nothing to unfold.
    expect(within(items[0]!).queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
    // A streamed set without a place gives none, rather than 'Not specified'.
    expect(within(items[0]!).queryByText('Not specified')).not.toBeInTheDocument();
    // Once booked, the card names the DJ and the price agreed instead of the budget asked.
    expect(within(items[3]!).getByText('Booked: DJ Nova')).toBeInTheDocument();
    expect(items[3]).toHaveTextContent('Booked: DJ Nova at €145 / hour · total €290');
    expect(within(items[3]!).queryByText(/Budget €100/)).not.toBeInTheDocument();
  });

  it('does not say "0 offers" for a request a DJ accepted as asked', async () => {
    fakeApi({
      ...venueRoutes(),
      'GET /venue-booking-requests.php': ok([
        {
          ...listedRequest({ id: 1, status: 'active', offers_count: 0 }),
          booking_id: 10,
          booking_status: 'awaiting_confirmation',
          booked: { dj_id: 7, dj_name: 'DJ Nova', hourly_rate: 100, amount: 200 },
        },
      ]),
    });
    renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard?tab=bookings' });
    const list = await screen.findByRole('list', { name: 'Your booking requests' });
    expect(within(list).getByText('Booked: DJ Nova')).toBeInTheDocument();
    expect(within(list).queryByText('0 offers')).not.toBeInTheDocument();
  });

  it('folds a long description and unfolds it on request', async () => {
    const long = `Our closing night.\n${'Deep house until sunrise with a live percussionist. '.repeat(6)}`;
    fakeApi({
      ...venueRoutes(),
      'GET /venue-booking-requests.php': ok([listedRequest({ id: 1, description: long })]),
    });
    const user = userEvent.setup();
    renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard?tab=bookings' });
    const list = await screen.findByRole('list', { name: 'Your booking requests' });
    const toggle = within(list).getByRole('button', { name: 'Show all' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(list).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says why loading them failed and offers to try again', async () => {
    fakeApi({
      ...venueRoutes(),
      'GET /venue-booking-requests.php': { status: 503, body: { success: false, error: 'Database busy' } },
    });
    renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard?tab=bookings' });
    expect(
      await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Database busy/).length).toBeGreaterThan(0);
  });
});
