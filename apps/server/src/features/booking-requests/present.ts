import { toApiAmounts, toMajor } from '@cuepoint/domain/booking/amounts';
import { listedStatus, type TPaymentStatus, type TRequestStatus } from '@cuepoint/domain/booking/states';
import type { TAuthorizationStrategy } from '@cuepoint/domain/booking/states';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TPerformanceType } from '@cuepoint/domain/booking/request-rules';
import type {
  TBookingAmounts,
  TBookingRecipient,
  TBookingRequestListed,
  TDjBookingRequest,
} from '@cuepoint/domain/booking/request-api';
import type { InboxRow, ListedRow, RecipientRow, RequestRow } from './store.ts';

function amountsOf(row: RequestRow): TBookingAmounts {
  return toApiAmounts({
    currency: row.currency as TExtendedCurrency,
    strategy: row.authorizationStrategy as TAuthorizationStrategy,
    customerPaysMinor: row.amountMinor,
    platformFeeMinor: row.platformFeeMinor,
    processingFeeMinor: row.processingFeeMinor,
    djPayoutMinor: row.djPayoutMinor,
  });
}

function eventFields(row: RequestRow) {
  return {
    id: row.id,
    date: row.eventAt.toISOString(),
    timezone: row.eventTimezone,
    duration: row.durationMinutes / 60,
    performance_type: row.performanceType as TPerformanceType,
    city: row.city,
    country: row.country,
    hourly_budget: toMajor(row.hourlyBudgetMinor),
    currency: row.currency as TExtendedCurrency,
    description: row.description,
    similar_djs: row.similarDjs,
    preferred_genres: row.preferredGenres,
    example_playlist: row.examplePlaylist,
    status: listedStatus(row.status as TRequestStatus),
    state: row.status as TRequestStatus,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentRecipient(row: RecipientRow): TBookingRecipient {
  return {
    dj_id: row.djUserId,
    dj_name: row.djName,
    reason: row.reason,
    reached_at: row.reachedAt.toISOString(),
  };
}

/** A request as its customer sees it; with the DJs it reached on its own page. */
export function presentListed(row: ListedRow, recipients?: readonly RecipientRow[]): TBookingRequestListed {
  return {
    ...eventFields(row),
    payment_status: row.paymentStatus as TPaymentStatus,
    payment_error: row.paymentError,
    // Offers come with the next step of the booking flow; until then a request has none.
    offers_count: 0,
    dj_id: row.djUserId,
    dj_name: row.djName,
    amounts: amountsOf(row),
    ...(recipients ? { recipients: recipients.map(presentRecipient) } : {}),
  };
}

/** A request as a DJ it reached sees it: the event, the budget and what the DJ would earn after fees. */
export function presentInbox(row: InboxRow): TDjBookingRequest {
  return {
    ...eventFields(row),
    total_budget: toMajor(row.amountMinor),
    dj_payout: toMajor(row.djPayoutMinor),
    customer_type: row.customerRole as 'venue' | 'enthusiast',
    customer_name: row.customerName,
    reason: row.reason,
    reached_at: row.reachedAt.toISOString(),
  };
}
