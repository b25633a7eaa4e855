import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The booking tests' clock: Date stands at 10:34 UTC on 10 June 2026 (timers stay real). After each test the clock,
 * the stubbed globals and the session's pending payment are put back.
 */
export function freezeBookingClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T10:34:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
}
