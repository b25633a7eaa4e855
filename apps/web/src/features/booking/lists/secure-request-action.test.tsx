import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { listedRequest } from '../testing/booking-fixtures.ts';
import { CustomerRequestActions, type TListedWithBooking } from './customer-request-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderActions(request: TListedWithBooking) {
  fakeApi({} as never);
  renderAccount(<CustomerRequestActions request={request} title="Offers" />);
}

describe('a customer’s request whose saved card failed', () => {
  it('open: the list offers to secure the request itself', () => {
    renderActions(listedRequest({ status: 'pending', payment_status: 'failed', offers_count: 0 }));
    expect(screen.getByRole('button', { name: 'Secure this request' })).toBeEnabled();
  });

  it('booked and confirmed: the list leads to the booking’s Secure this booking panel', () => {
    renderActions({
      ...listedRequest({ status: 'active', payment_status: 'failed', offers_count: 0 }),
      booking_id: 77,
      booking_status: 'confirmed',
    });
    expect(screen.getByRole('link', { name: 'Secure this booking' })).toHaveAttribute('href', '/bookings/77');
    expect(screen.queryByRole('button', { name: 'Secure this request' })).not.toBeInTheDocument();
  });

  it('secured: neither', () => {
    renderActions(listedRequest({ status: 'pending', payment_status: 'authorized', offers_count: 0 }));
    expect(screen.queryByRole('button', { name: 'Secure this request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Secure this booking' })).not.toBeInTheDocument();
  });
});
