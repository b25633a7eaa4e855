import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import type { TBookingAudience } from '../booking-api.ts';
import { bookingRoutes, ok } from '../testing/booking-fixtures.ts';
import ProfileBookingDialog from './profile-booking-dialog.tsx';
import type * as ClientValues from '../../../lib/use-client-values.ts';

vi.mock('../../../lib/use-client-values.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientValues>()),
  useBrowserTimeZone: () => 'Europe/Berlin',
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T10:34:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderDialog(audience: TBookingAudience, inPersonAvailable = true) {
  const api = fakeApi({
    ...baseRoutes(),
    ...bookingRoutes(),
    'GET /venue/profile': ok({ venue_profile: { currency: 'GBP' } }),
    'GET /user/profile': ok({ country: 'DE' }),
  });
  const onClose = vi.fn();
  renderAccount(
    <ProfileBookingDialog
      audience={audience}
      userId={7}
      djId={5}
      djName="Nova Reyes"
      inPersonAvailable={inPersonAvailable}
      onClose={onClose}
    />,
  );
  return { api, onClose, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Book Nova Reyes' });

describe('ProfileBookingDialog', () => {
  it('starts remote on the next Saturday at 21:00, 2:00, rates 100–300, durations 1:00–4:00', async () => {
    renderDialog('enthusiast');
    const form = await dialog();
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-06-13');
    expect(within(form).getByLabelText('Time')).toHaveValue('21:00');
    const duration = within(form).getByLabelText('Duration');
    expect(duration).toHaveValue('2');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1:00', '1:30', '2:00', '2:30', '3:00', '4:00']);
    expect(await within(form).findByLabelText('Minimum rate (EUR per hour)')).toHaveValue(100);
    expect(within(form).getByLabelText('Maximum rate (EUR per hour)')).toHaveValue(300);
    expect(within(form).queryByLabelText('City')).not.toBeInTheDocument();
  });

  it('starts a venue on a round evening time too, not the current minute', async () => {
    renderDialog('venue');
    const form = await dialog();
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-06-13');
    expect(within(form).getByLabelText('Time')).toHaveValue('21:00');
  });

  it("fills an in-person set's place with the customer's own city and country", async () => {
    fakeApi({
      ...baseRoutes(),
      ...bookingRoutes(),
      'GET /auth/session': {
        body: {
          success: true,
          user: sessionUser({
            user_type: 'venue',
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
      'GET /venue/profile': ok({ venue_profile: { currency: 'EUR' } }),
    });
    renderAccount(
      <ProfileBookingDialog
        audience="venue"
        userId={7}
        djId={5}
        djName="Nova Reyes"
        inPersonAvailable
        onClose={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const form = await dialog();
    await user.click(within(form).getByRole('radio', { name: 'In person' }));
    expect(within(form).getByLabelText('City')).toHaveValue('Berlin');
    expect(within(form).getByLabelText('Country')).toHaveValue('DE');
  });

  it('asks for the date and time, the place in person, and rates in order', async () => {
    const { api, user } = renderDialog('venue');
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Send Booking Request' }));
    expect(within(form).getAllByText('Please fill in all required fields').length).toBeGreaterThan(0);
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '20:00' } });
    await user.click(within(form).getByRole('radio', { name: 'In person' }));
    await user.clear(within(form).getByLabelText(/^Minimum rate/));
    await user.type(within(form).getByLabelText(/^Minimum rate/), '400');
    await user.click(within(form).getByRole('button', { name: 'Send Booking Request' }));
    expect(
      within(form).getAllByText('Please specify city and country for on-site performances').length,
    ).toBeGreaterThan(0);
    expect(within(form).getByText('The minimum rate cannot be above the maximum rate')).toBeInTheDocument();
    expect(api.callsTo('POST /payment-authorize.php')).toHaveLength(0);
  });

  it('secures the card for the highest rate and sends the request to this DJ, then confirms it', async () => {
    const { api, user } = renderDialog('venue');
    const form = await dialog();
    await within(form).findByLabelText('Minimum rate (GBP per hour)');
    await user.click(within(form).getByRole('radio', { name: 'In person' }));
    await user.type(within(form).getByLabelText('City'), 'London');
    await user.selectOptions(within(form).getByLabelText('Country'), 'GB');
    await user.selectOptions(within(form).getByLabelText('Duration'), '3');
    await user.type(within(form).getByLabelText(/^Message/), 'Rooftop opening night');
    await user.click(within(form).getByRole('button', { name: 'Send Booking Request' }));

    const payment = await screen.findByRole('dialog', { name: 'Secure Your Booking' });
    expect(api.callsTo('POST /payment-authorize.php')[0]!.body).toMatchObject({
      hourly_rate: 300,
      duration: 3,
      currency: 'GBP',
      dj_id: 5,
      event_date: '2026-06-13T21:00',
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
      date: '2026-06-13T21:00',
      duration: 3,
      performance_type: 'onsite',
      city: 'London',
      country: 'GB',
      hourly_budget: 300,
      dj_id: 5,
      currency: 'GBP',
      description:
        'Rooftop opening night\n\nBooking request for Nova Reyes: an in-person set, rate 100–300 GBP per hour.',
      payment_intent_id: 'pi_test123',
    });
  });
});
