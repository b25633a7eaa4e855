import { toMajor } from '@cuepoint/domain/money/minor-units';
import type {
  TBookingStatus,
  TCancellationNoticeHours,
  TOffer,
  TOfferSide,
  TOfferStatus,
  TPaymentTerms,
} from '@cuepoint/domain/booking/booking-api';
import { offerLineAfterBooking } from '@cuepoint/domain/booking/offer-booking-line';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { maskContactDetails } from '@cuepoint/domain/trust/contact-masking';
import type { ListedOfferRow } from './offers-store.ts';

const side = (value: string | null) => (value === null ? null : (value as TOfferSide));
const major = (minor: number | null) => (minor === null ? null : toMajor(minor));

/**
 * An offer as both parties see it: the DJ's proposal, the standing counter, whose turn it is; its line says how the
 * booking it became ended, once that booking was cancelled or expired.
 */
export function presentOffer(row: ListedOfferRow, currency: string): TOffer {
  return {
    id: row.id,
    request_id: row.requestId,
    dj_id: row.djUserId,
    dj_name: row.djName,
    dj_image: row.djImage,
    hourly_rate: toMajor(row.hourlyRateMinor),
    offer_amount: toMajor(row.amountMinor),
    currency: currency as TExtendedCurrency,
    status: row.status as TOfferStatus,
    counter_offer: major(row.counterAmountMinor),
    counter_hourly_rate: major(row.counterHourlyRateMinor),
    counter_by: side(row.counterBy),
    awaiting: side(row.awaiting),
    message: row.message,
    status_message: offerLineAfterBooking(row.statusMessage, row.bookingStatus as TBookingStatus | null),
    last_updated: row.updatedAt.toISOString(),
    booking_id: row.bookingId,
    payment_terms: row.paymentTerms as TPaymentTerms,
    cancellation_notice_hours: row.cancellationNoticeHours as TCancellationNoticeHours,
  };
}

/**
 * The offer as one party reads it before the two have a confirmed booking (decision record 034): its message hides
 * contact details from the other party. The message is the DJ's unless the customer's counter replaced it (a
 * counter's message is the latest word); its author reads it as written.
 */
export function offerForReader(offer: TOffer, reader: TOfferSide, revealed: boolean): TOffer {
  if (revealed || offer.message === null) return offer;
  const author: TOfferSide = offer.counter_by === 'customer' ? 'customer' : 'dj';
  if (author === reader) return offer;
  return { ...offer, message: maskContactDetails(offer.message).text };
}
