import { toMajor } from '@cuepoint/domain/money/minor-units';
import {
  BOOKING_EVENT_TYPES,
  type TActorRole,
  type TBookingEventType,
} from '@cuepoint/domain/booking/effects';
import type {
  TBooking,
  TBookingHistoryEntry,
  TBookingPayout,
  TBookingStatus,
  TBookingTerms,
  TCancellationNoticeHours,
  TOfferSide,
  TPaymentTerms,
  TPayoutKind,
  TPayoutStatus,
} from '@cuepoint/domain/booking/booking-api';
import { DJ_HOLDING_BOOKING_STATUSES } from '@cuepoint/domain/booking/booking-api';
import type { TPaymentStatus } from '@cuepoint/domain/booking/states';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { decidedRefundOf, djPayoutAfterDispute } from '../disputes/decided-refund.ts';
import { chargedOf } from '../disputes/present-dispute.ts';
import type {
  BookingDetailRow,
  BookingDisputeRow,
  BookingEventRow,
  BookingRow,
  PayoutRow,
} from './bookings-store.ts';
import { oneLinePerAcceptance } from './booking-history.ts';
import { presentAuthorizationFailure } from './present-card-rescue.ts';
import { whenAndWhere } from '../requests/present.ts';
import { holdCoversPrice } from '@cuepoint/domain/booking/hold';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const EVENT_TYPES = new Set<string>(BOOKING_EVENT_TYPES);

/** Whether the customer must authorize a card again before the booking is secured (a failed card, a price above it). */
export function needsAuthorization(
  booking: Pick<BookingRow, 'status' | 'amountMinor'>,
  request: { paymentStatus: string; amountMinor: number },
): boolean {
  if (!(DJ_HOLDING_BOOKING_STATUSES as readonly string[]).includes(booking.status)) return false;
  if (request.paymentStatus === 'failed') return true;
  return (
    (request.paymentStatus === 'authorized' || request.paymentStatus === 'card_saved') &&
    !holdCoversPrice(request.amountMinor, booking.amountMinor)
  );
}

function termsOf(row: BookingRow): TBookingTerms | null {
  if (row.paymentTerms === null || row.cancellationNoticeHours === null) return null;
  return {
    payment_terms: row.paymentTerms as TPaymentTerms,
    cancellation_notice_hours: row.cancellationNoticeHours as TCancellationNoticeHours,
    equipment_provided: row.equipmentProvided,
    additional_terms: row.additionalTerms,
    special_requirements: row.specialRequirements,
    proposed_by: row.termsProposedBy === 'customer' ? 'customer' : 'dj',
    customer_agreed_at: iso(row.customerAgreedAt),
    dj_agreed_at: iso(row.djAgreedAt),
  };
}

function presentPayout(row: PayoutRow): TBookingPayout {
  return {
    kind: row.kind as TPayoutKind,
    amount: toMajor(row.amountMinor),
    due_at: row.dueAt.toISOString(),
    status: row.status as TPayoutStatus,
    paid_at: iso(row.paidAt),
    failure_reason: row.status === 'failed' ? row.failureReason : null,
  };
}

type Snapshot = { status?: string; payment?: string | null } | undefined;

/** One outbox row as the audit trail shows it; an offer's move shows the offer's statuses. */
function presentHistory(row: BookingEventRow): TBookingHistoryEntry | null {
  if (!EVENT_TYPES.has(row.type)) return null;
  const payload = row.payload;
  const from = payload['from'] as Snapshot;
  const to = payload['to'] as Snapshot;
  const actor = payload['actor'] as { role?: TActorRole } | undefined;
  const offerMove = row.type.startsWith('offer.');
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    type: row.type as TBookingEventType,
    at: text(payload['at']) ?? row.createdAt.toISOString(),
    actor: actor?.role ?? 'system',
    from_status: offerMove ? text(payload['offer_from']) : (from?.status ?? null),
    to_status: offerMove ? text(payload['offer_to']) : (to?.status ?? null),
    payment_status: (to?.payment ?? null) as TPaymentStatus | null,
    reason: text(payload['reason']),
    amount: Number.isInteger(payload['amount_minor']) ? toMajor(payload['amount_minor'] as number) : null,
  };
}

