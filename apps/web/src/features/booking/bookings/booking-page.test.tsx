import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { baseRoutes, fakeApi, sessionUser } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { ok } from '../testing/booking-fixtures.ts';
import { booking, payout } from '../testing/offer-fixtures.ts';
import { BOOKING_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { BookingPage } from './booking-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The reader's browser says it is in this zone. */
function readerIn(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}

const signedIn = (userType: string) => ({
  ...baseRoutes(),
  'GET /auth/session': { body: { success: true, user: sessionUser({ user_type: userType }) } },
});

const confirmed = (overrides = {}) =>
  booking({
    status: 'confirmed',
    confirmed_at: '2099-06-03T10:00:00.000Z',
    terms: {
      payment_terms: '50_50',
      cancellation_notice_hours: 72,
      equipment_provided: ['Mixer'],
      additional_terms: null,
      special_requirements: null,
      proposed_by: 'dj',
      customer_agreed_at: '2099-06-03T10:00:00.000Z',
      dj_agreed_at: '2099-06-02T10:00:00.000Z',
    },
    ...overrides,
  });

/** 3 hours at €150, the card charged: €450, of which the DJ receives €433.65 (docs/product/payments.md). */
const charged = (overrides = {}) =>
  confirmed({
    hourly_rate: 150,
    event: { ...booking().event, duration: 3 },
    amounts: { customer_pays: 450, platform_fee: 3, processing_fee: 13.35, dj_payout: 433.65 },
    hold_amount: 450,
    payment_status: 'captured',
    charged: 450,
    customer_paid_now: 450,
    dj_payout_now: 433.65,
    ...overrides,
  });

/** The same booking after a dispute's partial refund of €150: €144.55 from the DJ, €5.45 from the platform. */
const refunded = (refund: { sent?: boolean } = {}, overrides = {}) =>
  charged({
    refund: { amount: 150, dj_share: 144.55, platform_share: 5.45, sent: refund.sent ?? true },
    customer_paid_now: 300,
    dj_payout_now: 289.1,
    ...overrides,
  });

function renderBooking(
  userType: string,
  data: ReturnType<typeof booking>,
  extra: Record<string, unknown> = {},
) {
  const api = fakeApi({ ...signedIn(userType), 'GET /bookings/77': ok(data), ...extra } as never);
  renderAccount(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
    </Routes>,
    { url: '/bookings/77' },
  );
  return api;
}

describe('Booking page', () => {
  it('shows the customer the status, event, amounts, terms and the audit trail', async () => {
    renderBooking('venue', confirmed());
    expect(
      await screen.findByRole('heading', { name: 'Booking with Nova Reyes', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toHaveAttribute('data-status', 'confirmed');
    const terms = screen.getByRole('region', { name: 'Contract terms' });
    expect(within(terms).getByText('50/50')).toBeInTheDocument();
    expect(within(terms).getByText('72 hours')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Price breakdown')).getByText('The DJ receives').nextSibling,
    ).toHaveTextContent('€230.74');
    // Not charged yet: the card secures the hold.
    expect(screen.getByText('Your card secures').nextSibling).toHaveTextContent('€300');
    expect(screen.queryByText('Charged to your card')).not.toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Offer accepted · €290')).toBeInTheDocument();
    expect(within(history).getByText('Request sent')).toBeInTheDocument();
    expect(within(history).getAllByText(/You ·/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/v14/bookings/77/calendar.ics',
    );
    expect(screen.queryByRole('region', { name: 'Payouts' })).not.toBeInTheDocument();
  });

  it('says what the card was charged once it is, not what it secures', async () => {
    renderBooking('venue', charged());
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Charged to your card').nextSibling).toHaveTextContent(/^€450$/);
    expect(within(amounts).queryByText('Your card secures')).not.toBeInTheDocument();
    const breakdown = within(amounts).getByLabelText('Price breakdown');
    expect(within(breakdown).getByText('You pay').nextSibling).toHaveTextContent('€450');
    expect(within(breakdown).getByText('The DJ receives').nextSibling).toHaveTextContent('€433.65');
  });

  it('says nothing is held once the hold was released, rather than what the card secures', async () => {
    renderBooking('venue', booking({ status: 'cancelled', payment_status: 'released' }));
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Your card').nextSibling).toHaveTextContent(
      'Released: nothing was charged',
    );
    expect(within(amounts).queryByText('Your card secures')).not.toBeInTheDocument();
  });

  it('shows the customer the amounts after a dispute’s partial refund: charged, refunded, paid in the end', async () => {
    renderBooking('venue', refunded());
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Charged to your card').nextSibling).toHaveTextContent(
      '€450 · €150 refunded · you paid €300',
    );
    const breakdown = within(amounts).getByLabelText('Price breakdown');
    expect(within(breakdown).queryByText('You pay')).not.toBeInTheDocument();
    expect(within(breakdown).getByText('You were charged').nextSibling).toHaveTextContent('€450');
    expect(within(breakdown).getByText('Refunded to your card').nextSibling).toHaveTextContent('−€150');
    expect(within(breakdown).getByText('Cuepoint’s share of the refund').nextSibling).toHaveTextContent(
      '+€5.45',
    );
    expect(within(breakdown).getByText('The DJ receives').nextSibling).toHaveTextContent('€289.10');
    expect(within(amounts).queryByText(/433\.65/)).not.toBeInTheDocument();
  });

  it('says a refund still being sent is on its way, and what the customer pays in the end', async () => {
    renderBooking('venue', refunded({ sent: false }));
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Charged to your card').nextSibling).toHaveTextContent(
      '€450 · €150 refund being sent · you pay €300 in the end',
    );
    expect(within(amounts).getByText('Refunded to your card (being sent)')).toBeInTheDocument();
  });

  it('shows the DJ what the DJ receives after a dispute’s partial refund, as the payouts add up', async () => {
    renderBooking(
      'dj',
      refunded(
        {},
        {
          payouts: [
            payout({ amount: 216.83, status: 'paid', paid_at: '2099-06-12T19:00:00.000Z' }),
            payout({ kind: 'after_event', amount: 72.27, due_at: '2099-06-13T21:00:00.000Z' }),
          ],
        },
      ),
    );
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    const breakdown = within(amounts).getByLabelText('Price breakdown');
    expect(within(breakdown).getByText('Customer was charged').nextSibling).toHaveTextContent('€450');
    expect(within(breakdown).getByText('Refunded to the customer').nextSibling).toHaveTextContent('−€150');
    expect(within(breakdown).getByText('You receive').nextSibling).toHaveTextContent('€289.10');
    expect(within(amounts).queryByText('Charged to your card')).not.toBeInTheDocument();
    const payouts = screen.getByRole('list', { name: 'Payouts' });
    expect(within(payouts).getByText(/€216.83/)).toBeInTheDocument();
    expect(within(payouts).getByText(/€72.27/)).toBeInTheDocument();
  });

  it("says the event's time in the reader's zone too when it differs from the event's", async () => {
    readerIn('Asia/Tokyo');
    renderBooking('venue', confirmed());
    const facts = await screen.findByRole('region', { name: 'Event' });
    expect(within(facts).getByText('Sat, Jun 13, 2099, 9:00 PM GMT+2')).toBeInTheDocument();
    expect(within(facts).getByText('Sun, Jun 14, 2099, 4:00 AM GMT+9 your time')).toBeInTheDocument();
  });

  it('says the time once to a reader in the event’s zone', async () => {
    readerIn('Europe/Berlin');
    renderBooking('venue', confirmed());
    const facts = await screen.findByRole('region', { name: 'Event' });
    expect(within(facts).getByText('Sat, Jun 13, 2099, 9:00 PM GMT+2')).toBeInTheDocument();
    expect(within(facts).queryByText(/your time/)).not.toBeInTheDocument();
  });

  it('cancels with a required reason and says first that it is free before the notice', async () => {
    const api = renderBooking('venue', confirmed(), {
      'POST /bookings/77/cancel': ok(
        confirmed({
          status: 'cancelled',
          cancellation: {
            by: 'customer',
            at: '2099-06-04T10:00:00.000Z',
            reason: 'Venue flooded',
            charged: 0,
          },
        }),
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(/Free until .*nothing is charged/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Please give a reason for the cancellation')).toBeInTheDocument();
    expect(api.callsTo('POST /bookings/77/cancel')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Venue flooded');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(api.callsTo('POST /bookings/77/cancel')[0]?.body).toEqual({ reason: 'Venue flooded' }),
    );
    expect(
      await screen.findByText(
        'Booking cancelled. Nothing was charged and the hold on the card was released.',
      ),
    ).toBeInTheDocument();
  });

  it('says that cancelling inside the notice charges the agreed amount', async () => {
    const soon = new Date(Date.now() + 30 * 3_600_000).toISOString();
    renderBooking('venue', confirmed({ event: { ...booking().event, date: soon } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).toHaveTextContent(
      'inside the cancellation notice: cancelling now charges the agreed €240',
    );
  });

  it('shows the DJ the payouts and what a DJ’s cancellation means', async () => {
    renderBooking(
      'dj',
      confirmed({
        payouts: [payout(), payout({ kind: 'after_event', due_at: '2099-06-13T21:00:00.000Z' })],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Booking with Spreewerk', level: 1 }),
    ).toBeInTheDocument();
    const payouts = screen.getByRole('list', { name: 'Payouts' });
    expect(within(payouts).getAllByRole('listitem')).toHaveLength(2);
    expect(within(payouts).getByText(/At the charge · €115.37/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Price breakdown')).getByText('You receive')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).toHaveTextContent(
      'The request opens again to similar DJs',
    );
  });

  it('lets the DJ cancel until the card is charged, as the server does, inside 24 hours of the event too', async () => {
    const soon = new Date(Date.now() + 20 * 3_600_000).toISOString();
    renderBooking(
      'dj',
      confirmed({ event: { ...booking().event, date: soon }, payment_status: 'authorized' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).toHaveTextContent(
      'The request opens again to similar DJs',
    );
  });

  it('tells the DJ a charged booking is cancelled through support', async () => {
    renderBooking('dj', confirmed({ payment_status: 'captured' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).toHaveTextContent(
      BOOKING_MESSAGES.chargedAlready,
    );
  });

  it('tells the DJ a payout waits for a payout account, with the way to connect one', async () => {
    renderBooking(
      'dj',
      confirmed({
        payouts: [payout({ status: 'failed', failure_reason: BOOKING_MESSAGES.payoutAccountMissing })],
      }),
    );
    const payouts = await screen.findByRole('list', { name: 'Payouts' });
    expect(within(payouts).getByText(/Not paid yet/)).toBeInTheDocument();
    expect(within(payouts).getByText(/Connect a payout account to receive this payout/)).toBeInTheDocument();
    expect(within(payouts).getByRole('link', { name: 'connect one on your dashboard' })).toHaveAttribute(
      'href',
      '/dj-dashboard',
    );
  });

  it('names a payout waiting for an account as such in the DJ’s history', async () => {
    const waiting = {
      type: 'booking.payout_failed' as const,
      actor: 'system' as const,
      at: '2099-06-12T19:00:00.000Z',
      from_status: null,
      to_status: null,
      payment_status: null,
      amount: 115.37,
      reason: BOOKING_MESSAGES.payoutAccountMissing,
    };
    const data = confirmed({ history: [waiting] as never });
    renderBooking('dj', data);
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText(/Payout waiting for a payout account/)).toBeInTheDocument();
    expect(within(history).queryByText(/Payout failed/)).not.toBeInTheDocument();
  });

  it('leads the customer to the confirmation while the booking awaits it', async () => {
    renderBooking('enthusiast', booking());
    expect(await screen.findByRole('link', { name: 'Confirm booking' })).toHaveAttribute(
      'href',
      '/bookings/77/confirm',
    );
    expect(
      screen.getByText(
        'Nova Reyes offered 50/50 payment, 72 hours cancellation notice. You have not confirmed the contract yet.',
      ),
    ).toBeInTheDocument();
  });

  it('names the customer on the DJ’s side, and says a new card was saved when it was saved, not authorized', async () => {
    const reauthorized = (payment_status: 'card_saved' | 'authorized', at: string) => ({
      type: 'booking_request.reauthorized' as const,
      at,
      actor: 'customer' as const,
      from_status: 'accepted',
      to_status: 'accepted',
      payment_status,
      reason: null,
      amount: null,
    });
    const base = booking();
    renderBooking(
      'dj',
      booking({
        payment_status: 'card_saved',
        history: [
          ...base.history,
          reauthorized('card_saved', '2099-06-02T11:00:00.000Z'),
          reauthorized('authorized', '2099-06-09T11:00:00.000Z'),
        ],
      }),
    );
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getAllByText(/^Spreewerk ·/)).toHaveLength(4);
    expect(within(history).queryByText(/The customer/)).not.toBeInTheDocument();
    expect(within(history).getByText('Card saved for the agreed price')).toBeInTheDocument();
    expect(within(history).getByText('Card authorized for the agreed price')).toBeInTheDocument();
    expect(within(history).queryByText(/authorized again/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'You offered 50/50 payment, 72 hours cancellation notice. Spreewerk has not confirmed the contract yet.',
      ),
    ).toBeInTheDocument();
  });
});
