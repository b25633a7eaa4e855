import { z } from 'zod';
import { ZExtendedCurrency } from '../catalog/currency-schemas.ts';
import { zText } from '../text/safe-text.ts';
import { CANCELLATION_NOTICE_HOURS, CONTRACT_LIMITS, PAYMENT_TERMS, normalizeEquipment } from './contract.ts';
import { BOOKING_EVENT_TYPES, ACTOR_ROLES } from './effects.ts';
import { blankToUndefined, numeric } from './request-form-fields.ts';
import { PERFORMANCE_TYPES } from './request-rules.ts';
import { ZBookingRequestListed, ZDjBookingRequest } from './request-api.ts';
import { PAYMENT_STATUSES } from './states.ts';
import { ZAuthorizationFailure } from './card-rescue-api.ts';
import { offerTermsFields, termsAgreementFields, ZDjTerms, ZTermsDeclined } from './terms-agreement.ts';
import {
  BOOKING_STATUSES,
  CANCEL_REASON_MAX_LENGTH,
  DECLINE_REASON_MAX_LENGTH,
  OFFER_MESSAGE_MAX_LENGTH,
  OFFER_SIDES,
  OFFER_STATUSES,
  PAYOUT_KINDS,
  PAYOUT_STATUSES,
} from './booking-statuses.ts';
import { BOOKING_MESSAGES, OFFER_MESSAGES } from './booking-messages.ts';

/**
 * The bodies the offer and booking calls take and the answers they give: money in the currency's major unit as numbers,
 * instants as ISO 8601 in UTC.
 */

const isoInstant = z.string();

/** GET /booking-requests/{id}/offers, and every offer move's answer. */
export const ZOffer = z.object({
  id: z.number(),
  request_id: z.number(),
  dj_id: z.number(),
  dj_name: z.string(),
  dj_image: z.string().nullable(),
  /** The DJ's proposed hourly rate and its total for the request's duration. */
  hourly_rate: z.number(),
  offer_amount: z.number(),
  currency: ZExtendedCurrency,
  status: z.enum(OFFER_STATUSES),
  /** The standing counter's total and hourly rate, and who made it. */
  counter_offer: z.number().nullable(),
  counter_hourly_rate: z.number().nullable(),
  counter_by: z.enum(OFFER_SIDES).nullable(),
  /** The side whose answer the offer waits for; null once final. */
  awaiting: z.enum(OFFER_SIDES).nullable(),
  message: z.string().nullable(),
  status_message: z.string().nullable(),
  last_updated: isoInstant,
  /** The booking its acceptance created. */
  booking_id: z.number().nullable(),
  /** The DJ's terms the offer carries (the customer confirms with them, or proposes others to the DJ). */
  payment_terms: z.enum(PAYMENT_TERMS),
  cancellation_notice_hours: z.literal(CANCELLATION_NOTICE_HOURS),
});
export type TOffer = z.infer<typeof ZOffer>;

/** An hourly rate as a form or a client sends it ("150", 150, 149.5): above 0, at most 2 decimals. */
const ZHourlyRate = z.preprocess(
  (value) => numeric(blankToUndefined(value)),
  z
    .number({ error: OFFER_MESSAGES.rateInvalid })
    .refine(Number.isFinite, OFFER_MESSAGES.rateInvalid)
    .refine((rate) => rate > 0, OFFER_MESSAGES.rateInvalid)
    .refine(hasAtMostTwoDecimals, OFFER_MESSAGES.rateDecimals),
);

/** Whether a major amount is whole cents (19.99 yes, 19.999 no), tolerant of binary fractions. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const optionalText = (label: string, max: number, tooLong: string) =>
  z.preprocess(
    blankToUndefined,
    zText({ error: `${label} must be text`, label, multiline: true })
      .trim()
      .max(max, tooLong)
      .optional(),
  );

/** POST /booking-requests/{id}/offers (the DJ's first proposal) and POST /offers/{id}/counter. */
export const ZMakeOfferBody = z.strictObject({
  hourly_rate: ZHourlyRate,
  message: optionalText('Message', OFFER_MESSAGE_MAX_LENGTH, OFFER_MESSAGES.messageTooLong),
  ...offerTermsFields,
});
export type TMakeOfferBody = z.infer<typeof ZMakeOfferBody>;

export const ZCounterBody = ZMakeOfferBody;
export type TCounterBody = TMakeOfferBody;

