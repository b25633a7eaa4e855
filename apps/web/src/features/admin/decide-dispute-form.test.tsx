import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPUTE_MESSAGES } from '@cuepoint/domain/trust/disputes';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { DecideDisputeForm } from './decide-dispute-form.tsx';
import { adminDispute } from './testing/admin-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const DECIDE = 'POST /admin/disputes/4/decide';
const NOTE = 'Half the set was lost to a late start.';

function setUp() {
  const api = fakeApi({ ...baseRoutes(), [DECIDE]: ok(adminDispute({ status: 'decided' })) } as never);
  const u = userEvent.setup();
  renderAccount(<DecideDisputeForm dispute={adminDispute()} />);
  const form = screen.getByRole('form', { name: 'Decide dispute 4' });
  const decision = within(form).getByLabelText('Decision');
  const note = within(form).getByLabelText('Note to both parties');
  const submit = () => u.click(within(form).getByRole('button', { name: 'Decide and refund' }));
  const amount = () => within(form).getByLabelText('Refund (EUR, less than €450)');
  return { api, u, form, decision, note, submit, amount };
}

describe('deciding a dispute', () => {
  it('refuses a partial refund of all that was charged, or more, under the amount and before anything is sent', async () => {
    const { api, u, decision, note, submit, amount } = setUp();
    await u.selectOptions(decision, 'partial_refund');
    await u.type(note, NOTE);
    for (const tooMuch of ['450', '500']) {
      await u.clear(amount());
      await u.type(amount(), tooMuch);
      await submit();
      expect(amount()).toHaveAccessibleDescription(DISPUTE_MESSAGES.amountTooHigh);
      expect(amount()).toHaveFocus();
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(DECIDE)).toHaveLength(0);
  });

  it('says a missing amount under the amount, not under the note', async () => {
    const { u, decision, note, submit, amount } = setUp();
    await u.selectOptions(decision, 'partial_refund');
    await u.type(note, NOTE);
    await submit();
    expect(amount()).toHaveAccessibleDescription(DISPUTE_MESSAGES.amountRequired);
    expect(note).not.toHaveAccessibleDescription();
  });

  it('takes a field’s message away once the field is corrected', async () => {
    const { u, decision, note, submit } = setUp();
    await submit();
    expect(decision).toHaveAccessibleDescription(DISPUTE_MESSAGES.outcomeRequired);
    expect(note).toHaveAccessibleDescription(DISPUTE_MESSAGES.noteRequired);
    expect(decision).toHaveFocus();
    await u.selectOptions(decision, 'no_refund');
    expect(screen.queryByText(DISPUTE_MESSAGES.outcomeRequired)).not.toBeInTheDocument();
    expect(note).toHaveAccessibleDescription(DISPUTE_MESSAGES.noteRequired);
    await u.type(note, 'x');
    expect(screen.queryByText(DISPUTE_MESSAGES.noteRequired)).not.toBeInTheDocument();
  });

  it('asks before a refund, naming the amount and who receives it; going back sends nothing', async () => {
    const { api, u, decision, note, submit, amount } = setUp();
    await u.selectOptions(decision, 'partial_refund');
    await u.type(amount(), '200');
    await u.type(note, NOTE);
    await submit();
    const ask = await screen.findByRole('alertdialog', { name: 'Refund €200 to Rooftop Bar?' });
    expect(ask).toHaveTextContent('€200 goes back to Rooftop Bar’s card now');
    expect(ask).toHaveTextContent('cannot be taken back');
    await u.click(within(ask).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(DECIDE)).toHaveLength(0);

    await submit();
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund €200' }),
    );
    await waitFor(() => expect(api.callsTo(DECIDE)).toHaveLength(1));
    expect(api.callsTo(DECIDE)[0]?.body).toEqual({
      outcome: 'partial_refund',
      refund_amount: 200,
      note: NOTE,
    });
  });

  it('asks before a full refund with what was charged, and decides no refund without asking', async () => {
    const { api, u, decision, note, submit } = setUp();
    await u.selectOptions(decision, 'full_refund');
    await u.type(note, NOTE);
    await submit();
    const ask = await screen.findByRole('alertdialog', { name: 'Refund €450 to Rooftop Bar?' });
    await u.click(within(ask).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await u.selectOptions(decision, 'no_refund');
    await submit();
    await waitFor(() => expect(api.callsTo(DECIDE)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(DECIDE)[0]?.body).toEqual({ outcome: 'no_refund', note: NOTE });
  });
});
