import { z } from 'zod';
import { ZExtendedCurrency } from '../catalog/currency-schemas.ts';
import { amountLimit } from '../catalog/money-text.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { zText } from '../text/safe-text.ts';
import {
  CANCELLATION_NOTICE_HOURS,
  CONTRACT_LIMITS,
  PAYMENT_TERMS,
  TERMS_MESSAGES,
  normalizeEquipment,
} from './contract.ts';
import { BOOKING_EVENT_TYPES, ACTOR_ROLES } from './effects.ts';
import { blankToUndefined, numeric } from './request-form-fields.ts';
import { PERFORMANCE_TYPES } from './request-rules.ts';
import { ZBookingRequestListed, ZDjBookingRequest } from './request-api.ts';
import { PAYMENT_STATUSES } from './states.ts';
import { ZAuthorizationFailure } from './card-rescue-api.ts';
import { OFFER_ANSWER_TEXTS } from './offer-texts.ts';
import { BOOKING_REFUSALS } from './transition-guards.ts';
import { offerTermsFields, termsAgreementFields, ZDjTerms, ZTermsDeclined } from './terms-agreement.ts';

/**
 * What the offer and booking calls take and answer (issue #12; decision record 029): money in the currency's major
 * unit as numbers, instants as ISO 8601 in UTC. The rules behind them are in offers.ts and contract.ts.
 */

// The contract's constants belong with its rules (contract.ts, no zod); the API names them here too.
export {
  CANCELLATION_NOTICE_HOURS,
  CANCELLATION_NOTICE_LABELS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_PAYMENT_TERMS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
} from './contract.ts';
export type { TCancellationNoticeHours, TPaymentTerms } from './contract.ts';

