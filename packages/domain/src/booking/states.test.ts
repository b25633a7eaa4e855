import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import {
  FINAL_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  REQUEST_STATUSES,
  isFinalStatus,
  isOpenStatus,
  listedStatus,
  statusLabel,
  statusTone,
} from './states.ts';

describe('booking request states', () => {
  it('lists the payment statuses the API answers', () => {
    expect(PAYMENT_STATUSES).toEqual(['card_saved', 'authorized', 'captured', 'released', 'failed']);
    expect(Object.keys(PAYMENT_STATUS_LABELS).sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('knows its final and open statuses', () => {
    expect(FINAL_STATUSES).toEqual(['completed', 'expired', 'cancelled']);
    expect(REQUEST_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'expired', 'cancelled']);
    expect(REQUEST_STATUSES.filter(isOpenStatus)).toEqual(['routed_to_dj', 'shared']);
  });

  it('lists requests as pending, active, completed or what ended them', () => {
    expect(REQUEST_STATUSES.map(listedStatus)).toEqual([
      'pending',
      'pending',
      'pending',
      'active',
      'active',
      'active',
      'completed',
      'expired',
      'cancelled',
    ]);
  });

  it('colours pending yellow, active green, completed blue and anything else red (docs/product/booking-requests.md)', () => {
    expectMapping(statusTone, {
      pending: 'yellow',
      active: 'green',
      completed: 'blue',
    });
    for (const other of ['cancelled', 'expired', 'declined', '', 'Pending'])
      expect(statusTone(other)).toBe('red');
  });

  it('shows statuses capitalized', () => {
    expectMapping(statusLabel, {
      pending: 'Pending',
      cancelled: 'Cancelled',
      '': '',
    });
  });
});
