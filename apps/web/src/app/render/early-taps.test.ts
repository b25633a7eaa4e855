import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTaps } from './early-taps.ts';

const GLOBAL = '__cuepointEarlyTaps';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[GLOBAL];
  document.body.innerHTML = '';
});

describe('replayEarlyTaps', () => {
  it('clicks again each held control still on the page, once', () => {
    const approve = document.createElement('button');
    const gone = document.createElement('button');
    const disabled = document.createElement('button');
    disabled.disabled = true;
    document.body.append(approve, disabled);
    const onApprove = vi.fn();
    const onGone = vi.fn();
    const onDisabled = vi.fn();
    approve.addEventListener('click', onApprove);
    gone.addEventListener('click', onGone);
    disabled.addEventListener('click', onDisabled);
    let held: Element[] = [approve, gone, disabled];
    (window as unknown as Record<string, unknown>)[GLOBAL] = () => {
      const taps = held;
      held = [];
      return taps;
    };

    expect(replayEarlyTaps()).toBe(1);
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(onGone).not.toHaveBeenCalled();
    expect(onDisabled).not.toHaveBeenCalled();
    // Held taps are handed over once: a second take-over (Strict Mode's effects run twice) replays nothing.
    expect(replayEarlyTaps()).toBe(0);
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page the server did not render', () => {
    expect(replayEarlyTaps()).toBe(0);
  });
});
