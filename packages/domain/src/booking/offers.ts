import { feeBreakdown } from '../pricing/fees.ts';
import { OFFER_HOURLY_RATE_MAX, OFFER_MESSAGES } from './booking-api.ts';
import { offerMessageIn } from './offer-money-messages.ts';
import type { TOfferSide, TOfferStatus } from './booking-api.ts';
import type { TActorRole, TBookingActor, TBookingEventType } from './effects.ts';
import { isBookingWindowOpen } from './schedule.ts';
import { isOpenStatus } from './states.ts';
import type { TRequestStatus } from './states.ts';
import { BOOKING_REFUSALS } from './transitions.ts';

/*
 * An offer's negotiation as data (decision record 029), beside the request's lifecycle (transitions.ts). A DJ the
 * request reached proposes an hourly rate; the side the offer awaits accepts, declines or counters; a counter
 * awaits the other side, who may counter back.
 *
 *   make (DJ) ──► pending, awaiting the customer
 *                   │ counter (awaited side) ──► negotiating, awaiting the other side ──┐
 *                   │                                  ▲   counter (awaited side)       │
 *                   │                                  └────────────────────────────────┘
 *                   ├── accept (awaited side) ──► accepted  (the standing proposal is the price; the request's
 *                   │                                       accept_offer fires in the same transaction)
 *                   ├── decline (awaited side) ──► declined (the DJ may make a new offer while the request is open)
 *                   ├── withdraw (its DJ) ──► withdrawn
 *                   └── close (system: the request stopped being open) ──► withdrawn
 *
 * accepted, declined and withdrawn are final. One live offer (pending or negotiating) per DJ and request.
 */

export const OFFER_MOVES = ['make', 'counter', 'accept', 'decline', 'withdraw', 'close'] as const;
export type TOfferMove = (typeof OFFER_MOVES)[number];

export const LIVE_OFFER_STATUSES = ['pending', 'negotiating'] as const satisfies readonly TOfferStatus[];

export function isLiveOffer(status: TOfferStatus): boolean {
  return (LIVE_OFFER_STATUSES as readonly TOfferStatus[]).includes(status);
}

/** One offer as the rules see it; money in integer minor units of the request's currency. */
export type TOfferState = {
  status: TOfferStatus;
  djId: number;
  /** The DJ's first proposal. */
  hourlyRateMinor: number;
  amountMinor: number;
  /** The standing counter (by either side) while negotiating. */
  counterHourlyRateMinor: number | null;
  counterAmountMinor: number | null;
  counterBy: TOfferSide | null;
  awaiting: TOfferSide | null;
  message: string | null;
  statusMessage: string | null;
};

/**
 * Why the system closes a live offer: the request is no longer open, or the offer's DJ was booked for another event
 * at its time (decision record 042).
 */
export const OFFER_CLOSE_REASONS = [
  'booked_elsewhere',
  'accepted_as_asked',
  'cancelled',
  'expired',
  'dj_booked_then',
] as const;
export type TOfferCloseReason = (typeof OFFER_CLOSE_REASONS)[number];

const CLOSE_MESSAGES: Record<TOfferCloseReason, string> = {
  booked_elsewhere: OFFER_MESSAGES.closedBookedElsewhere,
  accepted_as_asked: OFFER_MESSAGES.closedAcceptedAsAsked,
  cancelled: OFFER_MESSAGES.closedCancelled,
  expired: OFFER_MESSAGES.closedExpired,
  dj_booked_then: OFFER_MESSAGES.closedDjBookedThen,
};

/** What the server knows of the request an offer is on. */
export type TOfferRequestFacts = {
  status: TRequestStatus;
  customerId: number;
  targetDjId: number | null;
  eventAt: Date;
  durationHours: number;
  /** The request's currency: every amount of its offers is in it. */
  currency: string;
};

type TRate = { hourlyRateMinor: number; message?: string | null };

