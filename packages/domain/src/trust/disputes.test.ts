import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { feeBreakdown } from '../pricing/fees.ts';
import {
  DISPUTE_OPEN_LABELS,
  DISPUTE_STATUS_LABELS,
  DISPUTE_REASON_LABELS,
  disputeReasonLabel,
  disputeStatusLabel,
  nextRefundAttemptAt,
  REFUND_RETRY_DELAYS_MINUTES,
  DISPUTE_MESSAGES,
  ZDecideDisputeBody,
  mayOpenDispute,
  partialRefundIssue,
  planPayoutAdjustment,
  refundOf,
  splitRefund,
  type TPayoutPart,
} from './disputes.ts';
import { DAY_MS } from '../time/durations.ts';

const eventAt = new Date('2027-05-01T20:00:00Z');
const eventEndsAt = new Date('2027-05-01T22:00:00Z');

describe('disputes', () => {
  it('open within 7 days after the event on a charged booking, once', () => {
    const base = { chargedMinor: 29000, eventAt, eventEndsAt, hasDispute: false };
    expect(mayOpenDispute({ ...base, now: new Date(eventAt.getTime() - 1) })).toMatchObject({
      reason: DISPUTE_MESSAGES.tooEarly,
    });
    expect(mayOpenDispute({ ...base, now: new Date(eventEndsAt.getTime() + 7 * DAY_MS) })).toEqual({
      ok: true,
    });
    expect(mayOpenDispute({ ...base, now: new Date(eventEndsAt.getTime() + 7 * DAY_MS + 1) })).toMatchObject({
      reason: DISPUTE_MESSAGES.windowClosed,
    });
    expect(mayOpenDispute({ ...base, chargedMinor: 0, now: eventEndsAt })).toMatchObject({
      reason: DISPUTE_MESSAGES.notCharged,
    });
    expect(mayOpenDispute({ ...base, hasDispute: true, now: eventEndsAt })).toMatchObject({
      code: 'conflict',
    });
  });

  it('split a refund between the DJ and the platform to the cent', () => {
    // 2 h at 150 EUR: the customer paid 300.00, the DJ's payout is 289.00 (docs/product/payments.md)
    const fees = feeBreakdown(2, 15000);
    expect(splitRefund(fees.customerPaysMinor, fees.djPayoutMinor, 10000)).toEqual({
      refundMinor: 10000,
      djShareMinor: 9633,
      platformShareMinor: 367,
    });
    expect(splitRefund(30000, 28900, 30000)).toEqual({
      refundMinor: 30000,
      djShareMinor: 28900,
      platformShareMinor: 1100,
    });
    expect(splitRefund(30000, 28900, 0)).toEqual({ refundMinor: 0, djShareMinor: 0, platformShareMinor: 0 });
  });

  it('never takes more from a side than it received, and adds up exactly', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 99_999_999 })
          .chain((charged) =>
            fc.tuple(
              fc.constant(charged),
              fc.integer({ min: 0, max: charged }),
              fc.integer({ min: 0, max: charged }),
            ),
          ),
        ([charged, payout, refund]) => {
          const split = splitRefund(charged, payout, refund);
          expect(split.djShareMinor + split.platformShareMinor).toBe(refund);
          expect(split.djShareMinor).toBeGreaterThanOrEqual(0);
          expect(split.djShareMinor).toBeLessThanOrEqual(payout);
          expect(split.platformShareMinor).toBeGreaterThanOrEqual(0);
          expect(split.platformShareMinor).toBeLessThanOrEqual(charged - payout);
          if (refund === charged) expect(split.djShareMinor).toBe(payout);
        },
      ),
    );
  });

  it('take the DJ’s share from unpaid parts first, then reverse paid transfers', () => {
    const parts: TPayoutPart[] = [
      { id: 1, amountMinor: 8670, status: 'paid', transferId: 'tr_a', dueAt: new Date(1) },
      { id: 2, amountMinor: 20230, status: 'scheduled', transferId: null, dueAt: new Date(2) },
    ];
    expect(planPayoutAdjustment(parts, 25000)).toEqual({
      reduce: [{ payoutId: 2, fromMinor: 20230, toMinor: 0 }],
      reverse: [{ payoutId: 1, transferId: 'tr_a', amountMinor: 4770 }],
      shortfallMinor: 0,
    });
    const paid = parts.map((part) => ({ ...part, status: 'paid' as const, transferId: `tr_${part.id}` }));
    expect(planPayoutAdjustment(paid, 9633)).toEqual({
      reduce: [],
      reverse: [{ payoutId: 2, transferId: 'tr_2', amountMinor: 9633 }],
      shortfallMinor: 0,
    });
  });

  it('plans adjustments that add up to the share when the payouts cover it', () => {
    const part = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      amountMinor: fc.integer({ min: 0, max: 100_000 }),
      status: fc.constantFrom('scheduled', 'paid', 'failed', 'cancelled'),
      dueAt: fc.integer({ min: 0, max: 1e9 }).map((ms) => new Date(ms)),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(part, { selector: (p) => p.id, maxLength: 3 }),
        fc.nat(300_000),
        (raw, share) => {
          const parts: TPayoutPart[] = raw.map((p) => ({
            ...p,
            transferId: p.status === 'paid' ? `tr_${p.id}` : null,
          }));
          const plan = planPayoutAdjustment(parts, share);
          const taken =
            plan.reduce.reduce((sum, r) => sum + r.fromMinor - r.toMinor, 0) +
            plan.reverse.reduce((sum, r) => sum + r.amountMinor, 0);
          expect(taken + plan.shortfallMinor).toBe(share);
          const available = parts
            .filter((p) => p.status !== 'cancelled')
            .reduce((sum, p) => sum + p.amountMinor, 0);
          expect(plan.shortfallMinor).toBe(Math.max(0, share - available));
          for (const r of plan.reduce) expect(r.toMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('decides in words', () => {
    expect(refundOf('full_refund', 30000, null)).toBe(30000);
    expect(refundOf('partial_refund', 30000, 12345)).toBe(12345);
    expect(
      ZDecideDisputeBody.safeParse({ outcome: 'partial_refund', note: 'Half set' }).error?.issues[0]?.message,
    ).toBe(DISPUTE_MESSAGES.amountRequired);
    expect(
      ZDecideDisputeBody.safeParse({ outcome: 'no_refund', refund_amount: 5, note: 'x' }).error?.issues[0]
        ?.message,
    ).toBe(DISPUTE_MESSAGES.amountWithFull);
  });

  it('take a partial refund below the charge only: all of it or more is refused', () => {
    expect(partialRefundIssue(44_999, 45_000)).toBeNull();
    expect(partialRefundIssue(45_000, 45_000)).toBe(DISPUTE_MESSAGES.amountTooHigh);
    expect(partialRefundIssue(50_000, 45_000)).toBe(DISPUTE_MESSAGES.amountTooHigh);
  });
});

describe('refund retries', () => {
  it('try again after growing delays, then alert the operators', () => {
    const at = new Date('2026-06-01T10:00:00Z');
    const minutes = (date: Date | null) => (date ? (date.getTime() - at.getTime()) / 60_000 : null);
    expect(
      Array.from({ length: REFUND_RETRY_DELAYS_MINUTES.length + 1 }, (_, i) =>
        minutes(nextRefundAttemptAt(i + 1, at)),
      ),
    ).toEqual([1, 5, 30, 120, 480, null]);
  });
});

describe('a dispute’s status from each side', () => {
  it('waits for the other party to its opener, for an answer to the party who must give it', () => {
    const open = { status: 'open', opened_by: 'customer' } as const;
    expect(disputeStatusLabel(open, 'customer')).toBe(DISPUTE_STATUS_LABELS.open);
    expect(disputeStatusLabel(open, 'dj')).toBe(DISPUTE_OPEN_LABELS.yourAnswer);
    expect(disputeStatusLabel(open, 'operator')).toBe(DISPUTE_OPEN_LABELS.djAnswer);
    expect(disputeStatusLabel({ status: 'open', opened_by: 'dj' }, 'customer')).toBe(
      DISPUTE_OPEN_LABELS.yourAnswer,
    );
    expect(disputeStatusLabel({ status: 'open', opened_by: 'dj' }, 'operator')).toBe(
      DISPUTE_OPEN_LABELS.customerAnswer,
    );
  });

  it('says the same to everyone once answered or decided', () => {
    for (const reader of ['customer', 'dj', 'operator'] as const) {
      expect(disputeStatusLabel({ status: 'answered', opened_by: 'customer' }, reader)).toBe(
        DISPUTE_STATUS_LABELS.answered,
      );
      expect(disputeStatusLabel({ status: 'decided', opened_by: 'dj' }, reader)).toBe(
        DISPUTE_STATUS_LABELS.decided,
      );
    }
  });
});

describe('a dispute’s reason once opened', () => {
  it('names who did not show up, the same for every reader', () => {
    expect(disputeReasonLabel({ reason: 'no_show', opened_by: 'customer' })).toBe('The DJ did not show up');
    expect(disputeReasonLabel({ reason: 'no_show', opened_by: 'dj' })).toBe('The customer did not show up');
    // The opening form offers it as 'The other party …'.
    expect(DISPUTE_REASON_LABELS.no_show).toBe('The other party did not show up');
  });

  it('reads the other reasons as the form words them', () => {
    expect(disputeReasonLabel({ reason: 'late_or_short', opened_by: 'dj' })).toBe(
      DISPUTE_REASON_LABELS.late_or_short,
    );
  });
});
