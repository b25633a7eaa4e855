import type { TBookingRequestListed, TPaymentAuthorizeAnswer } from '@cuepoint/domain/booking/request-api';
import type { TPerformanceType } from '@cuepoint/domain/booking/request-rules';
import { apiBody, apiData, apiClient, type JsonBody, asDocumented } from '../../lib/api.ts';

/**
 * The booking request calls (docs/product/booking-requests.md, "Enthusiast", "Payment and search"; the contract of
 * issue #11): the card's authorization and confirmation, the request's submit and the customer's lists.
 */

export type TBookingAudience = 'venue' | 'enthusiast';

export type { TBookingRequestListed };

/**
 * POST /payment-authorize.php: the request's payment metadata (docs/product/booking-requests.md) plus dj_id and the
 * customer's zone.
 */
export type TPaymentMetadata = {
  event_name: string;
  event_date: string;
  event_datetime?: string;
  hourly_rate: number;
  duration: number;
  currency?: string;
  booking_type: 'booking_request';
  dj_id?: number;
  timezone: string;
  /** Where the event is: the payment step's duplicate check reads it (ours). */
  performance_type?: TPerformanceType;
  city?: string;
  country?: string;
  allow_duplicate?: boolean;
};

export type TClientIntent = { id: string; client_secret: string };

/**
 * The authorization answer (docs/product/booking-requests.md): the server's amounts and the intent the browser
 * confirms.
 */
export type TAuthorization = TPaymentAuthorizeAnswer;

/** What the form sends with the card's intent (POST /venue-booking-request.php, /booking-request.php). */
export type TBookingRequestBody = {
  date: string;
  duration: number;
  performance_type: TPerformanceType;
  city: string;
  country: string;
  similar_djs: string[];
  example_playlist: string;
  description: string;
  hourly_budget: number;
  preferred_genres: string[];
  dj_id?: number;
  currency?: string;
  timezone: string;
  /** Sent although the customer already asked for this booking (they chose 'Send anyway'). */
  allow_duplicate?: boolean;
};

export type TIntentReference = { payment_intent_id: string } | { setup_intent_id: string };

/** GET /payments/config: the test gateway's own card form, or Stripe Elements with the publishable key. */
export const fetchPaymentsConfig = () => apiData(apiClient.GET('/payments/config'));

/** POST /payment-authorize.php; the key makes a retried call answer the same intent. */
export const authorizePayment = (metadata: TPaymentMetadata, idempotencyKey: string) =>
  apiBody(
    apiClient.POST('/payment-authorize.php', {
      body: asDocumented<JsonBody<'/payment-authorize.php', 'post'>>(metadata),
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

/** POST /test-payments/confirm: the test gateway confirms an intent as Stripe.js would. */
export const confirmTestPayment = (input: {
  client_secret: string;
  /** None confirms with the saved card the intent names. */
  payment_method?: string | { number: string; exp_month: number; exp_year: number; cvc: string };
  return_url?: string;
}) => apiData(apiClient.POST('/test-payments/confirm', { body: input }));

/** The submit path of each form: the venue's, else the enthusiast's (also the form on a DJ's page). */
export function submitPath(audience: TBookingAudience): string {
  return audience === 'venue' ? '/venue-booking-request.php' : '/booking-request.php';
}

/** Submits the request; the same Idempotency-Key answers the same request when a click is retried. */
export const submitBookingRequest = (
  audience: TBookingAudience,
  body: TBookingRequestBody & TIntentReference,
  idempotencyKey: string,
) =>
  apiBody(
    apiClient.POST(audience === 'venue' ? '/venue-booking-request.php' : '/booking-request.php', {
      body: asDocumented<JsonBody<'/booking-request.php', 'post'>>(body),
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

/** The customer's own requests: GET /venue-booking-requests.php for a venue, /booking-requests.php otherwise. */
export const fetchBookingRequests = (audience: TBookingAudience) =>
  apiData(apiClient.GET(audience === 'venue' ? '/venue-booking-requests.php' : '/booking-requests.php'));

export const bookingRequestsKey = (audience: TBookingAudience, userId: number) =>
  ['booking-requests', audience, userId] as const;