/** POST /offers/{id}/decline and POST /booking-requests/{id}/decline: an optional reason; no body at all is fine. */
export const ZDeclineBody = z
  .strictObject({
    reason: optionalText('Reason', DECLINE_REASON_MAX_LENGTH, OFFER_MESSAGES.reasonTooLong),
  })
  .optional();
export type TDeclineBody = z.infer<typeof ZDeclineBody>;

const ZEquipment = z.preprocess(
  (value) => (value === undefined || value === null ? [] : value),
  z
    .array(
      zText({ error: BOOKING_MESSAGES.equipmentInvalid, label: 'Equipment' })
        .trim()
        .max(CONTRACT_LIMITS.equipmentItemLength, BOOKING_MESSAGES.equipmentItemTooLong),
      { error: BOOKING_MESSAGES.equipmentInvalid },
    )
    .transform(normalizeEquipment)
    .refine((items) => items.length <= CONTRACT_LIMITS.equipmentItems, BOOKING_MESSAGES.equipmentTooMany),
);

/**
 * POST /bookings/{id}/confirm: the contract's terms and the customer's agreement (the three-step flow's end). Absent
 * payment terms or notice are the DJ's (the offer's); others than the DJ's wait for the DJ's agreement.
 */
export const ZConfirmBookingBody = z.strictObject({
  ...offerTermsFields,
  equipment_provided: ZEquipment,
  additional_terms: optionalText(
    'Additional terms',
    CONTRACT_LIMITS.additionalTerms,
    BOOKING_MESSAGES.additionalTermsTooLong,
  ),
  special_requirements: optionalText(
    'Special requirements',
    CONTRACT_LIMITS.specialRequirements,
    BOOKING_MESSAGES.specialRequirementsTooLong,
  ),
  agree: z.literal(true, { error: BOOKING_MESSAGES.agreeRequired }),
});
export type TConfirmBookingBody = z.infer<typeof ZConfirmBookingBody>;

/** POST /bookings/{id}/cancel: a reason is required (both sides read it in the booking's history). */
export const ZCancelBookingBody = z.strictObject({
  reason: z.preprocess(
    (value) => (value === null ? undefined : value),
    zText({ error: BOOKING_MESSAGES.cancelReasonRequired, label: 'Reason', multiline: true })
      .trim()
      .min(1, BOOKING_MESSAGES.cancelReasonRequired)
      .max(CANCEL_REASON_MAX_LENGTH, BOOKING_MESSAGES.cancelReasonTooLong),
  ),
});
export type TCancelBookingBody = z.infer<typeof ZCancelBookingBody>;

export const ZBookingTerms = z.object({
  payment_terms: z.enum(PAYMENT_TERMS),
  cancellation_notice_hours: z.literal(CANCELLATION_NOTICE_HOURS),
  equipment_provided: z.array(z.string()),
  additional_terms: z.string().nullable(),
  special_requirements: z.string().nullable(),
  ...termsAgreementFields,
});
export type TBookingTerms = z.infer<typeof ZBookingTerms>;

export const ZBookingPayout = z.object({
  kind: z.enum(PAYOUT_KINDS),
  amount: z.number(),
  due_at: isoInstant,
  status: z.enum(PAYOUT_STATUSES),
  paid_at: isoInstant.nullable(),
  /** Why a failed payout was not paid (e.g. no payout account yet); null otherwise. */
  failure_reason: z.string().nullable(),
});
export type TBookingPayout = z.infer<typeof ZBookingPayout>;

/** One entry of the audit trail both sides read: who did what, when, from which state to which, and why. */
export const ZBookingHistoryEntry = z.object({
  type: z.enum(BOOKING_EVENT_TYPES),
  at: isoInstant,
  actor: z.enum(ACTOR_ROLES),
  /** The request's status before and after (an offer's event: the offer's). */
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  reason: z.string().nullable(),
  /** The money the entry moved, in the booking's currency: an offer's price, a charge, a refund, a payout. */
  amount: z.number().nullable(),
});
export type TBookingHistoryEntry = z.infer<typeof ZBookingHistoryEntry>;

