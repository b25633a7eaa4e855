import type { TOfferSide, TOfferStatus } from '@cuepoint/domain/booking/booking-api';
import type { TOfferRequestFacts, TOfferState } from '@cuepoint/domain/booking/offers';
import type { TRequestStatus } from '@cuepoint/domain/booking/states';
import type { RequestRow } from '../requests/requests-store.ts';
import type { OfferChange, OfferRow } from './offers-store.ts';

/** A stored offer as the negotiation rules (domain offers.ts) see it. */
export function offerState(row: OfferRow): TOfferState {
  return {
    status: row.status as TOfferStatus,
    djId: row.djUserId,
    hourlyRateMinor: row.hourlyRateMinor,
    amountMinor: row.amountMinor,
    counterHourlyRateMinor: row.counterHourlyRateMinor,
    counterAmountMinor: row.counterAmountMinor,
    counterBy: row.counterBy as TOfferSide | null,
    awaiting: row.awaiting as TOfferSide | null,
    message: row.message,
    statusMessage: row.statusMessage,
  };
}

/** What the negotiation rules need to know of the request an offer is on. */
export function offerRequestFacts(request: RequestRow): TOfferRequestFacts {
  return {
    status: request.status as TRequestStatus,
    customerId: request.customerUserId,
    targetDjId: request.djUserId,
    eventAt: request.eventAt,
    durationHours: request.durationMinutes / 60,
    currency: request.currency,
  };
}

/** What a move changes on the stored offer. */
export function offerChange(next: TOfferState, now: Date): OfferChange {
  return {
    status: next.status,
    hourlyRateMinor: next.hourlyRateMinor,
    amountMinor: next.amountMinor,
    counterHourlyRateMinor: next.counterHourlyRateMinor,
    counterAmountMinor: next.counterAmountMinor,
    counterBy: next.counterBy,
    awaiting: next.awaiting,
    message: next.message,
    statusMessage: next.statusMessage,
    updatedAt: now,
  };
}
