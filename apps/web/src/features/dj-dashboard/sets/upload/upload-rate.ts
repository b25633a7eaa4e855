/**
 * Upload speed and time left, from the progress reports of the last few seconds (a moving window, so a pause or a
 * burst does not swing the estimate for the rest of the upload).
 */
export type TRateSample = { at: number; bytes: number };

export const RATE_WINDOW_MS = 5000;

/** Keeps the samples of the window ending at the newest one (at least two, when there are two). */
export function addSample(samples: readonly TRateSample[], next: TRateSample): TRateSample[] {
  const kept = samples.filter(
    (sample) => sample.bytes <= next.bytes && next.at - sample.at <= RATE_WINDOW_MS,
  );
  const previous = samples.at(-1);
  if (!kept.length && previous && previous.bytes <= next.bytes) kept.push(previous);
  return [...kept, next];
}

/** Bytes per second over the window; null until it spans some time. */
export function bytesPerSecond(samples: readonly TRateSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 250) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

/** Whole seconds left at that speed; null when there is no speed yet. */
export function secondsLeft(sent: number, total: number, speed: number | null): number | null {
  if (!speed || speed <= 0) return null;
  return Math.max(0, Math.ceil((total - sent) / speed));
}
