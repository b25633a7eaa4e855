import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { ok } from '../../booking/testing/booking-fixtures.ts';
import { booking, offer } from '../../booking/testing/offer-fixtures.ts';
import { BookingRequestsCard } from './booking-requests-card.tsx';
import { inboxRequest } from '../testing/dashboard-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const inbox = inboxRequest;

async function item() {
  const list = await screen.findByRole('list', { name: 'Booking requests for you' });
  return within(list).getByRole('article');
}

describe('BookingRequestsCard (DJ dashboard)', () => {
  it('a request at a time the DJ is booked says so and offers only Decline', async () => {
    fakeApi({ 'GET /dj/booking-requests': ok([inbox({ booked_then: true })]) });
    renderAccount(<BookingRequestsCard />);
    const request = await item();
    expect(
      within(request).getByText(/You already have a booking at that time: decline it/),
    ).toBeInTheDocument();
    expect(within(request).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(request).queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    expect(within(request).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('lists the requests that reached the DJ with what the DJ would earn and the fee breakdown', async () => {
    fakeApi({ 'GET /dj/booking-requests': ok([inbox()]) });
    renderAccount(<BookingRequestsCard />);
    const request = await item();
    expect(within(request).getByText('Pending')).toBeInTheDocument();
    expect(within(request).getByText('Asked for you')).toBeInTheDocument();
    expect(within(request).getByText('2 hours · On-site · Berlin, Germany')).toBeInTheDocument();
    expect(within(request).getByText('Spreewerk (venue)')).toBeInTheDocument();
    expect(within(request).getByText(/Budget €300/)).toBeInTheDocument();
    const breakdown = within(request).getByLabelText('Fee breakdown');
    expect(within(breakdown).getByText('Customer pays').nextSibling).toHaveTextContent('€300');
    expect(within(breakdown).getByText('Platform fee').nextSibling).toHaveTextContent('−€2');
    expect(within(breakdown).getByText('Card fee').nextSibling).toHaveTextContent('−€9');
    expect(within(breakdown).getByText('You receive').nextSibling).toHaveTextContent('€289');
  });

  it('shows a booked request at the agreed price, not the budget the card first held', async () => {
    fakeApi({
      'GET /dj/booking-requests': ok([
        inbox({
          state: 'accepted',
          status: 'active',
          booking_id: 9,
          agreed: { hourly_rate: 250, amount: 500, dj_payout: 482.5 },
        }),
      ]),
    });
    renderAccount(<BookingRequestsCard />);
    const request = await item();
    expect(within(request).getByText(/Agreed €500 \(€250 \/ hour\) · you earn/)).toHaveTextContent(
      'Agreed €500 (€250 / hour) · you earn €482.50',
    );
    expect(within(request).queryByText(/Budget €300/)).not.toBeInTheDocument();
    const breakdown = within(request).getByLabelText('Fee breakdown');
    expect(within(breakdown).getByText('Customer pays').nextSibling).toHaveTextContent('€500');
  });

  it('says when none has reached the DJ yet', async () => {
    fakeApi({ 'GET /dj/booking-requests': ok([]) });
    renderAccount(<BookingRequestsCard />);
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
  });

  it('accepts a request as asked after a confirmation', async () => {
    const api = fakeApi({
      'GET /dj/booking-requests': ok([inbox()]),
      'POST /booking-requests/3/accept': ok(booking()),
    });
    renderAccount(<BookingRequestsCard />);
    const user = userEvent.setup();
    await user.click(within(await item()).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this request as asked?' });
    expect(api.callsTo('POST /booking-requests/3/accept')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept request' }));
    await waitFor(() => expect(api.callsTo('POST /booking-requests/3/accept')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes an offer with a live fee breakdown, checking the rate first', async () => {
    const api = fakeApi({
      'GET /dj/booking-requests': ok([inbox()]),
      'POST /booking-requests/3/offers': ok(offer({ request_id: 3 })),
    });
    renderAccount(<BookingRequestsCard />);
    const user = userEvent.setup();
    await user.click(within(await item()).getByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    const rate = within(dialog).getByLabelText('Hourly rate (EUR)');
    expect(rate).toHaveValue(150);
    await user.clear(rate);
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByText('Please enter a valid offer amount')).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    await user.type(rate, '200');
    const breakdown = within(dialog).getByLabelText('Fee breakdown');
    expect(within(breakdown).getByText('Customer pays').nextSibling).toHaveTextContent('€400');
    expect(within(breakdown).getByText('You receive').nextSibling).toHaveTextContent('€386.10');
    await user.type(within(dialog).getByLabelText(/Message/), 'I can do it for 200.');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(api.callsTo('POST /booking-requests/3/offers')[0]?.body).toEqual({
        hourly_rate: 200,
        message: 'I can do it for 200.',
        // The DJ's standard terms, as the form starts from them.
        payment_terms: '50_50',
        cancellation_notice_hours: 72,
      }),
    );
  });

  it('shows the server’s refusal inside the offer dialog', async () => {
    fakeApi({
      'GET /dj/booking-requests': ok([inbox()]),
      'POST /booking-requests/3/offers': {
        status: 409,
        body: { success: false, error: 'This request is no longer open to offers' },
      },
    });
    renderAccount(<BookingRequestsCard />);
    const user = userEvent.setup();
    await user.click(within(await item()).getByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This request is no longer open to offers',
    );
  });

  it('declines with an optional reason', async () => {
    const api = fakeApi({
      'GET /dj/booking-requests': ok([inbox()]),
      'POST /booking-requests/3/decline': ok({ id: 3, status: 'declined' }),
    });
    renderAccount(<BookingRequestsCard />);
    const user = userEvent.setup();
    await user.click(within(await item()).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Booked that night');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() =>
      expect(api.callsTo('POST /booking-requests/3/decline')[0]?.body).toEqual({
        reason: 'Booked that night',
      }),
    );
  });

  it('answers the customer’s counter on the DJ’s own offer: accept, decline or counter', async () => {
    const countered = offer({
      request_id: 3,
      status: 'negotiating',
      counter_offer: 200,
      counter_hourly_rate: 100,
      counter_by: 'customer',
      awaiting: 'dj',
    });
    const api = fakeApi({
      'GET /dj/booking-requests': ok([inbox({ my_offer: countered })]),
      'POST /offers/11/counter': ok(countered),
    });
    renderAccount(<BookingRequestsCard />);
    const user = userEvent.setup();
    const panel = within(await item()).getByRole('region', { name: 'Your offer' });
    expect(within(panel).getByText('Negotiating')).toBeInTheDocument();
    expect(within(panel).getByText(/Counter offer from Spreewerk/)).toHaveTextContent('€200');
    expect(within(await item()).queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: "Counter Spreewerk's offer" });
    const rate = within(dialog).getByLabelText('Hourly rate (EUR)');
    await user.clear(rate);
    await user.type(rate, '110.505');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter offer' }));
    expect(within(dialog).getByText('Hourly rate must have at most 2 decimals')).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '110');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter offer' }));
    await waitFor(() =>
      expect(api.callsTo('POST /offers/11/counter')[0]?.body).toEqual({
        hourly_rate: 110,
        payment_terms: '50_50',
        cancellation_notice_hours: 72,
      }),
    );
  });

  it('lets the DJ withdraw an offer that waits for the customer', async () => {
    const api = fakeApi({
      'GET /dj/booking-requests': ok([inbox({ my_offer: offer({ request_id: 3 }) })]),
      'POST /offers/11/withdraw': ok(offer({ status: 'withdrawn', awaiting: null })),
    });
    renderAccount(<BookingRequestsCard />);
    const user = userEvent.setup();
    const panel = within(await item()).getByRole('region', { name: 'Your offer' });
    expect(within(panel).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Withdraw offer' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw your offer?' })).getByRole('button', {
        name: 'Withdraw offer',
      }),
    );
    await waitFor(() => expect(api.callsTo('POST /offers/11/withdraw')).toHaveLength(1));
  });
});