/** What each move needs beyond the offer, the actor, the request and the time. */
export type TOfferMoveContexts = {
  /** `reached`: whether the request reached this DJ (the server's record of who it was shared with). */
  make: TRate & { reached: boolean };
  counter: TRate;
  accept: Record<never, never>;
  decline: { reason?: string | null };
  withdraw: Record<never, never>;
  close: { reason: TOfferCloseReason };
};

export type TOfferMoveContext<M extends TOfferMove> = TOfferMoveContexts[M] & {
  request: TOfferRequestFacts;
  now: Date;
};

export type TOfferRefusalCode = 'forbidden' | 'conflict' | 'rule';

export type TOfferMoveResult =
  | {
      ok: true;
      next: TOfferState;
      /** The spec's status line of the move (also `next.statusMessage`). */
      statusMessage: string | null;
      event: TBookingEventType;
      /** An acceptance: the price agreed, to fire the request's accept_offer with (`chargeMinor`) and book. */
      agreed?: { hourlyRateMinor: number; amountMinor: number };
    }
  | { ok: false; code: TOfferRefusalCode; reason: string };

/** Which moves each side may make (the awaited side for answers, the offer's DJ to withdraw). */
export const OFFER_MOVE_ACTORS: Record<TOfferMove, readonly TActorRole[]> = {
  make: ['dj'],
  counter: ['customer', 'dj'],
  accept: ['customer', 'dj'],
  decline: ['customer', 'dj'],
  withdraw: ['dj'],
  close: ['system'],
};

const OFFER_EVENTS: Record<TOfferMove, TBookingEventType> = {
  make: 'offer.made',
  counter: 'offer.countered',
  accept: 'offer.accepted',
  decline: 'offer.declined',
  withdraw: 'offer.withdrawn',
  close: 'offer.withdrawn',
};

/** Ours: the largest amount a card payment may be (Stripe's 999,999.99). */
export const OFFER_AMOUNT_MAX_MINOR = 99_999_999;

/** What the customer pays for an hourly rate over the request's duration (pricing/fees.ts). */
export function offerAmountMinor(hourlyRateMinor: number, durationHours: number): number {
  return feeBreakdown(durationHours, hourlyRateMinor).customerPaysMinor;
}

/**
 * Why a proposed hourly rate cannot stand, or null: whole cents above 0 up to the cap (said as money in the request's
 * currency), a total a card can pay that leaves the DJ a payout after fees.
 */
export function offerRateProblem(
  hourlyRateMinor: number,
  durationHours: number,
  currency: string,
): string | null {
  if (!Number.isSafeInteger(hourlyRateMinor) || hourlyRateMinor <= 0) return OFFER_MESSAGES.rateInvalid;
  if (hourlyRateMinor > OFFER_HOURLY_RATE_MAX * 100)
    return offerMessageIn(OFFER_MESSAGES.rateTooHigh, currency);
  const fees = feeBreakdown(durationHours, hourlyRateMinor);
  if (fees.customerPaysMinor > OFFER_AMOUNT_MAX_MINOR) return OFFER_MESSAGES.amountTooLarge;
  if (fees.djPayoutMinor <= 0) return OFFER_MESSAGES.amountTooSmall;
  return null;
}

/** The proposal that stands: the counter while there is one, else the DJ's first proposal. */
export function standingProposal(offer: TOfferState): { hourlyRateMinor: number; amountMinor: number } {
  return offer.counterAmountMinor !== null && offer.counterHourlyRateMinor !== null
    ? { hourlyRateMinor: offer.counterHourlyRateMinor, amountMinor: offer.counterAmountMinor }
    : { hourlyRateMinor: offer.hourlyRateMinor, amountMinor: offer.amountMinor };
}

