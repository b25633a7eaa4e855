import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import fc from 'fast-check';
import {
  CANCELLATION_NOTICE_HOURS,
  CANCELLATION_NOTICE_LABELS,
  CONTRACT_LIMITS,
  formatCancellationNotice,
  PAYMENT_TERMS,
  TERMS_MESSAGES,
  bookingStatusOf,
  cancellationDeadline,
  cancellationIsLate,
  needsAuthorization,
  normalizeTerms,
  payoutParts,
  percentOfMinor,
} from './contract.ts';
import { feeBreakdown } from '../pricing/fees.ts';

const CAPTURED = new Date('2026-06-09T21:00:00Z');
const ENDS = new Date('2026-06-10T23:00:00Z');

describe('payout parts', () => {
  it('follows each payment term', () => {
    expect(payoutParts('upfront', 28_900, CAPTURED, ENDS)).toEqual([
      { kind: 'upfront', amountMinor: 28_900, dueAt: CAPTURED },
    ]);
    expect(payoutParts('after', 28_900, CAPTURED, ENDS)).toEqual([
      { kind: 'after_event', amountMinor: 28_900, dueAt: ENDS },
    ]);
    expect(payoutParts('50_50', 28_901, CAPTURED, ENDS)).toEqual([
      { kind: 'upfront', amountMinor: 14_451, dueAt: CAPTURED },
      { kind: 'after_event', amountMinor: 14_450, dueAt: ENDS },
    ]);
    expect(payoutParts({ paymentTerms: '30_70' }, 28_905, CAPTURED, ENDS)).toEqual([
      { kind: 'upfront', amountMinor: 8_672, dueAt: CAPTURED },
      { kind: 'after_event', amountMinor: 20_233, dueAt: ENDS },
    ]);
  });

  it('rounds the upfront share half up, in integers', () => {
    expect(percentOfMinor(1, 50)).toBe(1);
    expect(percentOfMinor(5, 30)).toBe(2);
    expect(percentOfMinor(15, 30)).toBe(5);
    expect(percentOfMinor(3, 50)).toBe(2);
    expect(percentOfMinor(0, 30)).toBe(0);
  });

  it('leaves out parts of nothing and refuses payouts that are not whole cents', () => {
    expect(payoutParts('50_50', 1, CAPTURED, ENDS)).toEqual([
      { kind: 'upfront', amountMinor: 1, dueAt: CAPTURED },
    ]);
    expect(payoutParts('30_70', 0, CAPTURED, ENDS)).toEqual([]);
    expect(() => payoutParts('30_70', -1, CAPTURED, ENDS)).toThrow(RangeError);
    expect(() => payoutParts('30_70', 1.5, CAPTURED, ENDS)).toThrow(RangeError);
  });

  it('always sums to the payout, never negative, for any terms and agreed price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_TERMS),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom(0.5, 1, 1.5, 2, 3, 12),
        (terms, rateMinor, hours) => {
          const payout = Math.max(0, feeBreakdown(hours, rateMinor).djPayoutMinor);
          const parts = payoutParts(terms, payout, CAPTURED, ENDS);
          expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(payout);
          for (const part of parts) {
            expect(part.amountMinor).toBeGreaterThan(0);
            expect(Number.isInteger(part.amountMinor)).toBe(true);
          }
          expect(new Set(parts.map((part) => part.kind)).size).toBe(parts.length);
          if (terms === 'upfront') expect(parts.every((part) => part.kind === 'upfront')).toBe(true);
          if (terms === 'after') expect(parts.every((part) => part.kind === 'after_event')).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('pays the upfront share within half a cent of the exact share', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_TERMS),
        fc.integer({ min: 0, max: 99_999_999 }),
        (terms, payout) => {
          const upfront = payoutParts(terms, payout, CAPTURED, ENDS).find((part) => part.kind === 'upfront');
          const share = { '50_50': 0.5, upfront: 1, after: 0, '30_70': 0.3 }[terms];
          expect(Math.abs((upfront?.amountMinor ?? 0) - payout * share)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });
});

describe('the cancellation notice', () => {
  const event = new Date('2026-06-10T21:00:00Z');

  it('charges from the deadline on', () => {
    expect(cancellationDeadline(event, 72)).toEqual(new Date('2026-06-07T21:00:00Z'));
    expect(cancellationIsLate(event, 72, new Date('2026-06-07T20:59:59.999Z'))).toBe(false);
    expect(cancellationIsLate(event, 72, new Date('2026-06-07T21:00:00Z'))).toBe(true);
    expect(cancellationIsLate(event, 168, new Date('2026-06-03T21:00:00Z'))).toBe(true);
    expect(cancellationIsLate(event, 24, new Date('2026-06-09T20:00:00Z'))).toBe(false);
  });
});

describe('contract terms', () => {
  it('fills the defaults and normalises the texts', () => {
    expect(normalizeTerms({})).toEqual({
      ok: true,
      terms: {
        paymentTerms: '50_50',
        cancellationNoticeHours: 72,
        equipmentProvided: [],
        additionalTerms: null,
        specialRequirements: null,
      },
    });
    expect(
      normalizeTerms({
        paymentTerms: '30_70',
        cancellationNoticeHours: 168,
        equipmentProvided: [' Mixer', 'MIXER ', '', 'Two  CDJs'],
        additionalTerms: '   ',
        specialRequirements: ' Quiet until 20:00 ',
      }),
    ).toEqual({
      ok: true,
      terms: {
        paymentTerms: '30_70',
        cancellationNoticeHours: 168,
        equipmentProvided: ['Mixer', 'Two CDJs'],
        additionalTerms: null,
        specialRequirements: 'Quiet until 20:00',
      },
    });
  });

  it.each([
    [{ paymentTerms: 'half' }, TERMS_MESSAGES.paymentTermsInvalid],
    [{ cancellationNoticeHours: 36 }, TERMS_MESSAGES.noticeInvalid],
    [{ equipmentProvided: ['x'.repeat(101)] }, TERMS_MESSAGES.equipmentItemTooLong],
    [
      { equipmentProvided: Array.from({ length: 31 }, (_, i) => `Item ${i}`) },
      TERMS_MESSAGES.equipmentTooMany,
    ],
    [
      { additionalTerms: 'x'.repeat(CONTRACT_LIMITS.additionalTerms + 1) },
      TERMS_MESSAGES.additionalTermsTooLong,
    ],
    [
      { specialRequirements: 'x'.repeat(CONTRACT_LIMITS.specialRequirements + 1) },
      TERMS_MESSAGES.specialRequirementsTooLong,
    ],
  ])('refuses %j', (input, reason) => {
    expect(normalizeTerms(input)).toEqual({ ok: false, reason });
  });

  it('keeps any list once per item whatever the case, trimmed and never blank', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 40 }), (items) => {
        const result = normalizeTerms({ equipmentProvided: items });
        if (!result.ok) return;
        const kept = result.terms.equipmentProvided;
        expect(new Set(kept.map((item) => item.toLocaleLowerCase('en'))).size).toBe(kept.length);
        for (const item of kept) expect(item).toBe(item.trim());
        expect(kept.every((item) => item.length > 0)).toBe(true);
      }),
    );
  });
});

