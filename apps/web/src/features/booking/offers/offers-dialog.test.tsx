import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { listedRequest, ok } from '../testing/booking-fixtures.ts';
import { booking, offer } from '../testing/offer-fixtures.ts';
import { CustomerRequestActions } from '../lists/customer-request-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;

const request = (overrides: Record<string, unknown> = {}) =>
  listedRequest({ id: 41, status: 'pending', offers_count: 3, ...overrides });

async function openOffers(routes: Record<string, unknown>) {
  const api = fakeApi(routes as never);
  renderAccount(<CustomerRequestActions request={request()} title="Offers for your request" />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'View Offers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offers for your request' });
  await within(dialog).findByRole('list', { name: 'Offers' });
  return { api, user, dialog };
}

const offers = () => [
  offer({ id: 11, dj_name: 'Nova Reyes', dj_image: '/img/nova.jpg' }),
  offer({
    id: 12,
    dj_name: 'Kai Berg',
    status: 'negotiating',
    counter_offer: 200,
    counter_hourly_rate: 100,
    counter_by: 'customer',
    awaiting: 'dj',
    message: null,
  }),
  offer({
    id: 13,
    dj_name: 'Lia Moss',
    status: 'declined',
    awaiting: null,
    status_message: 'Counter offer declined.',
    last_updated: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  }),
];

