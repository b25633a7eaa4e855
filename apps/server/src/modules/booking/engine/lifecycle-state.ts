import type { TOfferCloseReason } from '@cuepoint/domain/booking/offers';
import type { TBookingStatus } from '@cuepoint/domain/booking/booking-api';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TBookingEvent } from '@cuepoint/domain/booking/effects';
import type { TBookingRequest, TPaymentStatus, TRequestStatus } from '@cuepoint/domain/booking/states';
import type { TAuthorizationFailure, TDeclineKind } from '@cuepoint/domain/booking/card-rescue';
import type { RequestChange, RequestRow } from '../requests/requests-store.ts';
import type { TBookingActor } from '@cuepoint/domain/booking/effects';
import type { OfferRow } from '../offers/offers-store.ts';

/** A stored request as the lifecycle rules see it (packages/domain/src/booking). */
export function toLifecycle(row: RequestRow): TBookingRequest {
  return {
    status: row.status as TRequestStatus,
    payment: row.paymentStatus as TPaymentStatus,
    customerId: row.customerUserId,
    targetDjId: row.djUserId,
    acceptedDjId: row.acceptedDjUserId,
    eventAt: row.eventAt,
    eventEndsAt: row.eventEndsAt,
    currency: row.currency as TExtendedCurrency,
    amountMinor: row.amountMinor,
    chargeMinor: row.chargeMinor,
    submittedAt: row.routedAt,
    offSessionPending: row.offSessionPending,
    cardSaved: hasSavedCard(row),
    authorizationFailure: authorizationFailureOf(row),
  };
}

/** The saved card's failed authorization the request remembers (null while none, or once a card secured it). */
export function authorizationFailureOf(
  row: Pick<RequestRow, 'paymentDecline' | 'paymentFailedAt' | 'authorizationRetried' | 'rescueReminded'>,
): TAuthorizationFailure | null {
  if (row.paymentDecline === null || row.paymentFailedAt === null) return null;
  return {
    kind: row.paymentDecline as TDeclineKind,
    at: row.paymentFailedAt,
    retried: row.authorizationRetried,
    reminded: row.rescueReminded,
  };
}

/** The request's card was saved by a SetupIntent and is still attached to the customer at the gateway. */
export function hasSavedCard(
  row: Pick<RequestRow, 'setupIntentId' | 'paymentMethodId' | 'savedCardDetachedAt'>,
): boolean {
  return row.setupIntentId !== null && row.paymentMethodId !== null && row.savedCardDetachedAt === null;
}

/** What a transition's next state changes on the stored request. */
export function lifecycleChange(row: RequestRow, next: TBookingRequest, now: Date): RequestChange {
  return {
    status: next.status,
    paymentStatus: next.payment ?? row.paymentStatus,
    acceptedDjUserId: next.acceptedDjId,
    amountMinor: next.amountMinor,
    chargeMinor: next.chargeMinor,
    offSessionPending: next.offSessionPending,
    paymentDecline: next.authorizationFailure?.kind ?? null,
    paymentFailedAt: next.authorizationFailure?.at ?? null,
    authorizationRetried: next.authorizationFailure?.retried ?? false,
    rescueReminded: next.authorizationFailure?.reminded ?? false,
    // The saved card leaves the customer after the commit (detach_saved_card); a new one saved (reauthorize) counts.
    savedCardDetachedAt: next.cardSaved ? null : hasSavedCard(row) ? now : row.savedCardDetachedAt,
    sharedAt: next.status === 'shared' && row.sharedAt === null ? now : row.sharedAt,
    updatedAt: now,
  };
}

/** The outbox row's payload: the event as the domain wrote it, instants in ISO 8601, and who it concerns. */
export function eventPayload(
  event: TBookingEvent,
  row: RequestRow,
  bookingId?: number | null,
): Record<string, unknown> {
  return {
    type: event.type,
    at: event.at.toISOString(),
    actor: event.actor,
    from: event.from,
    to: event.to,
    ...(event.djId === undefined ? {} : { dj_id: event.djId }),
    ...(event.reason === undefined ? {} : { reason: event.reason }),
    request_id: row.id,
    customer_id: row.customerUserId,
    target_dj_id: row.djUserId,
    event_at: row.eventAt.toISOString(),
    ...(event.offerId === undefined ? {} : { offer_id: event.offerId }),
    ...(event.charged ? { amount_minor: event.charged.amountMinor, currency: event.charged.currency } : {}),
    ...((bookingId ?? event.bookingId) === undefined ? {} : { booking_id: bookingId ?? event.bookingId }),
  };
}

export type BookingRowStatus = TBookingStatus;

/**
 * The status of the booking that holds a request, from the request's: a request back to DJs (the DJ cancelled) ends
 * the booking as cancelled.
 */
export function bookingStatusFor(status: TRequestStatus): BookingRowStatus {
  switch (status) {
    case 'accepted':
      return 'awaiting_confirmation';
    case 'awaiting_dj_agreement':
    case 'confirmed':
    case 'completed':
    case 'expired':
    case 'cancelled':
      return status;
    default:
      return 'cancelled';
  }
}

export type OfferEvent = {
  type: string;
  at: Date;
  actor: TBookingActor;
  /** The offer's status before the move (null: a new offer). */
  from: string | null;
  offer: OfferRow;
  request: RequestRow;
  bookingId: number | null;
  reason?: string | undefined;
  /** Why the system closed the offer (a `close`). */
  closeReason?: TOfferCloseReason | undefined;
};

/** The outbox payload of an offer's move: who, when, the offer's status before and after, and the request's state. */
export function offerEventPayload(event: OfferEvent): Record<string, unknown> {
  const { offer, request } = event;
  const state = { status: request.status, payment: request.paymentStatus };
  return {
    type: event.type,
    at: event.at.toISOString(),
    actor: event.actor,
    from: state,
    to: state,
    offer_from: event.from,
    offer_to: offer.status,
    dj_id: offer.djUserId,
    ...(event.reason === undefined ? {} : { reason: event.reason }),
    ...(event.closeReason === undefined ? {} : { close_reason: event.closeReason }),
    offer_id: offer.id,
    amount_minor: offer.counterAmountMinor ?? offer.amountMinor,
    awaiting: offer.awaiting,
    request_id: request.id,
    customer_id: request.customerUserId,
    target_dj_id: request.djUserId,
    event_at: request.eventAt.toISOString(),
    ...(event.bookingId === null ? {} : { booking_id: event.bookingId }),
  };
}
