import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';

/**
 * From here on the test moves the clock itself (`setTimeout`/`clearTimeout`): a debounce is measured to the millisecond
 * and nothing waits in real time. Testing Library lets a fake clock run for its own short waits (`findBy…`, `waitFor`)
 * only when it sees a `jest` clock, so it is given one. Call it after the screen has loaded; the user it answers
 * moves the clock as it types. Real timers come back when the test ends.
 */
export function moveTheClockFromHere() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const global = globalThis as { jest?: unknown };
  const before = global.jest;
  global.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  onTestFinished(() => {
    vi.useRealTimers();
    if (before === undefined) delete global.jest;
    else global.jest = before;
  });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Lets `ms` pass on the test's clock, with what the timers started (a request, its answer, a render) finished. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
