import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { baseRoutes, fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { booking } from '../testing/offer-fixtures.ts';
import { priceSummary } from './booking-format.ts';
import { BookingListItem } from './booking-list-item.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** €450 charged, then a dispute's partial refund of €150: €144.55 of it from the DJ's €433.65. */
const refunded = booking({
  status: 'completed',
  hourly_rate: 150,
  amounts: { customer_pays: 450, platform_fee: 3, processing_fee: 13.35, dj_payout: 433.65 },
  payment_status: 'captured',
  charged: 450,
  refund: { amount: 150, dj_share: 144.55, platform_share: 5.45, sent: true },
  customer_paid_now: 300,
  dj_payout_now: 289.1,
});

function renderItem(data: ReturnType<typeof booking>, reader: 'customer' | 'dj') {
  fakeApi(baseRoutes());
  renderAccount(<BookingListItem booking={data} reader={reader} />);
}

describe('A booking in a list', () => {
  it('tells the DJ what the DJ receives of the agreed price', () => {
    renderItem(booking(), 'dj');
    expect(screen.getByText(/€240 \(€120 \/ hour\)/)).toHaveTextContent(
      '€240 (€120 / hour) · you receive €230.74',
    );
  });

  it('keeps the agreed price, says the refund and what the DJ receives after it', () => {
    renderItem(refunded, 'dj');
    expect(screen.getByText(/€450 \(€150 \/ hour\)/)).toHaveTextContent(
      '€450 (€150 / hour) · €150 refunded · you receive €289.10',
    );
  });

  it('tells the customer the refund, without the DJ’s payout', () => {
    renderItem(refunded, 'customer');
    const line = screen.getByText(/€450 \(€150 \/ hour\)/);
    expect(line).toHaveTextContent(/^€450 \(€150 \/ hour\) · €150 refunded$/);
  });
});

describe('A booking’s price in one line', () => {
  it('is the agreed price and the DJ’s payout, then a refund and the DJ’s payout after it', () => {
    expect(priceSummary(booking())).toBe('€240 (DJ €230.74)');
    expect(priceSummary(refunded)).toBe('€450 (DJ €433.65) · €150 refunded, DJ now €289.10');
  });
});
