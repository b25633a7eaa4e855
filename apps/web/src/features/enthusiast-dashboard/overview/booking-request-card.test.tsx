import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { bookingRoutes, listedRequest, ok } from '../../booking/testing/booking-fixtures.ts';
import { EnthusiastDashboardPage } from '../enthusiast-dashboard-page.tsx';
import { enthusiastRoutes } from '../testing/enthusiast-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const SUBMITTED = 'Booking request submitted successfully! You will receive service offers soon.';

describe('Request a DJ (enthusiast overview)', () => {
  it('submits, says so, starts the form over and lists the request in the Events tab', async () => {
    let submitted = false;
    const api = fakeApi({
      ...enthusiastRoutes(),
      ...bookingRoutes(),
      'POST /booking-request.php': () => {
        submitted = true;
        return { status: 201, body: { success: true, message: SUBMITTED, data: listedRequest() } };
      },
      'GET /booking-requests.php': () =>
        ok(
          submitted
            ? [listedRequest({ payment_status: 'card_saved', description: 'Birthday party in a loft' })]
            : [],
        ),
    });
    renderAccount(<EnthusiastDashboardPage />, { url: '/enthusiast-dashboard' });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Request a DJ' });
    const dateInput = within(card).getByLabelText('Event date and time') as HTMLInputElement;
    expect(dateInput.value).toMatch(/T21:00$/);
    await user.type(within(card).getByLabelText('Event description'), 'Birthday party in a loft');
    await user.click(within(card).getByRole('button', { name: 'Request Booking' }));
    const payment = await screen.findByRole('dialog', { name: 'Secure Your Booking' }, { timeout: 5000 });
    expect(api.callsTo('POST /payment-authorize.php')[0]!.body).toMatchObject({ currency: 'EUR' });
    await user.type(await within(payment).findByLabelText('Card number'), '4242424242424242');
    await user.type(within(payment).getByLabelText('Expiry (MM / YY)'), '1230');
    await user.type(within(payment).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(payment).getByRole('button', { name: 'Secure Booking (No Charge Now)' }));

    expect((await within(card).findAllByText(SUBMITTED)).length).toBeGreaterThan(0);
    expect(within(card).getByLabelText('Event description')).toHaveValue('');
    await user.click(within(card).getByRole('link', { name: 'See your requests' }));
    const requests = await screen.findByRole('region', { name: 'Your DJ Booking Requests' });
    const list = await within(requests).findByRole('list', { name: 'Your booking requests' });
    expect(within(list).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(within(list).getByText('Card saved')).toBeInTheDocument();
    expect(within(list).getByText('Birthday party in a loft')).toBeInTheDocument();
  });
});
