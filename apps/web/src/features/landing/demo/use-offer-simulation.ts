import { useCallback, useEffect, useRef, useState } from 'react';
import {
  acceptCounter,
  declineCounter,
  highlightChanged,
  nextHighlightEnd,
  OFFER_SIMULATION,
  simulateOffersTick,
  type TDemoOffer,
  type TRandom,
} from '@cuepoint/domain/demo/offer-simulation';

export type OfferSimulation = {
  offers: TDemoOffer[];
  isHighlighted(id: number): boolean;
  accept(id: number): void;
  decline(id: number): void;
};

/**
 * The demo's offers, moved by the simulation (docs/product/content.md): a tick every 10 s, changed offers highlighted
 * for 5 s. Runs only while the demo is on screen; `random` and `now` are the browser's unless a test hands in its own.
 */
export function useOfferSimulation(
  initial: readonly TDemoOffer[],
  { random = Math.random, now = () => new Date() }: { random?: TRandom; now?: () => Date } = {},
): OfferSimulation {
  const [offers, setOffers] = useState<TDemoOffer[]>(() => [...initial]);
  const [highlights, setHighlights] = useState<Record<number, number>>({});
  // The offers as the next tick sees them: draws happen outside state updaters, once per tick.
  const latest = useRef(offers);
  const clock = useRef({ random, now });
  useEffect(() => {
    clock.current = { random, now };
  });

  const apply = useCallback((next: TDemoOffer[], changed: readonly number[], at: Date) => {
    latest.current = next;
    setOffers(next);
    setHighlights((marks) => highlightChanged(marks, changed, at.getTime()));
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      const at = clock.current.now();
      const result = simulateOffersTick(latest.current, clock.current.random, at);
      if (result.changed.length) apply(result.offers, result.changed, at);
    }, OFFER_SIMULATION.tickMs);
    return () => clearInterval(timer);
  }, [apply]);

  // One timer for the highlight that ends first; the next one is set when it fires.
  useEffect(() => {
    const nowMs = clock.current.now().getTime();
    const end = nextHighlightEnd(highlights, nowMs);
    if (end === null) return;
    const timer = setTimeout(
      () => setHighlights((marks) => highlightChanged(marks, [], clock.current.now().getTime())),
      end - nowMs,
    );
    return () => clearTimeout(timer);
  }, [highlights]);

  const answer = useCallback(
    (id: number, move: typeof acceptCounter) => {
      const at = clock.current.now();
      apply(
        latest.current.map((offer) => (offer.id === id ? move(offer, at) : offer)),
        [id],
        at,
      );
    },
    [apply],
  );

  const isHighlighted = useCallback(
    (id: number) => (highlights[id] ?? 0) > clock.current.now().getTime(),
    [highlights],
  );
  return {
    offers,
    isHighlighted,
    accept: useCallback((id: number) => answer(id, acceptCounter), [answer]),
    decline: useCallback((id: number) => answer(id, declineCounter), [answer]),
  };
}