describe('a booking seen from its request', () => {
  it('takes its status from the request', () => {
    expectMapping(bookingStatusOf, {
      accepted: 'awaiting_confirmation',
      confirmed: 'confirmed',
      completed: 'completed',
      cancelled: 'cancelled',
      expired: 'expired',
      shared: null,
    });
  });

  it('needs a new authorization when the card failed or the price is above the hold', () => {
    const base = {
      status: 'accepted',
      payment: 'authorized',
      amountMinor: 30_000,
      chargeMinor: 30_000,
    } as const;
    expect(needsAuthorization(base)).toBe(false);
    expect(needsAuthorization({ ...base, chargeMinor: 30_001 })).toBe(true);
    expect(needsAuthorization({ ...base, payment: 'failed' })).toBe(true);
    expect(needsAuthorization({ ...base, status: 'expired', payment: 'failed' })).toBe(false);
  });
});

describe('formatCancellationNotice', () => {
  it('says every notice in one wording: hours in full, whole weeks as weeks', () => {
    expect(CANCELLATION_NOTICE_HOURS.map(formatCancellationNotice)).toEqual([
      '72 hours',
      '48 hours',
      '24 hours',
      '1 week',
    ]);
    expect(formatCancellationNotice(336)).toBe('2 weeks');
    expect(formatCancellationNotice(1)).toBe('1 hour');
    expect(CANCELLATION_NOTICE_LABELS[72]).toBe(formatCancellationNotice(72));
  });
});
