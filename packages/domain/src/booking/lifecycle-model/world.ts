import type { TDeclineKind } from '../card-rescue.ts';
import {
  cancellationIsLate,
  type TCancellationNoticeHours,
  type TPaymentTerms,
  type TPayoutPart,
} from '../contract.ts';
import type { TBookingActor, TBookingJob } from '../effects.ts';
import type { TOfferRequestFacts, TOfferState } from '../offers.ts';
import { CARD_FEE_FIXED_MINOR, CARD_FEE_RATE, PLATFORM_FEE_PER_HOUR_MINOR } from '../../pricing/fees.ts';
import { authorizationStrategy } from '../schedule.ts';
import type { TBookingRequest } from '../states.ts';
import { TRANSITION_NAMES, type TTransitionContexts, type TTransitionName } from '../transitions.ts';

/*
 * Model-based test of the lifecycle: random sequences of DJ answers, offers and counters answered by either side,
 * two acceptances at once, confirmations with contract terms (the DJ's, or changed ones the DJ agrees to or sends
 * back), cancellations of the booking by either side at any
 * time, customer moves, clock moves (with every timer due by then fired, on time or all at once at the new time, as
 * the test clock does), gateway answers and stray firings by anyone, against a simulated gateway that keeps every
 * hold and charge, a booking store with one live booking per request (the partial unique index) and the DJ's
 * payouts. After every step the money rules hold; after the event every hold is captured or released.
 */
export const START = new Date('2026-06-01T09:00:00Z');
export const CUSTOMER = 1;
export const TARGET = 7;
export const DJS = [TARGET, 8, 9] as const;

export type Hold = { id: number; status: 'authorized' | 'captured' | 'released'; amountMinor: number };

/** A card a SetupIntent saved to the customer at the gateway, attached until the request detaches it. */
export type SavedCard = { id: number; attached: boolean };

export type Booking = {
  djId: number;
  chargeMinor: number;
  status:
    'awaiting_confirmation' | 'awaiting_dj_agreement' | 'confirmed' | 'completed' | 'cancelled' | 'expired';
};
export const LIVE_BOOKING = ['awaiting_confirmation', 'awaiting_dj_agreement', 'confirmed', 'completed'];

export type World = {
  now: Date;
  state: TBookingRequest;
  submitted: boolean;
  jobs: { job: TBookingJob; at: Date }[];
  holds: Hold[];
  /** The hold the request refers to (what release and capture act on). */
  current: Hold | null;
  /** Every card saved for the request (a refused submit's or reauthorization's is not the request's). */
  savedCards: SavedCard[];
  /** The saved card the request refers to (what an off-session authorization and a detach act on). */
  savedCard: SavedCard | null;
  /** Off-session authorizations sent and not answered, with their amounts. */
  inFlight: number[];
  targetAnswered: boolean;
  /** The gateway answers an off-session authorization at once (Stripe's synchronous answer), in this order. */
  syncAnswers: boolean[] | null;
  answered: number;
  /** The kinds the gateway's refusals take, in turn. */
  declines: TDeclineKind[];
  failures: number;
  /** Automatic retries and reminders since a card last secured the request. */
  retries: number;
  reminders: number;
  durationHours: number;
  /** DJs the request no longer reaches (they declined it or cancelled their booking). */
  hidden: Set<number>;
  /** Each DJ's latest offer on the request. */
  offers: Map<number, TOfferState>;
  /** The bookings made on the request, oldest first. */
  bookings: Booking[];
  /** The contract of the live booking, once confirmed (or proposed by the customer, awaiting the DJ). */
  terms: { paymentTerms: TPaymentTerms; noticeHours: TCancellationNoticeHours } | null;
  /** The live booking's scheduled payouts. */
  payouts: TPayoutPart[];
  /** The customer cancelled inside the notice period: the one charge outside the capture window. */
  lateCancellation: boolean;
  djCancellations: number;
  /** The outbox event types of every transition that happened, in order. */
  events: string[];
};

/** Who moves an offer: the side it awaits, the customer, its DJ, or someone else. */
export type TOfferBy = 'awaited' | 'customer' | 'dj' | 'stranger';

export type Action =
  | { kind: 'advance'; minutes: number; late: boolean }
  | {
      kind: 'dj';
      what: 'accept' | 'decline';
      who: 'target' | 'other';
      reached: boolean;
      priceDelta: number | null;
    }
  | { kind: 'cancel'; stranger: boolean }
  | {
      kind: 'confirm';
      stranger: boolean;
      terms: TPaymentTerms;
      notice: TCancellationNoticeHours;
      changed: boolean;
    }
  | { kind: 'terms_answer'; agree: boolean; by: 'dj' | 'other_dj' | 'customer'; message: string }
  | { kind: 'offer'; dj: number; rate: number; reached: boolean }
  | { kind: 'counter'; dj: number; by: TOfferBy; rate: number }
  | {
      kind: 'answer';
      dj: number;
      move: 'accept' | 'decline' | 'withdraw';
      by: TOfferBy;
    }
  | { kind: 'double_accept'; first: number; second: number; asAsked: boolean }
  | { kind: 'cancel_booking'; by: 'customer' | 'dj' | 'stranger' | 'other_dj'; reason: string }
  | { kind: 'reauthorize'; amountDelta: number }
  | { kind: 'gateway'; success: boolean }
  | { kind: 'replay_webhook' }
  | { kind: 'nudge'; earlyMs: 0 | 1 }
  | { kind: 'stray'; name: (typeof STRAY_NAMES)[number]; actor: number | 'rightful'; reached: boolean }
  | { kind: 'lag'; minutes: number }
  | { kind: 'next_timer'; extraMinutes: number };

