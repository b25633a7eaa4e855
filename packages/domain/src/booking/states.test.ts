import { describe, expect, it } from 'vitest';
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
    expect(statusTone('pending')).toBe('yellow');
    expect(statusTone('active')).toBe('green');
    expect(statusTone('completed')).toBe('blue');
    for (const other of ['cancelled', 'expired', 'declined', '', 'Pending'])
      expect(statusTone(other)).toBe('red');
  });

  it('shows statuses capitalized', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(statusLabel('')).toBe('');
  });
});
