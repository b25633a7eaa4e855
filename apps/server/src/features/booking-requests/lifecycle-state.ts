import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TBookingEvent } from '@cuepoint/domain/booking/effects';
import type { TBookingRequest, TPaymentStatus, TRequestStatus } from '@cuepoint/domain/booking/states';
import type { RequestChange, RequestRow } from './store.ts';

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
  };
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
    sharedAt: next.status === 'shared' && row.sharedAt === null ? now : row.sharedAt,
    updatedAt: now,
  };
}

/** The outbox row's payload: the event as the domain wrote it, instants in ISO 8601, and who it concerns. */
export function eventPayload(event: TBookingEvent, row: RequestRow): Record<string, unknown> {
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
  };
}
