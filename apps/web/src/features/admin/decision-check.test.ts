import { describe, expect, it } from 'vitest';
import { DISPUTE_MESSAGES } from '@cuepoint/domain/trust/disputes';
import { checkDecision } from './decision-check.ts';

const note = 'Half the set was lost to a late start.';

describe('a dispute decision as the form checks it', () => {
  it('refuses a partial refund of all that was charged or more, on the amount', () => {
    for (const amount of ['450', '450.00', '500'])
      expect(checkDecision({ outcome: 'partial_refund', amount, note }, 450)).toEqual({
        body: null,
        errors: { refund_amount: DISPUTE_MESSAGES.amountTooHigh },
      });
  });

  it('sends a partial refund below the charge, to the cent', () => {
    expect(checkDecision({ outcome: 'partial_refund', amount: ' 449.99 ', note }, 450)).toEqual({
      body: { outcome: 'partial_refund', refund_amount: 449.99, note },
      errors: null,
    });
  });

  it('puts each problem under its own field, all at once', () => {
    expect(checkDecision({ outcome: 'partial_refund', amount: '', note: '' }, 450).errors).toEqual({
      refund_amount: DISPUTE_MESSAGES.amountRequired,
      note: DISPUTE_MESSAGES.noteRequired,
    });
    expect(checkDecision({ outcome: '', amount: '', note }, 450).errors).toEqual({
      outcome: DISPUTE_MESSAGES.outcomeRequired,
    });
    expect(checkDecision({ outcome: 'partial_refund', amount: 'abc', note }, 450).errors).toEqual({
      refund_amount: DISPUTE_MESSAGES.amountRequired,
    });
    // The charge is checked alongside the other fields' problems, not after them.
    expect(checkDecision({ outcome: 'partial_refund', amount: '900', note: '' }, 450).errors).toEqual({
      refund_amount: DISPUTE_MESSAGES.amountTooHigh,
      note: DISPUTE_MESSAGES.noteRequired,
    });
  });

  it('sends no amount with a full or no refund, whatever the hidden field held', () => {
    expect(checkDecision({ outcome: 'full_refund', amount: '900', note }, 450).body).toEqual({
      outcome: 'full_refund',
      note,
    });
  });
});
