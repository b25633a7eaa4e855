import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { TERMS_AGREEMENT_MESSAGES } from '@cuepoint/domain/booking/terms-agreement';
import { baseRoutes, fakeApi, sessionUser } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { ok } from '../testing/booking-fixtures.ts';
import { booking } from '../testing/offer-fixtures.ts';
import { BookingPage } from './booking-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The venue kept the DJ's 50/50 and proposes a 24-hour notice instead of the DJ's week. */
const waiting = booking({
  status: 'awaiting_dj_agreement',
  dj_terms: { payment_terms: '50_50', cancellation_notice_hours: 168 },
  terms: {
    payment_terms: '50_50',
    cancellation_notice_hours: 24,
    equipment_provided: ['Mixer'],
    additional_terms: null,
    special_requirements: null,
    proposed_by: 'customer',
    customer_agreed_at: '2099-06-03T10:00:00.000Z',
    dj_agreed_at: null,
  },
});

function renderBooking(userType: string, data: ReturnType<typeof booking>) {
  const api = fakeApi({
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, user: sessionUser({ user_type: userType }) } },
    'GET /bookings/77': ok(data),
    'POST /bookings/77/agree': ok({ ...data, status: 'confirmed' }),
    'POST /bookings/77/decline-terms': ok({ ...data, status: 'awaiting_confirmation', terms: null }),
  } as never);
  renderAccount(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
    </Routes>,
    { url: '/bookings/77' },
  );
  return api;
}

describe('the DJ’s agreement to terms the customer changed', () => {
  it('shows the DJ’s terms beside the proposed ones, the changed one marked, and agrees', async () => {
    const api = renderBooking('dj', waiting);
    const panel = await screen.findByRole('region', { name: 'Spreewerk proposes other terms' });
    const notice = within(panel).getByRole('row', { name: /Cancellation notice/ });
    expect(
      within(notice)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1 week', '24 hoursChanged']);
    const payment = within(panel).getByRole('row', { name: /Payment terms/ });
    expect(within(payment).queryByText('Changed')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Agree to these terms' }));
    await waitFor(() => expect(api.callsTo('POST /bookings/77/agree')).toHaveLength(1));
  });

  it('sends the terms back only with a message', async () => {
    const user = userEvent.setup();
    const api = renderBooking('dj', waiting);
    const panel = await screen.findByRole('region', { name: 'Spreewerk proposes other terms' });
    await user.click(within(panel).getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the terms back?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText(TERMS_AGREEMENT_MESSAGES.messageRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Message to Spreewerk/), 'A week, please');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(api.callsTo('POST /bookings/77/decline-terms')[0]?.body).toEqual({ message: 'A week, please' }),
    );
  });

  it('tells the customer the DJ is asked, with nothing to answer', async () => {
    renderBooking('venue', waiting);
    expect(
      await screen.findByText(
        'Your terms were sent to Nova Reyes. The booking is confirmed once Nova Reyes agrees.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree to these terms' })).not.toBeInTheDocument();
  });
});
