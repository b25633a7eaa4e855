import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DISPUTE_MESSAGES,
  DISPUTE_OPEN_LABELS,
  DISPUTE_STATUS_LABELS,
  type TDispute,
} from '@cuepoint/domain/trust/disputes';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { booking } from '../booking/testing/offer-fixtures.ts';
import { BookingDispute } from './booking-dispute.tsx';

afterEach(() => vi.unstubAllGlobals());

const decided: TDispute = {
  id: 3,
  booking_id: 77,
  status: 'decided',
  opened_by: 'customer',
  reason: 'late_or_short',
  statement: 'The DJ started 45 minutes late.',
  answer: 'The stream key did not work.',
  answered_at: '2099-06-08T10:00:00.000Z',
  created_at: '2099-06-07T10:00:00.000Z',
  currency: 'EUR',
  charged: 300,
  decision: {
    outcome: 'partial_refund',
    note: 'Half the set was lost.',
    decided_at: '2099-06-09T10:00:00.000Z',
    refund: 100,
    dj_share: 96.33,
    platform_share: 3.67,
    refunded: true,
  },
  dj_payout: 192.67,
  payout_adjustments: [{ kind: 'reversed', amount: 96.33, done: true }],
  can_answer: false,
};

/** The booking's dispute as the server answers it (none opened yet, or `dispute`), with any more routes. */
function serveDispute(
  dispute: (TDispute & { can_answer?: boolean }) | null,
  more: Record<string, unknown> = {},
  window: { can_open: boolean; window_closes_at: string | null } = {
    can_open: false,
    window_closes_at: null,
  },
) {
  return fakeApi({
    ...baseRoutes(),
    'GET /bookings/77/dispute': ok({ dispute, ...window }),
    ...more,
  } as never);
}

describe('Booking dispute', () => {
  it('opens a dispute with a reason and a statement checked in words', async () => {
    const api = serveDispute(
      null,
      { 'POST /bookings/77/disputes': ok({ ...decided, status: 'open', decision: null, answer: null }) },
      { can_open: true, window_closes_at: '2099-06-14T00:00:00.000Z' },
    );
    renderAccount(
      <BookingDispute
        booking={booking({ status: 'completed', payment_status: 'captured' })}
        reader="customer"
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    // The keyboard goes on in the form, and back to the button when it is cancelled.
    expect(screen.getByLabelText('What went wrong?')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Open a dispute' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Open a dispute' }));
    const form = screen.getByRole('form', { name: 'Open a dispute' });
    await userEvent.click(within(form).getByRole('button', { name: 'Open dispute' }));
    expect(within(form).getByText(DISPUTE_MESSAGES.reasonRequired)).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('What went wrong?'), 'late_or_short');
    await userEvent.type(within(form).getByLabelText('What happened'), 'The DJ started 45 minutes late.');
    await userEvent.click(within(form).getByRole('button', { name: 'Open dispute' }));
    expect(api.callsTo('POST /bookings/77/disputes')[0]?.body).toEqual({
      reason: 'late_or_short',
      statement: 'The DJ started 45 minutes late.',
    });
  });

  it('shows the DJ the decision: the refund and what it took from the payout', async () => {
    serveDispute(decided);
    renderAccount(
      <BookingDispute booking={booking({ status: 'completed', payment_status: 'captured' })} reader="dj" />,
    );
    const facts = await screen.findByLabelText('Decision');
    expect(facts).toHaveTextContent('Partial refund');
    expect(facts).toHaveTextContent('€100 of €300');
    expect(facts).toHaveTextContent('€96.33');
    expect(facts).toHaveTextContent('€192.67');
  });

  it('tells each party of an open dispute what it waits for: the DJ who must answer, the customer who opened it', async () => {
    const open: TDispute = {
      ...decided,
      reason: 'no_show',
      status: 'open',
      answer: null,
      answered_at: null,
      decision: null,
    };
    serveDispute({ ...open, can_answer: true });
    const charged = booking({ status: 'completed', payment_status: 'captured' });
    const { unmount } = renderAccount(<BookingDispute booking={charged} reader="dj" />);
    const region = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(region).getByText(DISPUTE_OPEN_LABELS.yourAnswer)).toBeInTheDocument();
    expect(within(region).queryByText(DISPUTE_STATUS_LABELS.open)).not.toBeInTheDocument();
    expect(within(region).getByText(/Spreewerk opened it on .*: The DJ did not show up/)).toBeInTheDocument();
    expect(within(region).getByLabelText('Your side of the story')).toBeInTheDocument();
    unmount();

    serveDispute(open);
    renderAccount(<BookingDispute booking={charged} reader="customer" />);
    const mine = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(mine).getByText(DISPUTE_STATUS_LABELS.open)).toBeInTheDocument();
    expect(within(mine).getByText(/You opened it on .*: The DJ did not show up/)).toBeInTheDocument();
  });

  it('checks the answer in the browser as the opening form does, sending nothing too short', async () => {
    const open: TDispute = { ...decided, status: 'open', answer: null, answered_at: null, decision: null };
    const api = serveDispute({ ...open, can_answer: true });
    const user = userEvent.setup();
    renderAccount(
      <BookingDispute booking={booking({ status: 'completed', payment_status: 'captured' })} reader="dj" />,
    );
    const field = await screen.findByLabelText('Your side of the story');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /bookings/77/dispute/answer')).toHaveLength(0);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('is not shown for a booking that was not charged', () => {
    fakeApi({ ...baseRoutes() } as never);
    renderAccount(<BookingDispute booking={booking({ status: 'confirmed' })} reader="customer" />);
    expect(screen.queryByRole('region', { name: 'Dispute' })).not.toBeInTheDocument();
  });
});
