import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { baseRoutes, fakeApi, sessionUser } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { DECLINED, authorization, intentAnswer, ok } from '../testing/booking-fixtures.ts';
import { booking } from '../testing/offer-fixtures.ts';
import { BookingPage } from './booking-page.tsx';
import { ConfirmBookingPage } from './confirm/confirm-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const atRisk = (overrides = {}) =>
  booking({
    status: 'confirmed',
    confirmed_at: '2099-06-03T10:00:00.000Z',
    payment_status: 'failed',
    needs_authorization: true,
    authorization_failure: {
      kind: 'soft',
      reason: 'Your card was declined.',
      failed_at: '2099-06-09T09:00:00.000Z',
      retry_at: '2099-06-10T09:00:00.000Z',
      secure_by: '2099-06-11T22:00:00.000Z',
    },
    ...overrides,
  });

function render(
  userType: string,
  path: string,
  data: ReturnType<typeof booking>,
  routes: Record<string, unknown> = {},
) {
  const api = fakeApi({
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, user: sessionUser({ user_type: userType }) } },
    'GET /bookings/77': ok(data),
    ...routes,
  } as never);
  renderAccount(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
      <Route path="/bookings/:id/confirm" element={<ConfirmBookingPage />} />
    </Routes>,
    { url: path },
  );
  return api;
}

describe('a confirmed booking whose saved card failed', () => {
  it('asks the customer to secure it: why, the platform’s one retry, the deadline and the action', async () => {
    render('venue', '/bookings/77', atRisk());
    const panel = await screen.findByRole('region', { name: 'Secure this booking' });
    expect(within(panel).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(panel).getByText(/We try your card once more on/)).toHaveTextContent(
      'Wed, Jun 10, 2099, 11:00 AM GMT+2',
    );
    expect(within(panel).getByText(/Secure it by/)).toHaveTextContent('Fri, Jun 12, 2099, 12:00 AM GMT+2');
    expect(within(panel).getByRole('button', { name: 'Use the saved card' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Use another card' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Booking at risk' })).not.toBeInTheDocument();
  });

  it('tells the DJ it is at risk and when it is released, without the customer’s panel', async () => {
    render(
      'dj',
      '/bookings/77',
      atRisk({ authorization_failure: { ...atRisk().authorization_failure!, retry_at: null } }),
    );
    const notice = await screen.findByRole('region', { name: 'Booking at risk' });
    expect(within(notice).getByText(/could not be authorized/)).toBeInTheDocument();
    expect(within(notice).getByText(/If it is not secured by/)).toHaveTextContent(
      'Fri, Jun 12, 2099, 12:00 AM GMT+2, the booking is released',
    );
    expect(screen.queryByRole('region', { name: 'Secure this booking' })).not.toBeInTheDocument();
  });

  it('the confirmation page offers the same panel instead of saying it is confirmed already', async () => {
    render('enthusiast', '/bookings/77/confirm', atRisk());
    expect(await screen.findByRole('region', { name: 'Secure this booking' })).toBeInTheDocument();
    expect(screen.queryByText(/confirmed already/)).not.toBeInTheDocument();
  });

  it('shows nothing of the sort once a card secures it', async () => {
    render(
      'venue',
      '/bookings/77',
      atRisk({ payment_status: 'authorized', needs_authorization: false, authorization_failure: null }),
    );
    await screen.findByRole('heading', { name: /Booking with/, level: 1 });
    expect(screen.queryByRole('region', { name: 'Secure this booking' })).not.toBeInTheDocument();
  });

  it('uses the saved card again: no card to type, the intent confirmed as it is, then secured', async () => {
    const user = userEvent.setup();
    const api = render('enthusiast', '/bookings/77', atRisk(), {
      'POST /bookings/77/authorization': { body: authorization('authorize_now') },
      'POST /test-payments/confirm': ok(intentAnswer()),
      'POST /bookings/77/reauthorize': ok(
        atRisk({ payment_status: 'authorized', needs_authorization: false }),
      ),
    });
    const panel = await screen.findByRole('region', { name: 'Secure this booking' });
    await user.click(within(panel).getByRole('button', { name: 'Use the saved card' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Your saved card is used again/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Secure Booking (No Charge Now)' }));
    await waitFor(() => expect(api.callsTo('POST /bookings/77/reauthorize')).toHaveLength(1));
    expect(api.callsTo('POST /bookings/77/authorization')[0]!.body).toEqual({ use_saved_card: true });
    const [confirm] = api.callsTo('POST /test-payments/confirm');
    expect(confirm!.body).not.toHaveProperty('payment_method');
    expect(api.callsTo('POST /bookings/77/reauthorize')[0]!.body).toEqual({
      payment_intent_id: 'pi_test123',
    });
  });

  it('says in words that the saved card was declined again, and leaves another card', async () => {
    const user = userEvent.setup();
    const api = render('enthusiast', '/bookings/77', atRisk(), {
      'POST /bookings/77/authorization': { body: authorization('authorize_now') },
      'POST /test-payments/confirm': ok(DECLINED),
    });
    const panel = await screen.findByRole('region', { name: 'Secure this booking' });
    await user.click(within(panel).getByRole('button', { name: 'Use the saved card' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/Your saved card is used again/);
    await user.click(within(dialog).getByRole('button', { name: 'Secure Booking (No Charge Now)' }));
    expect(await within(dialog).findByText(/Your card was declined\./)).toBeInTheDocument();
    expect(api.callsTo('POST /bookings/77/reauthorize')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('button', { name: 'Use another card' }));
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByLabelText('Card number')).toBeInTheDocument();
    expect(api.callsTo('POST /bookings/77/authorization').at(-1)!.body).toEqual({});
  });
});
