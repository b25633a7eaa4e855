import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { TDemoOffer } from '@cuepoint/domain/demo/offer-simulation';
import { useOfferSimulation } from './use-offer-simulation.ts';

const START = new Date('2026-06-01T12:00:00.000Z');

const OFFERS: TDemoOffer[] = [1, 2].map((id) => ({
  id,
  djName: `DJ ${id}`,
  djImage: null,
  eventDate: '2026-06-20',
  eventTime: '22:00',
  offerAmount: 400,
  counterOffer: null,
  status: 'pending',
  message: null,
  lastUpdated: START.toISOString(),
}));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useOfferSimulation', () => {
  it('changes nothing before the first 10 s tick', () => {
    const { result } = renderHook(() => useOfferSimulation(OFFERS, { random: () => 0 }));
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current.offers.map((offer) => offer.status)).toEqual(['pending', 'pending']);
  });

  it('moves the offers the draws pick on each tick and highlights them for 5 s', () => {
    // First offer: 0.1 < 30% changes, 0 picks accepted; second: 0.9 stays pending.
    const draws = [0.1, 0, 0.9];
    const { result } = renderHook(() => useOfferSimulation(OFFERS, { random: () => draws.shift() ?? 0.99 }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.offers.map((offer) => offer.status)).toEqual(['accepted', 'pending']);
    expect(result.current.offers[0]!.lastUpdated).toBe('2026-06-01T12:00:10.000Z');
    expect(result.current.isHighlighted(1)).toBe(true);
    expect(result.current.isHighlighted(2)).toBe(false);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current.isHighlighted(1)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isHighlighted(1)).toBe(false);
  });

  it('accepts and declines counters, highlighting the answered offer', () => {
    const countered = OFFERS.map((offer) => ({
      ...offer,
      status: 'negotiating' as const,
      counterOffer: 460,
    }));
    const { result } = renderHook(() => useOfferSimulation(countered, { random: () => 0.99 }));
    act(() => result.current.accept(1));
    act(() => result.current.decline(2));
    expect(result.current.offers[0]).toMatchObject({
      status: 'accepted',
      offerAmount: 460,
      counterOffer: null,
    });
    expect(result.current.offers[1]).toMatchObject({
      status: 'declined',
      message: 'Counter offer declined.',
    });
    expect(result.current.isHighlighted(1)).toBe(true);
  });

  it('stops ticking once the demo is gone', () => {
    const random = vi.fn(() => 0.99);
    const { unmount } = renderHook(() => useOfferSimulation(OFFERS, { random }));
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(random).not.toHaveBeenCalled();
  });
});
