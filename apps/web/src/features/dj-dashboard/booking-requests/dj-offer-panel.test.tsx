import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { OFFER_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { baseRoutes, fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { offer } from '../../booking/testing/offer-fixtures.ts';
import { DjOfferPanel } from './dj-offer-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPanel(overrides: Parameters<typeof offer>[0]) {
  fakeApi({ ...baseRoutes() } as never);
  renderAccount(<DjOfferPanel offer={offer(overrides)} hours={2} customerName="Spreewerk" />);
}

describe('The DJ’s offer panel', () => {
  it('says the customer’s counter from the DJ’s side, naming the customer', () => {
    renderPanel({
      status: 'negotiating',
      counter_offer: 290,
      counter_hourly_rate: 145,
      counter_by: 'customer',
      awaiting: 'dj',
      status_message: OFFER_MESSAGES.counterSentByCustomer,
    });
    expect(screen.getByText('Spreewerk countered with €145 / hour.')).toBeInTheDocument();
    expect(screen.getByText(/Counter offer from Spreewerk/)).toHaveTextContent('€290');
    expect(screen.queryByText(OFFER_MESSAGES.counterSentByCustomer)).not.toBeInTheDocument();
  });

  it('tells the DJ the booking is confirmed in the DJ’s words, not the customer’s', () => {
    renderPanel({ status: 'accepted', awaiting: null, status_message: OFFER_MESSAGES.acceptedByCustomer });
    expect(screen.getByText('Booking confirmed. The contract is on its way to you.')).toBeInTheDocument();
    expect(screen.queryByText(OFFER_MESSAGES.acceptedByCustomer)).not.toBeInTheDocument();
  });

  it('shows the DJ the latest message sent with the offer or a counter', () => {
    renderPanel({ message: 'Happy to play a house set' });
    expect(screen.getByLabelText('Latest message')).toHaveTextContent('Happy to play a house set');
  });

  it('drops the negotiation’s last line once the request is over', () => {
    fakeApi({ ...baseRoutes() } as never);
    renderAccount(
      <DjOfferPanel
        offer={offer({
          status: 'accepted',
          awaiting: null,
          status_message: OFFER_MESSAGES.acceptedByCustomer,
        })}
        hours={2}
        customerName="Spreewerk"
        settled
      />,
    );
    expect(
      screen.queryByText('Booking confirmed. The contract is on its way to you.'),
    ).not.toBeInTheDocument();
  });
});
