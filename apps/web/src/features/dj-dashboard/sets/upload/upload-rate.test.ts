import { describe, expect, it } from 'vitest';
import { addSample, bytesPerSecond, RATE_WINDOW_MS, secondsLeft } from './upload-rate.ts';

describe('upload rate', () => {
  it('measures the speed over the last seconds only', () => {
    let samples = addSample([], { at: 0, bytes: 0 });
    expect(bytesPerSecond(samples)).toBeNull();
    samples = addSample(samples, { at: 1000, bytes: 1_000_000 });
    expect(bytesPerSecond(samples)).toBe(1_000_000);
    // A slow stretch later: the early fast second leaves the window.
    samples = addSample(samples, { at: 1000 + RATE_WINDOW_MS, bytes: 2_000_000 });
    samples = addSample(samples, { at: 2000 + RATE_WINDOW_MS, bytes: 2_100_000 });
    expect(bytesPerSecond(samples)).toBe(100_000);
  });

  it('starts over when the offset goes back (a resumed upload reports from where the server stood)', () => {
    const samples = addSample([{ at: 0, bytes: 5_000_000 }], { at: 1000, bytes: 4_000_000 });
    expect(samples).toEqual([{ at: 1000, bytes: 4_000_000 }]);
  });

  it('tells the seconds left at that speed', () => {
    expect(secondsLeft(25, 100, 10)).toBe(8);
    expect(secondsLeft(100, 100, 10)).toBe(0);
    expect(secondsLeft(0, 100, null)).toBeNull();
  });
});
