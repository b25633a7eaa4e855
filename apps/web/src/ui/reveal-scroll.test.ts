import { describe, expect, it } from 'vitest';
import { scrollLeftToReveal } from './reveal-scroll.ts';

const list = { left: 0, width: 390 };

describe('scrollLeftToReveal', () => {
  it('leaves a tab in view where it is', () => {
    expect(scrollLeftToReveal(list, { left: 20, width: 100 }, 0)).toBeNull();
  });

  it('scrolls a tab past the right edge in, with its padding', () => {
    expect(scrollLeftToReveal(list, { left: 500, width: 150 }, 0)).toBe(500 + 150 + 16 - 390);
  });

  it('scrolls back to a tab before the left edge, never below 0', () => {
    expect(scrollLeftToReveal(list, { left: -100, width: 120 }, 300)).toBe(300 - 116);
    expect(scrollLeftToReveal(list, { left: 4, width: 120 }, 5)).toBe(0);
  });

  it('shows the start of a tab wider than the view', () => {
    expect(scrollLeftToReveal(list, { left: 400, width: 600 }, 0)).toBe(400 - 16);
  });
});
