import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { baseRoutes, fakeApi, sessionUser } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { ok } from '../testing/booking-fixtures.ts';
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

function render(userType: string, path: string, data: ReturnType<typeof booking>) {
  fakeApi({
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, user: sessionUser({ user_type: userType }) } },
    'GET /bookings/77': ok(data),
  } as never);
  renderAccount(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
      <Route path="/bookings/:id/confirm" element={<ConfirmBookingPage />} />
    </Routes>,
    { url: path },
  );
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
    expect(within(panel).getByRole('button', { name: 'Secure this booking' })).toBeEnabled();
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
});
