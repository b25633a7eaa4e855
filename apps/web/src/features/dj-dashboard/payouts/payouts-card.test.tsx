import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDjPayouts } from '@cuepoint/domain/payouts/payouts-api';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { PayoutsCard } from './payouts-card.tsx';
import { djPayout } from '../testing/dashboard-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const payout = djPayout;

const answer = (overrides: Partial<TDjPayouts> = {}): TDjPayouts => ({
  account: { connected: true, payouts_enabled: true, details_submitted: true, mode: 'stripe' },
  payouts: [],
  totals: { paid: [], scheduled: [] },
  ...overrides,
});

const ok = (data: TDjPayouts) => ({ body: { success: true, data } });
const notConnected = {
  connected: false,
  payouts_enabled: false,
  details_submitted: false,
  mode: 'stripe',
} as const;

describe('PayoutsCard (DJ dashboard)', () => {
  it('shows each booking’s fee breakdown and its payouts with dates, amounts and status, and the totals', async () => {
    fakeApi({
      'GET /dj/payouts': ok(
        answer({
          payouts: [
            payout({
              id: 2,
              kind: 'after_event',
              amount: 202.3,
              due_at: '2099-06-13T21:00:00.000Z',
              status: 'scheduled',
              paid_at: null,
            }),
            payout(),
          ],
          totals: {
            paid: [{ currency: 'EUR', amount: 86.7 }],
            scheduled: [{ currency: 'EUR', amount: 202.3 }],
          },
        }),
      ),
    });
    renderAccount(<PayoutsCard />);
    const card = await screen.findByRole('region', { name: 'Payouts' });
    expect(await within(card).findByText('Payout account connected')).toBeInTheDocument();

    const list = within(card).getByRole('list', { name: 'Your payouts by booking' });
    const booking = within(list).getAllByRole('listitem')[0]!;
    expect(within(booking).getByText('Spreewerk')).toBeInTheDocument();
    expect(within(booking).getByText(/2 hours/)).toBeInTheDocument();
    const fees = within(booking).getByLabelText(/^Fee breakdown for Spreewerk/);
    expect(within(fees).getByText('Customer pays').nextSibling).toHaveTextContent('€300');
    expect(within(fees).getByText('Platform fee').nextSibling).toHaveTextContent('−€2');
    expect(within(fees).getByText('Card fee').nextSibling).toHaveTextContent('−€9');
    expect(within(fees).getByText('You receive').nextSibling).toHaveTextContent('€289');

    const lines = within(within(booking).getByRole('list', { name: /^Payouts for Spreewerk/ })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('When the card is charged');
    expect(lines[0]).toHaveTextContent('€86.70');
    expect(lines[0]).toHaveTextContent(/Paid on .*2099/);
    expect(within(lines[0]!).getAllByText('Paid').length).toBeGreaterThan(0);
    expect(lines[1]).toHaveTextContent('After the event');
    expect(lines[1]).toHaveTextContent('€202.30');
    expect(lines[1]).toHaveTextContent('Scheduled');
    expect(
      within(lines[1]!)
        .getByText(/^Due on/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2099-06-13T21:00:00.000Z');

    const totals = within(card).getByText('Paid', { selector: 'dt' }).closest('dl')!;
    expect(within(totals).getByText('Paid', { selector: 'dt' }).nextSibling).toHaveTextContent('€86.70');
    expect(within(totals).getByText('Scheduled', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '€202.30',
    );
    expect(
      within(card).getByText(/Platform fee: 1 \(EUR, USD or GBP\) per performance hour/),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Card fee: 2\.9% \+ 0\.30/)).toBeInTheDocument();
  });

  it('shows a booking’s fee breakdown after a dispute’s refund, down to what the DJ receives now', async () => {
    const refund = { charged: 300, amount: 100, platform_share: 3.67, sent: true, dj_payout_now: 192.67 };
    fakeApi({
      'GET /dj/payouts': ok(
        answer({
          payouts: [
            payout({ refund }),
            payout({
              id: 2,
              kind: 'after_event',
              amount: 202.3,
              refund,
              clawback: { kind: 'reversed', amount: 96.33, done: true },
            }),
          ],
          totals: { paid: [{ currency: 'EUR', amount: 192.67 }], scheduled: [] },
        }),
      ),
    });
    renderAccount(<PayoutsCard />);
    const card = await screen.findByRole('region', { name: 'Payouts' });
    const fees = await within(card).findByLabelText(/^Fee breakdown for Spreewerk/);
    expect(within(fees).getByText('You receive').nextSibling).toHaveTextContent('€192.67');
    expect(fees).toHaveTextContent('−€100');
    // The transfer the refund came back from shows the clawback, so the paid parts add up to what the DJ receives.
    const lines = within(card).getByRole('list', { name: /^Payouts for Spreewerk/ }).children;
    expect(lines[1]).toHaveTextContent('€202.30');
    expect(
      within(lines[1] as HTMLElement).getByText('Taken back for the customer’s refund').nextSibling,
    ).toHaveTextContent('−€96.33');
    expect(lines[0]).not.toHaveTextContent('Taken back');
    expect(within(card).getByText('Paid', { selector: 'dt' }).nextSibling).toHaveTextContent('€192.67');
  });

  it('says how much a refund took off a payout not yet paid', async () => {
    fakeApi({
      'GET /dj/payouts': ok(
        answer({
          payouts: [
            payout({
              status: 'cancelled',
              amount: 0,
              paid_at: null,
              clawback: { kind: 'reduced', amount: 86.7, done: true },
            }),
          ],
        }),
      ),
    });
    renderAccount(<PayoutsCard />);
    expect(
      await screen.findByText('Reduced by €86.70 for the customer’s refund (was €86.70)'),
    ).toBeInTheDocument();
  });

  it('with no account: says why a payout waits, and Connect leads to the onboarding address', async () => {
    const redirect = vi.fn();
    const api = fakeApi({
      'GET /dj/payouts': ok(
        answer({
          account: notConnected,
          payouts: [
            payout({
              status: 'failed',
              paid_at: null,
              failure_reason: 'Connect a payout account to receive this payout',
            }),
          ],
          totals: { paid: [], scheduled: [{ currency: 'EUR', amount: 86.7 }] },
        }),
      ),
      'POST /dj/payouts/connect': {
        body: { success: true, data: { url: 'https://connect.stripe.com/setup/e/acct_1/abc' } },
      },
    });
    renderAccount(<PayoutsCard redirect={redirect} />);
    expect(await screen.findByText('Connect a payout account to receive this payout')).toBeInTheDocument();
    expect(screen.getByText('Not paid yet')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect payout account' }));
    await vi.waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'),
    );
    expect(api.callsTo('POST /dj/payouts/connect')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Connect payout account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('in test mode the account connects at once: the card reads the payouts again and says so', async () => {
    const redirect = vi.fn();
    let connected = false;
    fakeApi({
      'GET /dj/payouts': () =>
        ok(
          answer({
            account: connected
              ? { connected: true, payouts_enabled: true, details_submitted: true, mode: 'test' }
              : { ...notConnected, mode: 'test' },
          }),
        ),
      'POST /dj/payouts/connect': () => {
        connected = true;
        return {
          body: { success: true, data: { url: `${window.location.origin}/dj-dashboard?payouts=connected` } },
        };
      },
    });
    const { router } = renderAccount(<PayoutsCard redirect={redirect} />, { url: '/dj-dashboard' });
    expect(await screen.findByText(/Test mode: payouts go to the test ledger/)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect payout account' }));
    expect(await screen.findByText(/Your payout account is connected/)).toBeInTheDocument();
    expect(screen.getByText('Payout account connected')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?payouts=connected');
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByText('No payouts yet')).toBeInTheDocument();
  });

  it('back from an expired setup link: offers to continue', async () => {
    fakeApi({
      'GET /dj/payouts': ok(answer({ account: { ...notConnected, connected: true } })),
    });
    renderAccount(<PayoutsCard />, { url: '/dj-dashboard?payouts=refresh' });
    expect(
      await screen.findByText('Your setup link expired. Continue where you left off.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
  });

  it('shows a failed connect in words and moves focus to it', async () => {
    fakeApi({
      'GET /dj/payouts': ok(answer({ account: notConnected })),
      'POST /dj/payouts/connect': {
        status: 503,
        body: { success: false, error: 'The payment service is unavailable. Please try again in a moment.' },
      },
    });
    renderAccount(<PayoutsCard redirect={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect payout account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The payout account could not be set up: The payment service is unavailable. Please try again in a moment.',
    );
    expect(alert).toHaveFocus();
  });

  it('announces loading, and shows a failed load with a way to try again', async () => {
    let attempts = 0;
    fakeApi({
      'GET /dj/payouts': async () => {
        attempts += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return attempts === 1
          ? { status: 503, body: { success: false, error: 'Service temporarily unavailable' } }
          : ok(answer());
      },
    });
    renderAccount(<PayoutsCard />);
    expect(screen.getByRole('status', { name: 'Loading your payouts' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payouts could not be loaded: Service temporarily unavailable',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
  });
});
