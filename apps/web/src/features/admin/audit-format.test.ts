import { describe, expect, it } from 'vitest';
import { OPERATOR_ACTIONS } from '@cuepoint/domain/trust/admin';
import { DATE_TIME_WITH_ZONE } from '../../lib/place-time-format.ts';
import {
  actionLabel,
  auditDetailText,
  formatAuditTime,
  humanizeKey,
  OPERATOR_ACTION_LABELS,
  targetLabel,
} from './audit-format.ts';

const decided = {
  booking_id: 8,
  outcome: 'partial_refund',
  refund_minor: 15000,
  dj_share_minor: 14455,
  platform_share_minor: 545,
  note: 'Half the set was lost.',
};

describe('the operator audit in words', () => {
  it('names every operator action in words', () => {
    for (const action of OPERATOR_ACTIONS) expect(OPERATOR_ACTION_LABELS[action]).not.toMatch(/[._]/);
    expect(actionLabel('dispute.decided')).toBe('Dispute decided');
    expect(actionLabel('booking.viewed')).toBe('Booking viewed');
    // An action this page does not know yet still reads as words.
    expect(actionLabel('payout.held_back')).toBe('Payout held back');
  });

  it('reads a decision’s amounts in the dispute’s currency, from minor units', () => {
    expect(auditDetailText({ detail: decided, currency: 'EUR' })).toBe(
      'Booking: #8 · Outcome: Partial refund · Refund: €150 · From the DJ: €144.55 · From the platform: €5.45 · Note: Half the set was lost.',
    );
  });

  it('converts amounts without a currency to major units rather than showing cents', () => {
    expect(auditDetailText({ detail: { refund_minor: 15000 }, currency: null })).toBe('Refund: 150.00');
  });

  it('keeps keys it has no words for, under a readable name', () => {
    expect(
      auditDetailText({
        detail: {
          reason: 'Spam',
          requestIds: [4, 5],
          bookingIds: [],
          gateway_code: 'card_declined',
          extraMinor: 1,
        },
        currency: null,
      }),
    ).toBe(
      'Reason: Spam · Requests passed on: #4, #5 · Bookings cancelled: none · Gateway code: card_declined · Extra minor: 1',
    );
    expect(humanizeKey('withdrawnRequestIds')).toBe('Withdrawn request ids');
  });

  it('names what a report was about as one part', () => {
    expect(
      auditDetailText({
        detail: { target: 'message', target_id: 5, note: 'Off-platform payment' },
        currency: null,
      }),
    ).toBe('Content: Message #5 · Note: Off-platform payment');
  });

  it('names the target of an action, without an id for an announcement', () => {
    expect(targetLabel({ target: 'dispute', target_id: 4 })).toBe('Dispute #4');
    expect(targetLabel({ target: 'user', target_id: 12 })).toBe('Account #12');
    expect(targetLabel({ target: 'announcement', target_id: 0 })).toBe('Announcement');
  });

  it('says when with the zone: UTC, named, until the page is hydrated, then the reader’s', () => {
    const at = '2026-11-28T04:08:45.000Z';
    expect(formatAuditTime(at, false)).toBe('Nov 28, 2026, 4:08 AM UTC');
    expect(formatAuditTime(at, true)).toBe(
      new Intl.DateTimeFormat('en-US', DATE_TIME_WITH_ZONE).format(new Date(at)),
    );
  });
});
