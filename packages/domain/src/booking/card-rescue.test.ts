import { describe, expect, it } from 'vitest';
import { declineKindOf, isRetryable } from './card-rescue.ts';
import { authorizationRetryAt, rescueReminderAt } from './schedule.ts';

describe('a failed authorization', () => {
  it('is soft when the bank may say yes later, authentication when it wants the customer, hard otherwise', () => {
    const declined = (decline_code: string) => ({ code: 'card_declined', decline_code });
    expect(declineKindOf(declined('insufficient_funds'))).toBe('soft');
    expect(declineKindOf(declined('generic_decline'))).toBe('soft');
    expect(declineKindOf({ code: 'card_declined', decline_code: null })).toBe('soft');
    expect(declineKindOf({ code: 'authentication_required', decline_code: 'authentication_required' })).toBe(
      'authentication',
    );
    expect(declineKindOf(null, true)).toBe('authentication');
    for (const code of ['stolen_card', 'lost_card', 'fraudulent', 'expired_card', 'pickup_card'])
      expect(declineKindOf(declined(code)), code).toBe('hard');
    expect(declineKindOf({ code: 'expired_card', decline_code: null })).toBe('hard');
    expect(declineKindOf(null)).toBe('hard');
  });

  it('is retried once, and only a soft decline', () => {
    const at = new Date('2026-06-10T12:00:00Z');
    expect(isRetryable({ kind: 'soft', at, retried: false, reminded: false })).toBe(true);
    expect(isRetryable({ kind: 'soft', at, retried: true, reminded: false })).toBe(false);
    expect(isRetryable({ kind: 'authentication', at, retried: false, reminded: false })).toBe(false);
    expect(isRetryable({ kind: 'hard', at, retried: false, reminded: false })).toBe(false);
    expect(isRetryable(null)).toBe(false);
    expect(authorizationRetryAt(at).toISOString()).toBe('2026-06-11T12:00:00.000Z');
    expect(rescueReminderAt(at).toISOString()).toBe('2026-06-08T12:00:00.000Z');
  });
});