/** An offer's statuses: live while pending or negotiating; withdrawn by its DJ or when the request closed. */
export const OFFER_STATUSES = ['pending', 'negotiating', 'accepted', 'declined', 'withdrawn'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

/** The two parties of a negotiation. */
export const OFFER_SIDES = ['customer', 'dj'] as const;
export type TOfferSide = (typeof OFFER_SIDES)[number];

export const OFFER_STATUS_LABELS: Record<TOfferStatus, string> = {
  pending: 'Pending',
  negotiating: 'Negotiating',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** A booking's statuses: a live booking awaits the customer's confirmation, is confirmed or completed. */
export const BOOKING_STATUSES = [
  'awaiting_confirmation',
  'awaiting_dj_agreement',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The booking statuses that hold the DJ to the event's time: a DJ plays one event at a time, so no other acceptance,
 * offer or share may overlap such a booking's event (decision record 042).
 */
export const DJ_HOLDING_BOOKING_STATUSES = [
  'awaiting_confirmation',
  'awaiting_dj_agreement',
  'confirmed',
] as const satisfies readonly TBookingStatus[];

export const BOOKING_STATUS_LABELS: Record<TBookingStatus, string> = {
  awaiting_confirmation: 'Awaiting confirmation',
  awaiting_dj_agreement: 'Awaiting DJ agreement',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** A payout's share of the DJ's payout: due at capture, or once the event ended. */
export const PAYOUT_KINDS = ['upfront', 'after_event'] as const;
export type TPayoutKind = (typeof PAYOUT_KINDS)[number];

export const PAYOUT_STATUSES = ['scheduled', 'paid', 'failed', 'cancelled'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Ours: the highest hourly rate an offer may name, in major units. */
export const OFFER_HOURLY_RATE_MAX = 100_000;
export const OFFER_MESSAGE_MAX_LENGTH = 1000;
export const DECLINE_REASON_MAX_LENGTH = 500;
export const CANCEL_REASON_MAX_LENGTH = 500;

export const OFFER_MESSAGES = {
  ...OFFER_ANSWER_TEXTS,
  /** docs/product/booking-requests.md: the offer form's amount. */
  rateInvalid: 'Please enter a valid offer amount',
  /** Ours (decision record 029). */
  counterAcceptedByDj: 'Counter offer accepted. The customer confirms the contract next.',
  /**
   * The customer accepted: the booking waits for the customer's contract, so the spec's 'Booking confirmed! Contract
   * sent to DJ.' (acceptedByCustomer) becomes the offer's line only when the customer confirms it.
   */
  offerAcceptedByCustomer: 'Offer accepted. The customer confirms the contract next.',
  offerDeclined: 'Offer declined.',
  counterSentByCustomer: 'Counter offer sent to the DJ.',
  counterSentByDj: 'Counter offer sent to the customer.',
  withdrawn: 'Offer withdrawn by the DJ.',
  closedBookedElsewhere: 'This request was booked with another DJ.',
  closedAcceptedAsAsked: 'The DJ accepted the request as asked.',
  closedCancelled: 'This request was cancelled by the customer.',
  closedExpired: 'This request expired before a booking was made.',
  closedDjBookedThen: 'The DJ was booked for another event at that time.',
  notYourTurn: "It is the other side's turn to answer this offer",
  alreadyAccepted: BOOKING_REFUSALS.alreadyAccepted,
  notLive: 'This offer is no longer open',
  requestNotOpen: 'This request is no longer open to offers',
  liveOfferExists: 'You already have an open offer on this request: wait for an answer or withdraw it first',
  notYourOffer: 'Only the DJ who made this offer can withdraw it',
  notReached: 'This booking request was not sent to you',
  notCustomer: 'Only the customer who made this booking request can do this',
  notParty: 'Only the customer who made this request or the DJ who made this offer can answer it',
  /** The currency is the request's: screens that know it say it as money (offerMessageIn). */
  rateTooHigh: `Hourly rate must be at most ${amountLimit(OFFER_HOURLY_RATE_MAX)} in the request's currency`,
  rateDecimals: 'Hourly rate must have at most 2 decimals',
  amountTooSmall: 'This amount is too small to leave any payout after fees',
  amountTooLarge: 'This offer is too large to be paid by card',
  sameAmount: 'A counter offer must name a different amount',
  messageTooLong: fieldTooLong('Message', OFFER_MESSAGE_MAX_LENGTH),
  reasonTooLong: fieldTooLong('Reason', DECLINE_REASON_MAX_LENGTH),
  notFound: 'Offer not found',
} as const;

export const BOOKING_MESSAGES = {
  /** Decision record 029. */
  agreeRequired: 'You must agree to the contract terms to confirm',
  priceAboveHold: BOOKING_REFUSALS.chargeAboveHold,
  alreadyAccepted: BOOKING_REFUSALS.alreadyAccepted,
  cancelReasonRequired: BOOKING_REFUSALS.cancelReasonRequired,
  chargedAlready: BOOKING_REFUSALS.chargedAlready,
  payoutAccountMissing: 'Connect a payout account to receive this payout',
  /** Ours: a DJ plays one booking at a time (decision record 042). */
  djBookedThen: 'You already have a booking at that time',
  djBookedElsewhere: 'This DJ is already booked at that time',
  /** Ours: the field checks of the confirmation and the outcomes both sides read. */
  paymentTermsInvalid: TERMS_MESSAGES.paymentTermsInvalid,
  noticeInvalid: TERMS_MESSAGES.noticeInvalid,
  equipmentInvalid: 'Equipment provided must be a list of items',
  equipmentTooMany: TERMS_MESSAGES.equipmentTooMany,
  equipmentItemTooLong: TERMS_MESSAGES.equipmentItemTooLong,
  additionalTermsTooLong: TERMS_MESSAGES.additionalTermsTooLong,
  specialRequirementsTooLong: TERMS_MESSAGES.specialRequirementsTooLong,
  cancelReasonTooLong: fieldTooLong('Reason', CANCEL_REASON_MAX_LENGTH),
  cancelledFree: 'Booking cancelled. Nothing was charged and the hold on the card was released.',
  cancelledCharged: 'Booking cancelled inside the cancellation notice: the agreed amount was charged.',
  cancelledByDj:
    'The DJ cancelled the booking. Nothing was charged; the request is open to similar DJs again.',
  notConfirmable: 'Only a booking awaiting confirmation can be confirmed',
  notCancellable: 'This booking has ended and can no longer be cancelled',
  notFound: 'Booking not found',
} as const;

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

const SECOND_MS = 1000;
const UNITS = [
  { ms: 86_400_000, word: 'day' },
  { ms: 3_600_000, word: 'hour' },
  { ms: 60_000, word: 'minute' },
] as const;

/**
 * docs/product/booking-requests.md: how long ago something changed: under 60 s 'Just now', then 'N minute(s) ago', 'N
 * hour(s) ago', 'N day(s) ago' (whole units, rounded down). A time ahead of `now` (clocks apart) is 'Just now'; an
 * unreadable one is ''.
 */
export function relativeTime(from: string | Date, now: Date): string {
  const at = typeof from === 'string' ? new Date(from) : from;
  const elapsed = now.getTime() - at.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < 60 * SECOND_MS) return 'Just now';
  for (const { ms, word } of UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count >= 1) return `${count} ${word}${count === 1 ? '' : 's'} ago`;
  }
  return 'Just now';
}

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