export const ZBooking = z.object({
  id: z.number(),
  request_id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  dj_id: z.number(),
  dj_name: z.string(),
  dj_image: z.string().nullable(),
  /** Shown to the customer once the booking is confirmed; null otherwise. */
  dj_email: z.string().nullable(),
  customer_name: z.string(),
  /** Shown to the DJ once the booking is confirmed; null otherwise. */
  customer_email: z.string().nullable(),
  /** Where a venue's on-site event is (the venue's address), once the booking is confirmed; null otherwise. */
  venue_address: z.string().nullable(),
  customer_type: z.enum(['venue', 'enthusiast']),
  event: z.object({
    date: isoInstant,
    timezone: z.string(),
    /** Hours. */
    duration: z.number(),
    performance_type: z.enum(PERFORMANCE_TYPES),
    city: z.string().nullable(),
    country: z.string().nullable(),
    description: z.string(),
  }),
  /** The agreed hourly rate. */
  hourly_rate: z.number(),
  currency: ZExtendedCurrency,
  /** The agreed price and its split (pricing/fees.ts), as agreed: a refund leaves them as they are. */
  amounts: z.object({
    customer_pays: z.number(),
    platform_fee: z.number(),
    processing_fee: z.number(),
    dj_payout: z.number(),
  }),
  /** What the customer's card secures. */
  hold_amount: z.number(),
  /** What the card was charged: the agreed price, or what a cancellation charged; 0 while nothing is. */
  charged: z.number(),
  /**
   * What a dispute's decision refunded to the card and who gave it back (decision record 034): `dj_share` came out of
   * the DJ's payout, `platform_share` out of the platform's fees; the two add up to `amount`. Null without a decided
   * refund (no dispute, not decided yet, or decided without one).
   */
  refund: z
    .object({
      amount: z.number(),
      dj_share: z.number(),
      platform_share: z.number(),
      /** The refund went through at the gateway (false while it is being retried). */
      sent: z.boolean(),
    })
    .nullable(),
  /** What the customer paid in the end: `charged` less the refund (0 while nothing is charged). */
  customer_paid_now: z.number(),
  /** What the DJ receives in the end: `amounts.dj_payout` less the DJ's share of the refund. */
  dj_payout_now: z.number(),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** The agreed price is above the hold, or the saved card failed: the customer authorizes a card again. */
  needs_authorization: z.boolean(),
  /** The saved card failed and nothing secures the booking yet (card-rescue-api.ts); null otherwise. */
  authorization_failure: ZAuthorizationFailure.nullable(),
  terms: ZBookingTerms.nullable(),
  /** The DJ's terms as offered (or the DJ's standard terms for a request accepted as asked). */
  dj_terms: ZDjTerms,
  terms_declined: ZTermsDeclined,
  confirmed_at: isoInstant.nullable(),
  /** How the booking was cancelled; `charged` is the amount charged (major units, 0 for nothing). */
  cancellation: z
    .object({
      by: z.enum(OFFER_SIDES),
      at: isoInstant,
      reason: z.string(),
      charged: z.number(),
    })
    .nullable(),
  payouts: z.array(ZBookingPayout),
  history: z.array(ZBookingHistoryEntry),
  created_at: isoInstant,
  updated_at: isoInstant,
});
export type TBooking = z.infer<typeof ZBooking>;

/** POST /offers/{id}/accept. */
export const ZOfferAccepted = z.object({ offer: ZOffer, booking: ZBooking });
export type TOfferAccepted = z.infer<typeof ZOfferAccepted>;

/** A booking request as its customer's lists show it, with its live booking (accepted, confirmed or completed). */
export const ZBookingRequestWithBooking = ZBookingRequestListed.extend({
  booking_id: z.number().nullable(),
  booking_status: z.enum(BOOKING_STATUSES).nullable(),
  /** The DJ of a live booking (awaiting confirmation, confirmed, completed) and the price agreed; null otherwise. */
  booked: z
    .object({ dj_id: z.number(), dj_name: z.string(), hourly_rate: z.number(), amount: z.number() })
    .nullable(),
});
export type TBookingRequestWithBooking = z.infer<typeof ZBookingRequestWithBooking>;

/** A request in a DJ's inbox, with the DJ's own live or last offer on it and the booking it became, if the DJ's. */
export const ZDjInboxRequest = ZDjBookingRequest.extend({
  my_offer: ZOffer.nullable(),
  booking_id: z.number().nullable(),
  /** The price the DJ's booking of this request agreed on, and what the DJ earns of it; null without a booking. */
  agreed: z.object({ hourly_rate: z.number(), amount: z.number(), dj_payout: z.number() }).nullable(),
  /** The DJ holds a booking of another request at this one's time: it cannot be accepted or offered on. */
  booked_then: z.boolean(),
});
export type TDjInboxRequest = z.infer<typeof ZDjInboxRequest>;
