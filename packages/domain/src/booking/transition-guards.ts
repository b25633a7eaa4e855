import { isBookingWindowOpen, paymentFitsEvent } from './schedule.ts';
import type { TBookingRequest } from './states.ts';
import type { TGuard, TRefusalCode, TTransitionName } from './transition-types.ts';

export type { TGuard, TInput } from './transition-types.ts';

/**
 * The guards of the booking request's transitions (transitions.ts), and the words of their refusals. A guard is a
 * named test of the state, the actor, the time and the context, with the refusal's code and message.
 */

const ms = (date: Date) => date.getTime();

export const BOOKING_REFUSALS = {
  notCustomer: 'Only the customer who made this booking request can do this',
  notReached: 'This booking request was not sent to you',
  closed: 'This booking request has expired: requests close 23 hours before the event',
  tooLate: 'Booking requests close 23 hours before the event. Please choose a later date.',
  holdTooEarly:
    'This event is more than 120 hours away: the card is saved now and authorized closer to the event',
  savedCardTooLate: 'This event is less than 84 hours away: the card must be authorized now',
  noAmount: 'A booking request needs an amount to secure',
  chargeInvalid: 'The agreed price must be a whole amount above 0',
  chargeAboveHold:
    'The agreed price is above what your card secures: authorize your card for the new amount first',
  paymentFailed: 'Your card could not be authorized: please secure the booking with another card first',
  alreadySecured: 'The card already secures this booking request',
  notCovering: 'The new authorization does not cover the price of this booking',
  offSessionPending: 'The saved card is being authorized right now: try again in a minute',
  noPendingAuthorization: 'No card authorization is awaited for this booking request',
  securedBookingStays: 'A confirmed booking whose card is held does not expire; it is charged',
  alreadyAccepted: 'This request was already accepted',
  notOfferDj: 'Only the DJ who made this offer can accept it for the DJ',
  notBookingDj: 'Only the DJ of this booking can cancel it',
  cancelReasonRequired: 'Please give a reason for the cancellation',
  chargedAlready: 'The booking is charged already: contact support to cancel within 24 hours of the event',
} as const;

export function isOwner<N extends TTransitionName>(): TGuard<N> {
  return {
    name: 'is_customer',
    code: 'forbidden',
    reason: BOOKING_REFUSALS.notCustomer,
    test: ({ state, actor }) => actor.role === 'customer' && actor.userId === state.customerId,
  };
}

/**
 * The DJ a request is aimed at while it waits for them, or (once shared) a DJ the server says it reached: the DJ
 * it was aimed at stays reached unless it declined or cancelled its booking (then it is hidden from it).
 */
export function isReachedDj<N extends 'accept' | 'decline'>(): TGuard<N> {
  return {
    name: 'is_reached_dj',
    code: 'forbidden',
    reason: BOOKING_REFUSALS.notReached,
    test: ({ state, actor, context }) =>
      actor.role === 'dj' &&
      ((state.status === 'routed_to_dj' && actor.djId === state.targetDjId) ||
        (state.status === 'shared' && context.reached)),
  };
}

export function windowOpen<N extends TTransitionName>(code: TRefusalCode = 'conflict'): TGuard<N> {
  return {
    name: 'window_open',
    code,
    reason: BOOKING_REFUSALS.closed,
    test: ({ state, now }) => isBookingWindowOpen(state.eventAt, now),
  };
}

export function due<N extends TTransitionName>(
  name: string,
  when: (state: TBookingRequest) => Date,
): TGuard<N> {
  return {
    name,
    code: 'not_due',
    reason: ({ state }) => `Not due before ${when(state).toISOString()}`,
    test: ({ state, now }) => ms(now) >= ms(when(state)),
  };
}

export function noOffSessionPending<N extends TTransitionName>(): TGuard<N> {
  return {
    name: 'no_off_session_pending',
    code: 'conflict',
    reason: BOOKING_REFUSALS.offSessionPending,
    test: ({ state }) => !state.offSessionPending,
  };
}

export function offSessionPending<N extends TTransitionName>(): TGuard<N> {
  return {
    name: 'off_session_pending',
    code: 'conflict',
    reason: BOOKING_REFUSALS.noPendingAuthorization,
    test: ({ state }) => state.offSessionPending,
  };
}

export function paymentFits<N extends 'submit' | 'reauthorize'>(): TGuard<N> {
  return {
    name: 'payment_fits_event',
    code: 'rule',
    reason: ({ context }) =>
      context.payment === 'authorized' ? BOOKING_REFUSALS.holdTooEarly : BOOKING_REFUSALS.savedCardTooLate,
    test: ({ state, now, context }) => paymentFitsEvent(context.payment, state.eventAt, now),
  };
}

/** accept_offer: the request's customer, or the DJ whose offer it is (the server's record: `context.djId`). */
export function isOfferParty(): TGuard<'accept_offer'> {
  return {
    name: 'is_offer_party',
    code: 'forbidden',
    reason: ({ actor }) => (actor.role === 'dj' ? BOOKING_REFUSALS.notOfferDj : BOOKING_REFUSALS.notCustomer),
    test: ({ state, actor, context }) =>
      actor.role === 'customer'
        ? actor.userId === state.customerId
        : actor.role === 'dj' && actor.djId === context.djId,
  };
}

/** accept_offer: the offer's DJ is one the request reached (aimed at, or shared with and not declined). */
export function offerDjReached(): TGuard<'accept_offer'> {
  return {
    name: 'offer_dj_reached',
    code: 'forbidden',
    reason: BOOKING_REFUSALS.notReached,
    test: ({ state, context }) =>
      (state.status === 'routed_to_dj' && context.djId === state.targetDjId) ||
      (state.status === 'shared' && context.reached),
  };
}

/** An agreed price the card can be charged: whole minor units above 0 (absent: the amount the card secures). */
export function chargeValid<N extends 'accept' | 'accept_offer'>(): TGuard<N> {
  return {
    name: 'charge_valid',
    code: 'rule',
    reason: BOOKING_REFUSALS.chargeInvalid,
    test: ({ context }) =>
      context.chargeMinor === undefined ||
      (Number.isSafeInteger(context.chargeMinor) && context.chargeMinor > 0),
  };
}

/** cancel_booking: the request's customer, or the DJ whose acceptance made the booking. */
export function isBookingParty(): TGuard<'cancel_booking'> {
  return {
    name: 'is_booking_party',
    code: 'forbidden',
    reason: ({ actor }) =>
      actor.role === 'dj' ? BOOKING_REFUSALS.notBookingDj : BOOKING_REFUSALS.notCustomer,
    test: ({ state, actor }) =>
      actor.role === 'customer'
        ? actor.userId === state.customerId
        : actor.role === 'dj' && actor.djId === state.acceptedDjId,
  };
}

export function hasReason(): TGuard<'cancel_booking'> {
  return {
    name: 'has_reason',
    code: 'rule',
    reason: BOOKING_REFUSALS.cancelReasonRequired,
    test: ({ context }) => typeof context.reason === 'string' && context.reason.trim() !== '',
  };
}

/** A DJ cannot walk away from a charged booking: support handles the last 24 hours. */
export function djNotCharged(): TGuard<'cancel_booking'> {
  return {
    name: 'dj_not_charged',
    code: 'conflict',
    reason: BOOKING_REFUSALS.chargedAlready,
    test: ({ state, actor }) => actor.role !== 'dj' || state.payment !== 'captured',
  };
}