/** The side an actor speaks for on this offer: the request's customer or the offer's DJ; null for anyone else. */
export function offerSideOf(
  actor: TBookingActor,
  offer: Pick<TOfferState, 'djId'>,
  request: Pick<TOfferRequestFacts, 'customerId'>,
): TOfferSide | null {
  if (actor.role === 'customer') return actor.userId === request.customerId ? 'customer' : null;
  if (actor.role === 'dj') return actor.djId === offer.djId ? 'dj' : null;
  return null;
}

/** Why the system closes the live offers of a request that stopped being open (null: it is still open). */
export function offerCloseReason(
  requestStatus: TRequestStatus,
  offerDjId: number,
  acceptedDjId: number | null,
): TOfferCloseReason | null {
  if (isOpenStatus(requestStatus) || requestStatus === 'draft') return null;
  if (requestStatus === 'cancelled') return 'cancelled';
  if (requestStatus === 'expired') return 'expired';
  return acceptedDjId === offerDjId ? 'accepted_as_asked' : 'booked_elsewhere';
}

const other = (side: TOfferSide): TOfferSide => (side === 'customer' ? 'dj' : 'customer');
const refuse = (code: TOfferRefusalCode, reason: string): TOfferMoveResult => ({ ok: false, code, reason });

/** The request no longer takes offers: already accepted (a 409 the contract words), or closed. */
function requestClosed(request: TOfferRequestFacts, now: Date): TOfferMoveResult | null {
  if (['accepted', 'awaiting_dj_agreement', 'confirmed', 'completed'].includes(request.status))
    return refuse('conflict', OFFER_MESSAGES.alreadyAccepted);
  if (!isOpenStatus(request.status)) return refuse('conflict', OFFER_MESSAGES.requestNotOpen);
  if (!isBookingWindowOpen(request.eventAt, now)) return refuse('conflict', BOOKING_REFUSALS.closed);
  return null;
}

function done(
  move: TOfferMove,
  next: TOfferState,
  agreed?: { hourlyRateMinor: number; amountMinor: number },
): TOfferMoveResult {
  return {
    ok: true,
    next,
    statusMessage: next.statusMessage,
    event: OFFER_EVENTS[move],
    ...(agreed ? { agreed } : {}),
  };
}

function makeOffer(
  live: TOfferState | null,
  actor: TBookingActor,
  context: TOfferMoveContext<'make'>,
): TOfferMoveResult {
  if (actor.role !== 'dj') return refuse('forbidden', OFFER_MESSAGES.notReached);
  const { request, now } = context;
  const closed = requestClosed(request, now);
  if (closed) return closed;
  const reached =
    (request.status === 'routed_to_dj' && actor.djId === request.targetDjId) ||
    (request.status === 'shared' && context.reached);
  if (!reached) return refuse('forbidden', OFFER_MESSAGES.notReached);
  if (live && isLiveOffer(live.status)) return refuse('conflict', OFFER_MESSAGES.liveOfferExists);
  const problem = offerRateProblem(context.hourlyRateMinor, request.durationHours, request.currency);
  if (problem) return refuse('rule', problem);
  return done('make', {
    status: 'pending',
    djId: actor.djId,
    hourlyRateMinor: context.hourlyRateMinor,
    amountMinor: offerAmountMinor(context.hourlyRateMinor, request.durationHours),
    counterHourlyRateMinor: null,
    counterAmountMinor: null,
    counterBy: null,
    awaiting: 'customer',
    message: context.message ?? null,
    statusMessage: null,
  });
}

/**
 * Moves an offer: checks who may move it (forbidden), whether it and its request are in a state for the move and
 * whose turn it is (conflict), then the amount rules (rule); returns the offer after the move, its status line and
 * outbox event type, or why it was refused. `offer` is the offer moved; for `make`, the DJ's live offer on the
 * request if any (null otherwise). Pure: the server stores the result and, for an acceptance, fires the request's
 * `accept_offer` with `agreed.amountMinor` in the same transaction.
 */