describe('View Offers (customer)', () => {
  it('lists each offer with the DJ, amount, counter, status, message and how long ago it changed', async () => {
    const { dialog } = await openOffers({ 'GET /booking-requests/41/offers': ok(offers()) });
    const nova = within(dialog).getByRole('article', { name: 'Offer from Nova Reyes' });
    expect(within(nova).getByText('€240')).toBeInTheDocument();
    expect(within(nova).getByText('Pending')).toHaveAttribute('data-status', 'pending');
    expect(within(nova).getByText('Happy to play, I bring my own controller.')).toBeInTheDocument();
    expect(within(nova).getByText('5 minutes ago')).toBeInTheDocument();
    expect(nova.querySelector('img')).toHaveAttribute('src', '/img/nova.jpg');
    const kai = within(dialog).getByRole('article', { name: 'Offer from Kai Berg' });
    expect(within(kai).getByText(/Your counter offer/)).toHaveTextContent('€200');
    // The counter waits for the DJ: nothing to answer here.
    expect(within(kai).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    const lia = within(dialog).getByRole('article', { name: 'Offer from Lia Moss' });
    expect(within(lia).getByText('Declined')).toHaveAttribute('data-status', 'declined');
    expect(within(lia).getByText('Counter offer declined.')).toBeInTheDocument();
    expect(within(lia).getByText('3 hours ago')).toBeInTheDocument();
  });

  it('accepts an offer only after its confirmation dialog, then goes to the booking’s confirmation', async () => {
    const { api, user, dialog } = await openOffers({
      'GET /booking-requests/41/offers': ok(offers()),
      'POST /offers/11/accept': ok({
        offer: offer({
          status: 'accepted',
          booking_id: 77,
          status_message: 'Booking confirmed! Contract sent to DJ.',
        }),
        booking: booking(),
      }),
    });
    const nova = within(dialog).getByRole('article', { name: 'Offer from Nova Reyes' });
    await user.click(within(nova).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: "Accept Nova Reyes's offer?" });
    expect(confirm).toHaveTextContent('€240');
    expect(api.callsTo('POST /offers/11/accept')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(location()).toBe('/bookings/77/confirm'));
    expect(api.callsTo('POST /offers/11/accept')).toHaveLength(1);
  });

  it('says in the confirmation dialog when another DJ was accepted first', async () => {
    const { user, dialog } = await openOffers({
      'GET /booking-requests/41/offers': ok(offers()),
      'POST /offers/11/accept': {
        status: 409,
        body: { success: false, error: 'This request was already accepted' },
      },
    });
    await user.click(
      within(within(dialog).getByRole('article', { name: 'Offer from Nova Reyes' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: "Accept Nova Reyes's offer?" });
    await user.click(within(confirm).getByRole('button', { name: 'Accept offer' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('This request was already accepted');
  });

  it('says when a price is above what the card secures, and when a counter is above what the DJ asks', async () => {
    const { user, dialog } = await openOffers({ 'GET /booking-requests/41/offers': ok(offers()) });
    const nova = () => within(dialog).getByRole('article', { name: 'Offer from Nova Reyes' });
    // Nova asks €120 / hour for 2 hours (€240); the card secures €200.
    await user.click(within(nova()).getByRole('button', { name: 'Accept' }));
    const accept = await screen.findByRole('dialog', { name: "Accept Nova Reyes's offer?" });
    expect(accept).toHaveTextContent(
      'That is above the €200 your card secures: you authorize your card again for the new price before you confirm the booking.',
    );
    await user.click(within(accept).getByRole('button', { name: 'Back' }));
    await user.click(within(nova()).getByRole('button', { name: 'Counter' }));
    const counter = await screen.findByRole('dialog', { name: "Counter Nova Reyes's offer" });
    const rate = within(counter).getByLabelText('Hourly rate (EUR)');
    await user.type(rate, '90');
    expect(within(counter).queryByText(/more than Nova Reyes asks/)).not.toBeInTheDocument();
    expect(within(counter).queryByText(/your card secures/)).not.toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '130');
    expect(within(counter).getByText('That is more than Nova Reyes asks (€120 / hour).')).toBeInTheDocument();
    expect(within(counter).getByText(/above the €200 your card secures/)).toBeInTheDocument();
  });

  it('counters with an hourly rate (checked) and declines with an optional reason', async () => {
    const { api, user, dialog } = await openOffers({
      'GET /booking-requests/41/offers': ok(offers()),
      'POST /offers/11/counter': ok(offer({ status: 'negotiating' })),
      'POST /offers/11/decline': ok(offer({ status: 'declined' })),
    });
    const nova = () => within(dialog).getByRole('article', { name: 'Offer from Nova Reyes' });
    await user.click(within(nova()).getByRole('button', { name: 'Counter' }));
    const counter = await screen.findByRole('dialog', { name: "Counter Nova Reyes's offer" });
    const rate = within(counter).getByLabelText('Hourly rate (EUR)');
    await user.type(rate, '0');
    await user.click(within(counter).getByRole('button', { name: 'Send counter offer' }));
    expect(within(counter).getByText('Please enter a valid offer amount')).toBeInTheDocument();
    // The cap is money in the request's currency.
    await user.clear(rate);
    await user.type(rate, '200000');
    await user.click(within(counter).getByRole('button', { name: 'Send counter offer' }));
    expect(within(counter).getByText('Hourly rate must be at most €100,000')).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '100');
    expect(
      within(within(counter).getByLabelText('Fee breakdown')).getByText('You pay').nextSibling,
    ).toHaveTextContent('€200');
    await user.click(within(counter).getByRole('button', { name: 'Send counter offer' }));
    await waitFor(() =>
      expect(api.callsTo('POST /offers/11/counter')[0]?.body).toEqual({ hourly_rate: 100 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Counter/ })).not.toBeInTheDocument());

    await user.click(within(nova()).getByRole('button', { name: 'Decline' }));
    const decline = await screen.findByRole('dialog', { name: "Decline Nova Reyes's offer?" });
    await user.click(within(decline).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(api.callsTo('POST /offers/11/decline')[0]?.body).toEqual({}));
  });

  it('cancels the request with a reason the DJs are told', async () => {
    const api = fakeApi({ 'POST /booking-requests/41/cancel': ok(request({ status: 'cancelled' })) });
    renderAccount(<CustomerRequestActions request={request()} title="Offers" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking request?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'The party moved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(api.callsTo('POST /booking-requests/41/cancel')[0]?.body).toEqual({ reason: 'The party moved' }),
    );
  });

  it('leads to the three-step confirmation once a DJ accepted', () => {
    fakeApi({});
    renderAccount(
      <CustomerRequestActions
        request={{
          ...request({ status: 'active' }),
          booking_id: 77,
          booking_status: 'awaiting_confirmation',
        }}
        title="Offers"
      />,
    );
    expect(screen.getByRole('link', { name: 'Confirm booking' })).toHaveAttribute(
      'href',
      '/bookings/77/confirm',
    );
    expect(screen.getByRole('link', { name: 'View booking' })).toHaveAttribute('href', '/bookings/77');
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });
});
