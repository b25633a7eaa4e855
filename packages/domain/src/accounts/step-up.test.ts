import { describe, expect, it } from 'vitest';
import { STEP_UP_WINDOW_MS, withinStepUpWindow } from './step-up.ts';

describe('withinStepUpWindow', () => {
  const confirmed = new Date('2026-05-01T10:00:00Z');
  const after = (ms: number) => new Date(confirmed.getTime() + ms);

  it('is open for ten minutes after the credential was proved', () => {
    expect(STEP_UP_WINDOW_MS).toBe(10 * 60_000);
    expect(withinStepUpWindow(confirmed, confirmed)).toBe(true);
    expect(withinStepUpWindow(confirmed, after(STEP_UP_WINDOW_MS - 1))).toBe(true);
  });

  it('is closed at ten minutes and before any proof', () => {
    expect(withinStepUpWindow(confirmed, after(STEP_UP_WINDOW_MS))).toBe(false);
    expect(withinStepUpWindow(null, confirmed)).toBe(false);
  });
});