export const ACTORS: TBookingActor[] = [
  { role: 'customer', userId: CUSTOMER },
  { role: 'customer', userId: 2 },
  { role: 'dj', djId: TARGET },
  { role: 'dj', djId: 8 },
  { role: 'system' },
];

/** The submit and the gateway's answers: nobody calls them by mistake, so no stray call tries them. */
const NEVER_STRAY = ['submit', 'reauthorize', 'authorization_succeeded', 'authorization_failed'] as const;
type TStrayName = Exclude<TTransitionName, (typeof NEVER_STRAY)[number]>;

/** Every other transition, in the lifecycle's order: what a stray call (wrong actor, wrong moment) may try. */
export const STRAY_NAMES: readonly TStrayName[] = TRANSITION_NAMES.filter(
  (name): name is TStrayName => !(NEVER_STRAY as readonly string[]).includes(name),
);

export function strayContext(world: World, name: (typeof STRAY_NAMES)[number], reached: boolean) {
  if (name === 'accept' || name === 'decline') return { reached } as TTransitionContexts[typeof name];
  if (name === 'accept_offer')
    return { djId: 8, reached, chargeMinor: world.state.amountMinor } as TTransitionContexts[typeof name];
  if (name === 'cancel_booking')
    return {
      reason: 'Stray',
      noticeHours: world.terms?.noticeHours ?? null,
    } as TTransitionContexts[typeof name];
  if (name === 'decline_terms') return { message: 'Stray' } as TTransitionContexts[typeof name];
  if (name === 'confirm') return { termsChanged: reached } as TTransitionContexts[typeof name];
  return {} as TTransitionContexts[typeof name];
}

export const ACCEPTS: readonly TTransitionName[] = ['accept', 'accept_offer'];

/**
 * The DJ's payout of an agreed price for the request's duration (docs/product/payments.md, as pricing/fees.ts computes
 * it).
 */
export function payoutOf(chargeMinor: number, hours: number): number {
  return (
    chargeMinor -
    Math.round(hours * PLATFORM_FEE_PER_HOUR_MINOR) -
    (Math.round(chargeMinor * CARD_FEE_RATE) + CARD_FEE_FIXED_MINOR)
  );
}

export const sum = (parts: readonly TPayoutPart[]) =>
  parts.reduce((total, part) => total + part.amountMinor, 0);
export const liveBookings = (world: World) =>
  world.bookings.filter((booking) => LIVE_BOOKING.includes(booking.status));

/** Whether the customer's cancellation of this state falls inside the contract's notice period. */
export function lateFor(
  world: World,
  prev: TBookingRequest,
  actor: TBookingActor,
  name: TTransitionName,
): boolean {
  return (
    name === 'cancel_booking' &&
    actor.role === 'customer' &&
    prev.status === 'confirmed' &&
    cancellationIsLate(prev.eventAt, world.terms?.noticeHours ?? 72, world.now)
  );
}

export const ms = (date: Date) => date.getTime();

let nextHoldId = 1;
let nextCardId = 1;
export function newHold(world: World, amountMinor: number): Hold {
  const hold: Hold = { id: nextHoldId++, status: 'authorized', amountMinor };
  world.holds.push(hold);
  return hold;
}

export const offerFacts = (world: World): TOfferRequestFacts => ({
  status: world.state.status,
  customerId: world.state.customerId,
  targetDjId: world.state.targetDjId,
  eventAt: world.state.eventAt,
  durationHours: world.durationHours,
  currency: 'EUR',
});

/** A new authorization the customer makes in the payment modal, as its strategy says for now. */
export function securePayment(world: World, amountMinor: number) {
  const payment =
    authorizationStrategy(world.state.eventAt, world.now) === 'authorize_now' ? 'authorized' : 'card_saved';
  const card = payment === 'card_saved' ? { id: nextCardId++, attached: true } : null;
  return { payment, hold: payment === 'authorized' ? newHold(world, amountMinor) : null, card } as const;
}

/** The request now refers to the card its submit or reauthorization saved (a refused one is not the request's). */
export function adoptCard(world: World, card: SavedCard | null, ok: boolean): void {
  if (!card || !ok) return;
  world.savedCards.push(card);
  world.savedCard = card;
}

/** The server's record of whether the request reaches a DJ: never once the DJ declined or cancelled. */
export const reachedFor = (world: World, djId: number, reached: boolean) =>
  reached && !world.hidden.has(djId);

export function offerActor(djId: number, by: TOfferBy, offer?: TOfferState): TBookingActor {
  if (by === 'awaited') return offerActor(djId, offer?.awaiting ?? 'dj');
  if (by === 'customer') return { role: 'customer', userId: CUSTOMER };
  if (by === 'dj') return { role: 'dj', djId };
  return djId === 9 ? { role: 'customer', userId: 2 } : { role: 'dj', djId: 9 };
}