export function moveOffer<M extends TOfferMove>(
  offer: TOfferState | null,
  move: M,
  actor: TBookingActor,
  context: TOfferMoveContext<M>,
): TOfferMoveResult {
  if (!OFFER_MOVE_ACTORS[move].includes(actor.role))
    return refuse(
      'forbidden',
      move === 'withdraw'
        ? OFFER_MESSAGES.notYourOffer
        : move === 'close'
          ? OFFER_MESSAGES.notParty
          : OFFER_MESSAGES.notReached,
    );
  if (move === 'make') return makeOffer(offer, actor, context as TOfferMoveContext<'make'>);
  if (!offer) throw new Error(`an offer is needed to ${move}`);
  const { request, now } = context;

  if (move === 'close') {
    if (!isLiveOffer(offer.status)) return refuse('conflict', OFFER_MESSAGES.notLive);
    const reason = (context as TOfferMoveContext<'close'>).reason;
    return done('close', {
      ...offer,
      status: 'withdrawn',
      awaiting: null,
      statusMessage: CLOSE_MESSAGES[reason],
    });
  }

  const side = offerSideOf(actor, offer, request);
  if (move === 'withdraw') {
    if (side !== 'dj') return refuse('forbidden', OFFER_MESSAGES.notYourOffer);
    if (!isLiveOffer(offer.status)) return refuse('conflict', OFFER_MESSAGES.notLive);
    return done('withdraw', {
      ...offer,
      status: 'withdrawn',
      awaiting: null,
      statusMessage: OFFER_MESSAGES.withdrawn,
    });
  }

  if (side === null)
    return refuse(
      'forbidden',
      actor.role === 'customer' ? OFFER_MESSAGES.notCustomer : OFFER_MESSAGES.notParty,
    );
  // A request accepted meanwhile closed the offer: the answer says so (the contract's 409), not just "not open".
  if (move !== 'decline') {
    const closed = requestClosed(request, now);
    if (closed) return closed;
  }
  if (!isLiveOffer(offer.status)) return refuse('conflict', OFFER_MESSAGES.notLive);
  if (offer.awaiting !== side) return refuse('conflict', OFFER_MESSAGES.notYourTurn);

  if (move === 'decline')
    return done('decline', {
      ...offer,
      status: 'declined',
      awaiting: null,
      counterHourlyRateMinor: null,
      counterAmountMinor: null,
      counterBy: null,
      statusMessage:
        offer.counterAmountMinor === null ? OFFER_MESSAGES.offerDeclined : OFFER_MESSAGES.counterDeclined,
    });

  if (move === 'accept') {
    const agreed = standingProposal(offer);
    return done(
      'accept',
      {
        ...offer,
        status: 'accepted',
        awaiting: null,
        hourlyRateMinor: agreed.hourlyRateMinor,
        amountMinor: agreed.amountMinor,
        counterHourlyRateMinor: null,
        counterAmountMinor: null,
        counterBy: null,
        statusMessage:
          side === 'customer' ? OFFER_MESSAGES.offerAcceptedByCustomer : OFFER_MESSAGES.counterAcceptedByDj,
      },
      agreed,
    );
  }

  // counter
  const { hourlyRateMinor, message } = context as TOfferMoveContext<'counter'>;
  const problem = offerRateProblem(hourlyRateMinor, request.durationHours, request.currency);
  if (problem) return refuse('rule', problem);
  const amountMinor = offerAmountMinor(hourlyRateMinor, request.durationHours);
  if (amountMinor === standingProposal(offer).amountMinor) return refuse('rule', OFFER_MESSAGES.sameAmount);
  return done('counter', {
    ...offer,
    status: 'negotiating',
    counterHourlyRateMinor: hourlyRateMinor,
    counterAmountMinor: amountMinor,
    counterBy: side,
    awaiting: other(side),
    message: message ?? offer.message,
    statusMessage:
      side === 'customer' ? OFFER_MESSAGES.counterSentByCustomer : OFFER_MESSAGES.counterSentByDj,
  });
}
