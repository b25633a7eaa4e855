/**
 * The offers simulation of the role pages' demo dashboards (docs/product/offers-and-contracts.md), and only of them:
 * every 10 s each pending offer has a 30% chance to become accepted, declined or negotiating (a negotiating one carries
 * a counter offer), and what changed is highlighted for 5 s. A venue may accept a counter (after a confirmation) or
 * decline it. Pure functions on plain data: the demo's hook drives them with the browser's timers and `Math.random`,
 * the tests with fake timers and a scripted random. No zod, nothing of the server.
 */
import { OFFER_ANSWER_TEXTS } from '../booking/offer-texts.ts';

export const OFFER_SIMULATION = {
  /** How often pending offers may change. */
  tickMs: 10_000,
  /** The chance a pending offer changes on one tick. */
  changeChance: 0.3,
  /** How long a changed offer stays highlighted. */
  highlightMs: 5_000,
} as const;

export const DEMO_OFFER_STATUSES = ['pending', 'accepted', 'declined', 'negotiating'] as const;
export type TDemoOfferStatus = (typeof DEMO_OFFER_STATUSES)[number];

/** docs/product/offers-and-contracts.md: what the demo's booking updates list. Amounts in the currency's major unit. */
export type TDemoOffer = {
  id: number;
  djName: string;
  djImage: string | null;
  eventDate: string;
  eventTime: string;
  offerAmount: number;
  counterOffer: number | null;
  status: TDemoOfferStatus;
  message: string | null;
  /** ISO 8601 instant. */
  lastUpdated: string;
};

export const DEMO_OFFER_MESSAGES = {
  counterAccepted: OFFER_ANSWER_TEXTS.acceptedByCustomer,
  counterDeclined: OFFER_ANSWER_TEXTS.counterDeclined,
  accepted: 'The DJ accepted your offer.',
  declined: 'The DJ is not available on this date.',
  negotiating: 'The DJ proposed a counter offer.',
} as const;

/** The statuses a pending offer may move to, in the order a random draw picks them. */
const NEXT_STATUSES = ['accepted', 'declined', 'negotiating'] as const satisfies readonly TDemoOfferStatus[];

/** A counter offer is 10% to 30% above the offer, rounded to 5. */
const COUNTER_RAISE = { min: 0.1, spread: 0.2, roundTo: 5 } as const;

export type TRandom = () => number;

/** A value in [0, length) from a draw in [0, 1), safe against a draw of exactly 1. */
function pick(random: TRandom, length: number): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

export function counterFor(offerAmount: number, random: TRandom): number {
  // Whole cents first, so 400 × 1.1 is 440 and not 440.00000000000006 (which would round up to 445).
  const raisedCents = Math.round(
    offerAmount * 100 * (1 + COUNTER_RAISE.min + random() * COUNTER_RAISE.spread),
  );
  return Math.ceil(raisedCents / 100 / COUNTER_RAISE.roundTo) * COUNTER_RAISE.roundTo;
}

/**
 * One tick: each pending offer draws once for whether it changes and, if so, once for what it becomes (and once more
 * for a counter's amount). Offers that are not pending stay as they are. Returns the offers and the ids that changed.
 */
export function simulateOffersTick(
  offers: readonly TDemoOffer[],
  random: TRandom,
  now: Date,
): { offers: TDemoOffer[]; changed: number[] } {
  const changed: number[] = [];
  const next = offers.map((offer) => {
    if (offer.status !== 'pending') return offer;
    if (random() >= OFFER_SIMULATION.changeChance) return offer;
    const status = NEXT_STATUSES[pick(random, NEXT_STATUSES.length)]!;
    changed.push(offer.id);
    return {
      ...offer,
      status,
      counterOffer: status === 'negotiating' ? counterFor(offer.offerAmount, random) : null,
      message: DEMO_OFFER_MESSAGES[status],
      lastUpdated: now.toISOString(),
    };
  });
  return { offers: next, changed };
}

/**
 * Whether the venue may answer this offer's counter (docs/product/offers-and-contracts.md: negotiating with a counter
 * offer).
 */
export function canAnswerCounter(offer: TDemoOffer): boolean {
  return offer.status === 'negotiating' && offer.counterOffer !== null;
}

/** Accept (after the confirmation): accepted at the counter's amount, the counter cleared. */
export function acceptCounter(offer: TDemoOffer, now: Date): TDemoOffer {
  if (!canAnswerCounter(offer)) return offer;
  return {
    ...offer,
    status: 'accepted',
    offerAmount: offer.counterOffer!,
    counterOffer: null,
    message: DEMO_OFFER_MESSAGES.counterAccepted,
    lastUpdated: now.toISOString(),
  };
}

/** Decline: declined, the counter cleared. */
export function declineCounter(offer: TDemoOffer, now: Date): TDemoOffer {
  if (!canAnswerCounter(offer)) return offer;
  return {
    ...offer,
    status: 'declined',
    counterOffer: null,
    message: DEMO_OFFER_MESSAGES.counterDeclined,
    lastUpdated: now.toISOString(),
  };
}

/** Highlights as the instant (ms) each ends: the changed ids get a fresh 5 s, ended ones are dropped. */
export function highlightChanged(
  highlights: Readonly<Record<number, number>>,
  changed: readonly number[],
  nowMs: number,
): Record<number, number> {
  const next: Record<number, number> = {};
  for (const [id, until] of Object.entries(highlights)) if (until > nowMs) next[Number(id)] = until;
  for (const id of changed) next[id] = nowMs + OFFER_SIMULATION.highlightMs;
  return next;
}

/** The instant the next highlight ends, or null when none is left. */
export function nextHighlightEnd(highlights: Readonly<Record<number, number>>, nowMs: number): number | null {
  const ends = Object.values(highlights).filter((until) => until > nowMs);
  return ends.length ? Math.min(...ends) : null;
}
