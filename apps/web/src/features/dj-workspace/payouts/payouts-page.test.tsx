import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TDjPayout } from '@cuepoint/domain/payouts/payouts-api';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { djPayout, workspaceRoutes } from '../testing/workspace-fixtures.ts';
import { DjPayoutsPage } from './payouts-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const payout = (overrides: Partial<TDjPayout>) => djPayout({ amount: 100, ...overrides });

describe('DjPayoutsPage', () => {
  it('lists every payout per booking, a refund and what it took back, each booking linked', async () => {
    const refund = { charged: 300, amount: 60, platform_share: 0, sent: true, dj_payout_now: 229 };
    fakeApi(
      workspaceRoutes([], {
        'GET /dj/payouts': {
          body: {
            success: true,
            data: {
              account: { connected: true, payouts_enabled: true, details_submitted: true, mode: 'test' },
              payouts: [
                payout({ id: 1, refund, clawback: { kind: 'reversed', amount: 60, done: true } }),
                payout({
                  id: 2,
                  kind: 'after_event',
                  amount: 129,
                  status: 'scheduled',
                  paid_at: null,
                  refund,
                }),
                payout({
                  id: 3,
                  booking_id: 42,
                  customer_name: 'Hafenbar',
                  status: 'cancelled',
                  paid_at: null,
                }),
              ],
              totals: {
                paid: [{ currency: 'EUR', amount: 40 }],
                scheduled: [{ currency: 'EUR', amount: 129 }],
              },
            },
          },
        },
      }),
    );
    renderAccount(<DjPayoutsPage />, { url: '/dj-dashboard/payouts' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
    const list = await screen.findByRole('list', { name: 'Your payouts by booking' });
    const [first, second] = [...list.children] as HTMLElement[];
    expect(within(first!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(first!).getByText(/Taken back for the customer’s refund/)).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: /^View booking with Spreewerk/ })).toHaveAttribute(
      'href',
      '/bookings/41',
    );
    expect(within(second!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: /^View booking with Hafenbar/ })).toHaveAttribute(
      'href',
      '/bookings/42',
    );
  });
});
