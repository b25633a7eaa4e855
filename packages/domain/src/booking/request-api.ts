import { z } from 'zod';
import { ZExtendedCurrency } from '../catalog/currency-schemas.ts';
import { AUTHORIZATION_STRATEGIES, LISTED_STATUSES, PAYMENT_STATUSES, REQUEST_STATUSES } from './states.ts';
import { PERFORMANCE_TYPES } from './request-rules.ts';
import { ZAuthorizationFailure } from './card-rescue-api.ts';
import { zText } from '../text/safe-text.ts';

/**
 * What the booking request calls answer (docs/product/booking-requests.md, "Authorization response"; issue #11):
 * decimals in the currency's major unit, instants as ISO 8601 in UTC with the event's IANA zone beside them.
 */

/** The `amounts` of an authorization and of a listed request (the server computes every one). */
export const ZBookingAmounts = z.object({
  customer_pays: z.number(),
  platform_fee: z.number(),
  processing_fee: z.number(),
  dj_payout: z.number(),
  authorization_strategy: z.enum(AUTHORIZATION_STRATEGIES),
  currency: ZExtendedCurrency,
});
export type TBookingAmounts = z.infer<typeof ZBookingAmounts>;

export const PAYMENT_ROUTES = ['direct_to_dj', 'platform'] as const;
export type TPaymentRoute = (typeof PAYMENT_ROUTES)[number];

const ZClientIntent = z.object({ id: z.string(), client_secret: z.string() });

/** POST /payment-authorize.php: exactly one of setup_intent (card saved) and payment_intent (authorized now). */
export const ZPaymentAuthorizeAnswer = z.object({
  success: z.literal(true),
  amounts: ZBookingAmounts,
  payment_mode: z.enum(PAYMENT_ROUTES),
  setup_intent: ZClientIntent.nullable(),
  payment_intent: ZClientIntent.nullable(),
  dj_has_stripe: z.boolean(),
});
export type TPaymentAuthorizeAnswer = z.infer<typeof ZPaymentAuthorizeAnswer>;

export const RECIPIENT_REASONS = ['targeted', 'matching', 'similar'] as const;
export type TRecipientReason = (typeof RECIPIENT_REASONS)[number];

/** A DJ a request reached (shown to its customer only). */
export const ZBookingRecipient = z.object({
  dj_id: z.number(),
  dj_name: z.string(),
  reason: z.enum(RECIPIENT_REASONS),
  reached_at: z.string(),
});
export type TBookingRecipient = z.infer<typeof ZBookingRecipient>;

/** The event a request asks for, the same in its customer's lists and its DJs' inboxes. */
const requestEventFields = {
  id: z.number(),
  /** The event's start (ISO 8601, UTC). */
  date: z.string(),
  /** The IANA zone the customer gave the date in. */
  timezone: z.string(),
  /** Hours. */
  duration: z.number(),
  performance_type: z.enum(PERFORMANCE_TYPES),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** Per hour, in the currency's major unit. */
  hourly_budget: z.number(),
  currency: ZExtendedCurrency,
};

/** What the customer wrote about the night and its music. */
const requestWishFields = {
  description: z.string(),
  similar_djs: z.array(z.string()),
  preferred_genres: z.array(z.string()),
  example_playlist: z.string().nullable(),
};

