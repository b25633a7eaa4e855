import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/booking-api.ts';
import { THREAD_NOTICES, threadNotice } from './thread-notice.ts';

describe('threadNotice', () => {
  it('says details are hidden until a booking is confirmed, whatever the booking', () => {
    for (const status of [...BOOKING_STATUSES, null])
      expect(threadNotice(false, status)).toBe(THREAD_NOTICES.hidden);
  });

  it('calls the booking confirmed only while it is confirmed or completed', () => {
    expect(threadNotice(true, 'confirmed')).toBe(THREAD_NOTICES.shown);
    expect(threadNotice(true, 'completed')).toBe(THREAD_NOTICES.shown);
    expect(threadNotice(true, 'cancelled')).toBe(THREAD_NOTICES.cancelled);
    expect(threadNotice(true, 'expired')).toBe(THREAD_NOTICES.expired);
    expect(threadNotice(true, null)).toBe(THREAD_NOTICES.bookedBefore);
    for (const status of ['cancelled', 'expired', 'awaiting_confirmation', null] as const)
      expect(threadNotice(true, status)).not.toMatch(/is confirmed/);
  });
});
