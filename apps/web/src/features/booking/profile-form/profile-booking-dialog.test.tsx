import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import type { TBookingAudience } from '../booking-api.ts';
import { bookingRoutes, ok } from '../testing/booking-fixtures.ts';
import ProfileBookingDialog from './profile-booking-dialog.tsx';
import type * as ClientValues from '../../../lib/use-client-values.ts';
import { freezeBookingClock } from '../testing/frozen-clock.ts';

vi.mock('../../../lib/use-client-values.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientValues>()),
  useBrowserTimeZone: () => 'Europe/Berlin',
}));

freezeBookingClock();

const djPage = (overrides: Record<string, unknown> = {}) =>
  ok({
    user_id: 5,
    stage_name: 'Nova Reyes',
    profile_image_url: null,
    hourly_rate_min: 120,
    currency: 'EUR',
    accepts_in_person: true,
    ...overrides,
  });

function renderDialog(audience: TBookingAudience, routes: object = {}) {
  const api = fakeApi({
    ...baseRoutes(),
    ...bookingRoutes(),
    'GET /venue/profile': ok({ venue_profile: { currency: 'EUR' } }),
    'GET /user/profile': ok({ country: 'DE' }),
    'GET /dj-public-page.php': djPage(),
    ...routes,
  });
  const onClose = vi.fn();
  renderAccount(
    <ProfileBookingDialog audience={audience} userId={7} djId={5} djName="Nova Reyes" onClose={onClose} />,
  );
  return { api, onClose, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Book Nova Reyes' });

describe('ProfileBookingDialog: the one booking request form', () => {
  it('is the dashboards’ form, aimed at this DJ and starting from the DJ’s rate', async () => {
    renderDialog('enthusiast');
    const form = await dialog();
    expect(await within(form).findByLabelText('Event date and time')).toHaveValue('2026-06-13T21:00');
    expect(within(form).getByTestId('targeted-dj')).toHaveTextContent('Nova Reyes');
    expect(within(form).getByLabelText('Hourly budget')).toHaveValue('120');
    expect(within(form).getByRole('radio', { name: 'On-site' })).toBeEnabled();
    expect(within(form).queryByLabelText(/Minimum rate/)).not.toBeInTheDocument();
  });

  it('offers on-site only when the DJ plays in person', async () => {
    renderDialog('enthusiast', { 'GET /dj-public-page.php': djPage({ accepts_in_person: false }) });
    const form = await dialog();
    expect(await within(form).findByRole('radio', { name: 'On-site' })).toBeDisabled();
    expect(
      within(form).getByText('This DJ is not currently available for in-person bookings.'),
    ).toBeInTheDocument();
  });

  it('warns while the budget is below the DJ’s starting rate and asks for no card', async () => {
    const { api, user } = renderDialog('venue');
    const form = await dialog();
    const slider = await within(form).findByLabelText('Hourly budget');
    const words = 'Nova Reyes’s rate starts at €120 per hour: raise your hourly budget to at least that.';
    fireEvent.change(slider, { target: { value: '100' } });
    expect(within(form).getByRole('status', { name: '' })).toBeDefined();
    expect(within(form).getAllByText(words).length).toBeGreaterThan(0);
    await user.type(within(form).getByLabelText('Event description'), 'Rooftop opening night');
    await user.click(within(form).getByRole('button', { name: 'Request Booking' }));
    expect(slider).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /payment-authorize.php')).toHaveLength(0);
    fireEvent.change(slider, { target: { value: '130' } });
    expect(within(form).queryAllByText(words)).toHaveLength(0);
  });

  it('names the rate in the DJ’s currency and about what it is in the customer’s', async () => {
    renderDialog('venue', { 'GET /dj-public-page.php': djPage({ hourly_rate_min: 200, currency: 'USD' }) });
    const form = await dialog();
    const slider = await within(form).findByLabelText('Hourly budget');
    // $200 is about €182: the form starts at the next step of the slider.
    expect(slider).toHaveValue('190');
    fireEvent.change(slider, { target: { value: '150' } });
    expect(
      within(form).getByText(
        'Nova Reyes’s rate starts at $200 per hour (about €182): raise your hourly budget to at least that.',
      ),
    ).toBeInTheDocument();
  });

  it('secures the card for the budget and sends the request to this DJ from the customer’s own place', async () => {
    const { api, user } = renderDialog('venue', {
      'GET /auth/session': {
        body: {
          success: true,
          user: sessionUser({
            user_type: 'venue',
            email_verified: true,
            profile: {
              stage_name: null,
              display_name: 'Spreewerk',
              city: 'Berlin',
              country: 'DE',
              social_links: {},
            },
          }),
        },
      },
    });
    const form = await dialog();
    await user.click(await within(form).findByRole('radio', { name: 'On-site' }));
    expect(within(form).getByLabelText(/^City/)).toHaveValue('Berlin');
    await user.type(within(form).getByLabelText('Event description'), 'Rooftop opening night');
    await user.click(within(form).getByRole('button', { name: 'Request Booking' }));

    const payment = await screen.findByRole('dialog', { name: 'Secure Your Booking' }, { timeout: 5000 });
    expect(api.callsTo('POST /payment-authorize.php')[0]!.body).toMatchObject({
      hourly_rate: 120,
      duration: 2,
      currency: 'EUR',
      dj_id: 5,
      performance_type: 'onsite',
      city: 'Berlin',
      country: 'DE',
    });
    await user.type(await within(payment).findByLabelText('Card number'), '4242424242424242');
    await user.type(within(payment).getByLabelText('Expiry (MM / YY)'), '1230');
    await user.type(within(payment).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(payment).getByRole('button', { name: 'Secure Booking (No Charge Now)' }));

    // No DJ has answered yet: the panel says the request was sent, never that anything is confirmed.
    const sent = await screen.findByRole('dialog', { name: 'Booking request sent' });
    expect(sent).not.toHaveTextContent(/confirmed/i);
    expect(
      screen.getByText('Booking request submitted successfully! You will receive service offers soon.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your requests' })).toHaveAttribute(
      'href',
      '/venue-dashboard?tab=bookings',
    );
    await waitFor(() => expect(api.callsTo('POST /venue-booking-request.php')).toHaveLength(1));
    expect(api.callsTo('POST /venue-booking-request.php')[0]!.body).toMatchObject({
      performance_type: 'onsite',
      city: 'Berlin',
      country: 'DE',
      hourly_budget: 120,
      dj_id: 5,
      description: 'Rooftop opening night',
      payment_intent_id: 'pi_test123',
    });
  });
});
