import { describe, expect, it } from 'vitest';
import { ZBookingRequestListed, ZCancelBookingRequestBody, ZPaymentAuthorizeAnswer } from './request-api.ts';

const amounts = {
  customer_pays: 300,
  platform_fee: 2,
  processing_fee: 9,
  dj_payout: 289,
  authorization_strategy: 'authorize_now',
  currency: 'EUR',
} as const;

describe('booking request answers', () => {
  it('reads an authorization answer with one intent', () => {
    const answer = {
      success: true,
      amounts,
      payment_mode: 'platform',
      setup_intent: null,
      payment_intent: { id: 'pi_1', client_secret: 'pi_1_secret_x' },
      dj_has_stripe: false,
    };
    expect(ZPaymentAuthorizeAnswer.parse(answer)).toEqual(answer);
  });

  it('reads a listed request and refuses an unknown payment status', () => {
    const listed = {
      id: 1,
      date: '2026-12-05T20:00:00.000Z',
      timezone: 'Europe/Berlin',
      duration: 2,
      performance_type: 'onsite',
      city: 'Berlin',
      country: 'DE',
      hourly_budget: 150,
      currency: 'EUR',
      status: 'pending',
      state: 'routed_to_dj',
      payment_status: 'card_saved',
      payment_error: null,
      authorization_failure: null,
      offers_count: 0,
      description: 'Birthday party in a loft',
      similar_djs: [],
      preferred_genres: ['House'],
      example_playlist: null,
      dj_id: 7,
      dj_name: 'DJ Seven',
      amounts,
      expires_at: '2026-12-04T21:00:00.000Z',
      created_at: '2026-11-22T12:00:00.000Z',
    };
    expect(ZBookingRequestListed.parse(listed)).toEqual(listed);
    expect(ZBookingRequestListed.safeParse({ ...listed, payment_status: 'held' }).success).toBe(false);
  });

  it('takes a cancellation with or without a reason, refusing control characters', () => {
    expect(ZCancelBookingRequestBody.parse(undefined)).toBeUndefined();
    expect(ZCancelBookingRequestBody.parse({ reason: ' plans changed ' })).toEqual({
      reason: 'plans changed',
    });
    expect(ZCancelBookingRequestBody.safeParse({ reason: 'a\u0000b' }).success).toBe(false);
  });
});