/**
 * What the card was charged, what a dispute's decision refunded and what each party is left with: the agreed split
 * stays as agreed, these say where the money ended.
 */
function settledAmounts(
  row: BookingDetailRow,
  dispute: BookingDisputeRow | null,
): Pick<TBooking, 'charged' | 'refund' | 'customer_paid_now' | 'dj_payout_now'> {
  const charged = chargedOf({
    paymentStatus: row.request.paymentStatus,
    amountMinor: row.amountMinor,
    cancellationChargeMinor: row.cancellationChargeMinor,
  });
  const decided = decidedRefundOf(dispute);
  const refund = decided && decided.refundMinor > 0 ? decided : null;
  return {
    charged: toMajor(charged),
    refund: refund && {
      amount: toMajor(refund.refundMinor),
      dj_share: toMajor(refund.djShareMinor),
      platform_share: toMajor(refund.platformShareMinor),
      sent: refund.sent,
    },
    customer_paid_now: toMajor(charged - (refund?.refundMinor ?? 0)),
    dj_payout_now: toMajor(djPayoutAfterDispute(row.djPayoutMinor, dispute)),
  };
}

/**
 * A booking as its two parties see it: the event, the agreed price and its split, what the card secures or was
 * charged and what a dispute refunded of it, the contract's terms, how it ended, the DJ's payouts and the audit
 * trail. Once the booking is confirmed the two reach each other: the DJ's e-mail for the customer, the customer's
 * e-mail for the DJ, and for an on-site event at a venue the venue's address.
 */
export function presentBooking(
  row: BookingDetailRow,
  payouts: readonly PayoutRow[],
  history: readonly BookingEventRow[],
  dispute: BookingDisputeRow | null,
): TBooking {
  const { request } = row;
  const confirmed = row.status === 'confirmed' || row.status === 'completed';
  return {
    id: row.id,
    request_id: row.requestId,
    status: row.status as TBookingStatus,
    dj_id: row.djUserId,
    dj_name: row.djName,
    dj_image: row.djImage,
    dj_email: confirmed ? row.djEmail : null,
    customer_name: row.customerName,
    customer_email: confirmed ? row.customerEmail : null,
    venue_address:
      confirmed && request.performanceType !== 'remote' && request.customerRole === 'venue'
        ? row.venueAddress
        : null,
    customer_type: request.customerRole as 'venue' | 'enthusiast',
    event: { ...whenAndWhere(request), description: request.description },
    hourly_rate: toMajor(row.hourlyRateMinor),
    currency: row.currency as TExtendedCurrency,
    amounts: {
      customer_pays: toMajor(row.amountMinor),
      platform_fee: toMajor(row.platformFeeMinor),
      processing_fee: toMajor(row.processingFeeMinor),
      dj_payout: toMajor(row.djPayoutMinor),
    },
    hold_amount: toMajor(request.amountMinor),
    ...settledAmounts(row, dispute),
    payment_status: request.paymentStatus as TPaymentStatus,
    needs_authorization: needsAuthorization(row, request),
    authorization_failure: needsAuthorization(row, request) ? presentAuthorizationFailure(request) : null,
    terms: termsOf(row),
    dj_terms: {
      payment_terms: row.djPaymentTerms as TPaymentTerms,
      cancellation_notice_hours: row.djCancellationNoticeHours as TCancellationNoticeHours,
    },
    terms_declined:
      row.termsDeclinedMessage !== null && row.termsDeclinedAt !== null
        ? { message: row.termsDeclinedMessage, at: row.termsDeclinedAt.toISOString() }
        : null,
    confirmed_at: iso(row.confirmedAt),
    cancellation:
      row.cancelledAt === null
        ? null
        : {
            by: (row.cancelledByRole ?? 'customer') as TOfferSide,
            at: row.cancelledAt.toISOString(),
            reason: row.cancelReason ?? '',
            charged: toMajor(row.cancellationChargeMinor ?? 0),
          },
    payouts: payouts.map(presentPayout),
    history: oneLinePerAcceptance(
      history.flatMap((event) => {
        const entry = presentHistory(event);
        return entry ? [entry] : [];
      }),
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