/** A booking request as its customer's lists show it. */
export const ZBookingRequestListed = z.object({
  ...requestEventFields,
  /** The displayed status (docs/product/booking-requests.md) (pending, active, completed, expired, cancelled). */
  status: z.enum(LISTED_STATUSES),
  /** Where the request is in its lifecycle. */
  state: z.enum(REQUEST_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Why authorizing the saved card failed, when it did. */
  payment_error: z.string().nullable(),
  /**
   * An open request whose saved card failed its off-session hold (decision record 028), as a booking carries it: the
   * kind and reason, the platform's one retry and the instant it closes unless a card secures it. Null otherwise (a
   * booked request's failure is on its booking).
   */
  authorization_failure: ZAuthorizationFailure.nullable(),
  offers_count: z.number(),
  ...requestWishFields,
  dj_id: z.number().nullable(),
  dj_name: z.string().nullable(),
  amounts: ZBookingAmounts,
  /** When the request closes unless it became a confirmed booking (23 h before the event). */
  expires_at: z.string(),
  created_at: z.string(),
  /** GET /booking-requests/{id} for its customer: the DJs it reached. */
  recipients: z.array(ZBookingRecipient).optional(),
});
export type TBookingRequestListed = z.infer<typeof ZBookingRequestListed>;

/** POST /booking-request.php and the other submits: 201, or 200 for a retried submit with the same Idempotency-Key. */
export const ZBookingRequestSubmitted = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZBookingRequestListed,
});
export type TBookingRequestSubmitted = z.infer<typeof ZBookingRequestSubmitted>;

/**
 * The 409 of a submit (or of the payment step) for a booking the customer already asked for: the message of
 * duplicate-requests.ts and the request already made. `allow_duplicate: true` sends it anyway.
 */
export const ZDuplicateRequestAnswer = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  existing_request_id: z.number().optional(),
});
export type TDuplicateRequestAnswer = z.infer<typeof ZDuplicateRequestAnswer>;

/** GET /dj/booking-requests: a request that reached the signed-in DJ, with what the DJ would earn after fees. */
export const ZDjBookingRequest = z.object({
  ...requestEventFields,
  /** hourly budget × duration. */
  total_budget: z.number(),
  /** What the DJ receives after the platform fee and the card fee. */
  dj_payout: z.number(),
  ...requestWishFields,
  status: z.enum(LISTED_STATUSES),
  state: z.enum(REQUEST_STATUSES),
  customer_type: z.enum(['venue', 'enthusiast']),
  customer_name: z.string(),
  /** Whether the request was aimed at this DJ, open to matching DJs, or shared after the DJ it was aimed at. */
  reason: z.enum(RECIPIENT_REASONS),
  reached_at: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TDjBookingRequest = z.infer<typeof ZDjBookingRequest>;

/** POST /booking-requests/{id}/cancel: an optional reason the DJs it reached are told. */
export const ZCancelBookingRequestBody = z
  .strictObject({
    reason: zText({ error: 'Reason must be text', label: 'Reason', multiline: true })
      .trim()
      .max(500, 'Reason must be at most 500 characters')
      .optional(),
  })
  .optional();

/** The answers of the submit and intent checks (ours: the spec is silent on these). */
export const BOOKING_API_MESSAGES = {
  intentUnknown: 'This payment authorization is unknown: please secure your booking with a card again',
  intentForeign: 'This payment authorization belongs to another account',
  intentUsed: 'This payment authorization was already used for another booking request',
  intentNotAuthorized: (status: string) =>
    `Your card is not authorized yet (status ${status}): please complete the payment step first`,
  setupNotSucceeded: (status: string) =>
    `Your card is not saved yet (status ${status}): please complete the payment step first`,
  amountMismatch:
    'The amount your card secured does not match this booking request: please secure your booking again',
  currencyMismatch:
    'The currency your card secured does not match this booking request: please secure your booking again',
  eventMismatch: 'This payment authorization was made for another event: please secure your booking again',
  rateMismatch: (authorized: string, requested: string) =>
    `Your card was secured for ${authorized} per hour, but this booking request offers ${requested} per hour: please secure your booking again`,
  durationMismatch: (authorized: string, requested: string) =>
    `Your card was secured for ${authorized}, but this booking request is for ${requested}: please secure your booking again`,
  djMismatch: 'This payment authorization was made for another DJ: please secure your booking again',
  paymentMethodOnly:
    'Please secure your booking with a card first: send the payment_intent_id or setup_intent_id of the payment step',
  djNotFound: 'No DJ with this id',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  idempotencyKeyReused:
    'This Idempotency-Key was used for another booking request: use a new key for a new request',
  notFound: 'Booking request not found',
} as const;
