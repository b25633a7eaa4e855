import type { TActorRole, TBookingActor, TBookingEffect, TBookingEventType } from './effects.ts';
import type { TDeclineKind } from './card-rescue.ts';
import type { TBookingRequest, TPaymentStatus, TRequestStatus, TSecuredPayment } from './states.ts';

type Empty = Record<never, never>;

/** What each transition needs beyond the state, the actor and the time (facts the server established). */
export type TTransitionContexts = {
  /** The card as the server verified it at the gateway (status, amount, currency, owner, unused). */
  submit: { payment: TSecuredPayment };
  /** Whether the request reached this DJ (the server's record of who it was shared with). */
  decline: { reached: boolean };
  /** `chargeMinor`: the agreed price; absent, the amount the card secures. */
  accept: { reached: boolean; chargeMinor?: number };
  /**
   * An offer accepted by either side: `djId` the offer's DJ, `reached` whether the request (still) reaches that DJ
   * (the server's record), `chargeMinor` the agreed price (the offer's standing proposal).
   */
  accept_offer: { djId: number; reached: boolean; chargeMinor: number };
  /**
   * A booking cancelled by its customer or its DJ, with the reason both sides read; `noticeHours` the contract's
   * cancellation notice once confirmed (null: not confirmed yet, or the default 72 hours).
   */
  cancel_booking: { reason: string; noticeHours: number | null };
  cancel: { reason?: string };
  /** `termsChanged`: the customer confirmed other payment terms or another cancellation notice than the DJ's (absent: the DJ's). */
  confirm: { termsChanged?: boolean };
  /** The booking's DJ agrees to the terms the customer proposed. */
  agree_terms: Empty;
  /** The booking's DJ sends the proposed terms back to the customer, saying why. */
  decline_terms: { message: string };
  /** A new card the server verified, and the amount it secures. */
  reauthorize: { payment: TSecuredPayment; amountMinor: number };
  share_with_similar_djs: Empty;
  authorize_saved_card: Empty;
  authorization_succeeded: Empty;
  /** `decline`: the kind of the gateway's refusal (card-rescue.ts); hard when unknown. */
  authorization_failed: { reason?: string; decline?: TDeclineKind };
  retry_authorization: Empty;
  remind_authorization: Empty;
  capture: Empty;
  expire: Empty;
  complete: Empty;
};
export type TTransitionName = keyof TTransitionContexts;

export const TRANSITION_NAMES = [
  'submit',
  'decline',
  'accept',
  'accept_offer',
  'cancel',
  'cancel_booking',
  'confirm',
  'agree_terms',
  'decline_terms',
  'reauthorize',
  'share_with_similar_djs',
  'authorize_saved_card',
  'authorization_succeeded',
  'authorization_failed',
  'retry_authorization',
  'remind_authorization',
  'capture',
  'expire',
  'complete',
] as const satisfies readonly TTransitionName[];

/**
 * Why a transition was refused, and the status the server answers with: forbidden 403 (not this actor's to
 * fire), conflict 409 (the request is not in a state for it), rule 422 (a booking rule says no), not_due (a timer
 * that is early: the job does nothing).
 */
export type TRefusalCode = 'forbidden' | 'conflict' | 'rule' | 'not_due';

export type TFireResult =
  | { ok: true; next: TBookingRequest; effects: TBookingEffect[] }
  | { ok: false; code: TRefusalCode; reason: string; guard?: string };

export type TApplied = {
  next: TBookingRequest;
  effects: TBookingEffect[];
  djId?: number;
  reason?: string;
  /** The outbox event of a branch other than the transition's main one (one of `branchEvents`). */
  event?: TBookingEventType;
};

export type TTransition<N extends TTransitionName> = {
  name: N;
  /** Who may fire it. */
  by: readonly TActorRole[];
  /** The statuses it starts from. */
  from: readonly TRequestStatus[];
  /** The payment statuses it starts from (any when absent). */
  fromPayment?: readonly (TPaymentStatus | null)[];
  /** The statuses it can lead to. */
  to: readonly TRequestStatus[];
  event: TBookingEventType;
  /** The events of its other branches (confirm with changed terms: booking.terms_proposed). */
  branchEvents?: readonly TBookingEventType[];
  /** The verb of the refusal message ("Cannot accept a booking request that is cancelled"). */
  verb: string;
  /** A refusal in the contract's own words for some statuses it does not start from. */
  conflictReasons?: Partial<Record<TRequestStatus, string>>;
  guards: readonly TGuard<N>[];
  apply(input: TInput<N>): TApplied;
};

/** What a transition and its guards see: the state, who fires it, when, and the transition's context. */
export type TInput<N extends TTransitionName> = {
  state: TBookingRequest;
  actor: TBookingActor;
  now: Date;
  context: TTransitionContexts[N];
};

/** A named test of a transition's input, with the refusal's code and message when it fails. */
export type TGuard<N extends TTransitionName> = {
  name: string;
  code: TRefusalCode;
  reason: string | ((input: TInput<N>) => string);
  test(input: TInput<N>): boolean;
};
