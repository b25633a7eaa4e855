import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { LiveIndicator } from './live-indicator.tsx';
import { HIGHLIGHT_MS, useHighlight } from './use-highlight.ts';
import { RELATIVE_TIME_TICK_MS, setRelativeTimeClock, useRelativeTime } from './use-relative-time.ts';

describe('LiveIndicator', () => {
  it("says 'Live' while connected and 'Reconnecting…' while not, politely announced", () => {
    const view = render(<LiveIndicator connected />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Live');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('live-dot')).toHaveAttribute('aria-hidden');
    view.rerender(<LiveIndicator connected={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
  });
});

describe('useRelativeTime', () => {
  let now = new Date('2026-11-22T12:00:00Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setRelativeTimeClock(() => now);
  });
  afterEach(() => {
    setRelativeTimeClock(null);
    vi.useRealTimers();
  });

  it("moves from 'Just now' to minutes, hours and days, every 30 seconds", () => {
    const changedAt = now.toISOString();
    const { result } = renderHook(() => useRelativeTime(changedAt));
    expect(result.current).toBe('Just now');
    now = new Date(now.getTime() + 61_000);
    expect(result.current).toBe('Just now');
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_TICK_MS));
    expect(result.current).toBe('1 minute ago');
    now = new Date(now.getTime() + 2 * 3_600_000);
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_TICK_MS));
    expect(result.current).toBe('2 hours ago');
    now = new Date(now.getTime() + 3 * 86_400_000);
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_TICK_MS));
    expect(result.current).toBe('3 days ago');
  });

  it('is empty without a time', () => {
    const { result } = renderHook(() => useRelativeTime(null));
    expect(result.current).toBe('');
  });
});

describe('useHighlight', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('highlights for 5 seconds after a change, never on first render', () => {
    const { result, rerender } = renderHook(({ key }) => useHighlight(key), {
      initialProps: { key: '2026-11-22T12:00:00Z' },
    });
    expect(result.current).toBe(false);
    rerender({ key: '2026-11-22T12:01:00Z' });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('starts over when the row changes again', () => {
    const { result, rerender } = renderHook(({ key }) => useHighlight(key, 1000), {
      initialProps: { key: 'pending' },
    });
    rerender({ key: 'negotiating' });
    act(() => vi.advanceTimersByTime(800));
    rerender({ key: 'accepted' });
    act(() => vi.advanceTimersByTime(800));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(false);
  });
});
