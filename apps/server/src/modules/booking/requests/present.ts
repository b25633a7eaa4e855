import { toApiAmounts } from '@cuepoint/domain/booking/amounts';
import { toMajor } from '@cuepoint/domain/money/minor-units';
import { feeBreakdown } from '@cuepoint/domain/pricing/fees';
import {
  isOpenStatus,
  listedStatus,
  type TPaymentStatus,
  type TRequestStatus,
} from '@cuepoint/domain/booking/states';
import type { TAuthorizationStrategy } from '@cuepoint/domain/booking/states';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TPerformanceType } from '@cuepoint/domain/booking/request-rules';
import type { TBookingAmounts, TBookingRecipient } from '@cuepoint/domain/booking/request-api';
import type { InboxRow, ListedRow, RecipientRow, RequestRow } from './requests-store.ts';
import { LIVE_BOOKING_STATUSES, type BookingRow } from '../bookings/bookings-store.ts';
import { presentAuthorizationFailure } from '../bookings/present-card-rescue.ts';
import type {
  TBookingRequestWithBooking,
  TBookingStatus,
  TDjInboxRequest,
  TOffer,
} from '@cuepoint/domain/booking/booking-api';

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

/** When and where a request's event is, as a request and its booking show it. */
export function whenAndWhere(row: RequestRow) {
  return {
    date: row.eventAt.toISOString(),
    timezone: row.eventTimezone,
    duration: row.durationMinutes / 60,
    performance_type: row.performanceType as TPerformanceType,
    city: row.city,
    country: row.country,
  };
}

function eventFields(row: RequestRow) {
  return {
    id: row.id,
    ...whenAndWhere(row),
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

/** What offers and bookings add to a listed request: its live offers and the booking made on it, if any. */
export type RequestBookingFacts = {
  offersCount: number;
  booking:
    | (Pick<BookingRow, 'id' | 'status' | 'djUserId' | 'hourlyRateMinor' | 'amountMinor'> & {
        djName: string;
      })
    | null;
};

const isLiveBooking = (status: string) => (LIVE_BOOKING_STATUSES as readonly string[]).includes(status);

const NO_BOOKING: RequestBookingFacts = { offersCount: 0, booking: null };

/** A request as its customer sees it; with the DJs it reached on its own page. */
export function presentListed(
  row: ListedRow,
  recipients?: readonly RecipientRow[],
  facts: RequestBookingFacts = NO_BOOKING,
): TBookingRequestWithBooking {
  return {
    ...eventFields(row),
    payment_status: row.paymentStatus as TPaymentStatus,
    payment_error: row.paymentError,
    // An open request is secured on itself; once booked, the booking carries the failure.
    authorization_failure: isOpenStatus(row.status as TRequestStatus)
      ? presentAuthorizationFailure(row)
      : null,
    offers_count: facts.offersCount,
    booking_id: facts.booking?.id ?? null,
    booking_status: (facts.booking?.status ?? null) as TBookingStatus | null,
    booked:
      facts.booking && isLiveBooking(facts.booking.status)
        ? {
            dj_id: facts.booking.djUserId,
            dj_name: facts.booking.djName,
            hourly_rate: toMajor(facts.booking.hourlyRateMinor),
            amount: toMajor(facts.booking.amountMinor),
          }
        : null,
    dj_id: row.djUserId,
    dj_name: row.djName,
    amounts: amountsOf(row),
    ...(recipients ? { recipients: recipients.map(presentRecipient) } : {}),
  };
}

/**
 * A request as a DJ it reached sees it: the event, the budget as asked and what the DJ would earn of it after fees,
 * the DJ's latest offer on it and the DJ's booking of it with the price it agreed on.
 */
export function presentInbox(
  row: InboxRow,
  myOffer: TOffer | null = null,
  booking: Pick<BookingRow, 'id' | 'hourlyRateMinor' | 'amountMinor' | 'djPayoutMinor'> | null = null,
): TDjInboxRequest {
  // The budget as asked, whatever the card holds now (a booking at another price authorizes its own amount).
  const asked = feeBreakdown(row.durationMinutes / 60, row.hourlyBudgetMinor);
  return {
    my_offer: myOffer,
    booking_id: booking?.id ?? null,
    agreed: booking
      ? {
          hourly_rate: toMajor(booking.hourlyRateMinor),
          amount: toMajor(booking.amountMinor),
          dj_payout: toMajor(booking.djPayoutMinor),
        }
      : null,
    booked_then: row.bookedThen,
    ...eventFields(row),
    total_budget: toMajor(asked.customerPaysMinor),
    dj_payout: toMajor(asked.djPayoutMinor),
    customer_type: row.customerRole as 'venue' | 'enthusiast',
    customer_name: row.customerName,
    reason: row.reason,
    reached_at: row.reachedAt.toISOString(),
  };
}
