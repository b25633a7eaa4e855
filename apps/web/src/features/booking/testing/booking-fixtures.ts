import type { TBookingRequestListed, TPaymentAuthorizeAnswer } from '@cuepoint/domain/booking/request-api';
import type { TIntentAnswer } from '@cuepoint/domain/payments/intents';

/** The answers of the booking calls as the server gives them, for the component tests. */

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { success: true, data, ...extra },
});

export function authorization(
  strategy: 'authorize_now' | 'save_payment_method' = 'authorize_now',
  overrides: Partial<TPaymentAuthorizeAnswer> = {},
): TPaymentAuthorizeAnswer {
  const intent = strategy === 'authorize_now' ? 'pi_test123' : 'seti_test123';
  return {
    success: true,
    amounts: {
      customer_pays: 200,
      platform_fee: 2,
      processing_fee: 6.1,
      dj_payout: 191.9,
      authorization_strategy: strategy,
      currency: 'EUR',
    },
    payment_mode: 'platform',
    setup_intent:
      strategy === 'save_payment_method' ? { id: intent, client_secret: `${intent}_secret_abc` } : null,
    payment_intent:
      strategy === 'authorize_now' ? { id: intent, client_secret: `${intent}_secret_abc` } : null,
    dj_has_stripe: false,
    ...overrides,
  };
}

export function intentAnswer(overrides: Partial<TIntentAnswer> = {}): TIntentAnswer {
  return {
    id: 'pi_test123',
    object: 'payment_intent',
    status: 'requires_capture',
    client_secret: 'pi_test123_secret_abc',
    amount: 20000,
    currency: 'eur',
    payment_method: 'pm_123',
    last_payment_error: null,
    next_action: null,
    ...overrides,
  };
}

export const DECLINED = intentAnswer({
  status: 'requires_payment_method',
  payment_method: null,
  last_payment_error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
});

export function listedRequest(overrides: Partial<TBookingRequestListed> = {}): TBookingRequestListed {
  return {
    id: 41,
    date: '2099-06-13T19:00:00.000Z',
    timezone: 'Europe/Berlin',
    duration: 2,
    performance_type: 'remote',
    city: null,
    country: null,
    hourly_budget: 100,
    currency: 'EUR',
    status: 'pending',
    state: 'routed_to_dj',
    payment_status: 'authorized',
    payment_error: null,
    authorization_failure: null,
    offers_count: 0,
    description: 'Birthday party in a loft',
    similar_djs: [],
    preferred_genres: [],
    example_playlist: null,
    dj_id: null,
    dj_name: null,
    amounts: authorization().amounts,
    expires_at: '2099-06-12T20:00:00.000Z',
    created_at: '2099-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The routes the booking form and payment modal call, all succeeding in test mode. */
export function bookingRoutes() {
  return {
    'GET /payments/config': ok({ mode: 'test', publishable_key: null }),
    'POST /payment-authorize.php': { body: authorization() },
    'POST /test-payments/confirm': ok(intentAnswer()),
    'POST /booking-request.php': {
      status: 201,
      body: {
        success: true,
        message: 'Booking request submitted successfully! You will receive service offers soon.',
        data: listedRequest(),
      },
    },
    'POST /venue-booking-request.php': {
      status: 201,
      body: {
        success: true,
        message: 'Booking request submitted successfully! You will receive service offers soon.',
        data: listedRequest(),
      },
    },
    'GET /suggestions.php': ok([]),
  };
}
