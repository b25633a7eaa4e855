/** Set by the script the server inlines at the top of a rendered page (apps/server/src/http/pages/early-taps.ts). */
const EARLY_TAPS_GLOBAL = '__cuepointEarlyTaps';

type TakeEarlyTaps = () => Element[];

/**
 * Replays the taps the page held before the app took it over: each control still on the page is clicked again, now
 * that the app listens. Answers how many were replayed. Held taps are handed over once.
 */
export function replayEarlyTaps(win: Window = window): number {
  const take = (win as unknown as Record<string, TakeEarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  if (typeof take !== 'function') return 0;
  let replayed = 0;
  for (const control of take()) {
    if (!control.isConnected || !(control instanceof HTMLElement)) continue;
    if ((control as HTMLButtonElement).disabled) continue;
    control.click();
    replayed += 1;
  }
  return replayed;
}
