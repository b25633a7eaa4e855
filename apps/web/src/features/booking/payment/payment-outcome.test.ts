import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { DECLINED, intentAnswer } from '../testing/booking-fixtures.ts';
import { cardEntryFor } from './card-confirmer.ts';
import { authorizationFailure, confirmOutcome } from './payment-outcome.ts';

describe('confirmOutcome', () => {
  it('takes a hold or a saved card as secured, and leads requires_action to the bank’s page', () => {
    expect(confirmOutcome(intentAnswer(), 'payment_intent')).toEqual({
      kind: 'secured',
      reference: { payment_intent_id: 'pi_test123' },
    });
    expect(
      confirmOutcome(
        intentAnswer({ id: 'seti_1', object: 'setup_intent', status: 'succeeded' }),
        'setup_intent',
      ),
    ).toEqual({ kind: 'secured', reference: { setup_intent_id: 'seti_1' } });
    expect(
      confirmOutcome(
        intentAnswer({
          status: 'requires_action',
          next_action: { type: 'redirect_to_url', redirect_to_url: { url: '/3ds/pi', return_url: null } },
        }),
        'payment_intent',
      ),
    ).toEqual({ kind: 'requires_action', url: '/3ds/pi' });
  });

  it('gives the card’s error, else the fallback words (docs/product/payments.md)', () => {
    expect(confirmOutcome(DECLINED, 'payment_intent')).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
    expect(
      confirmOutcome(
        intentAnswer({ status: 'requires_payment_method', last_payment_error: null }),
        'payment_intent',
      ),
    ).toEqual({ kind: 'failed', message: 'Payment confirmation failed' });
    expect(
      confirmOutcome(
        intentAnswer({ object: 'setup_intent', status: 'requires_payment_method', last_setup_error: null }),
        'setup_intent',
      ),
    ).toEqual({ kind: 'failed', message: 'Payment method setup failed' });
    expect(confirmOutcome(intentAnswer({ status: 'processing' }), 'payment_intent')).toEqual({
      kind: 'failed',
      message: 'Unexpected payment status: processing',
    });
    expect(confirmOutcome(intentAnswer({ status: 'processing' }), 'setup_intent')).toEqual({
      kind: 'failed',
      message: 'Unexpected setup status: processing',
    });
  });
});

describe('authorizationFailure', () => {
  it('says the server’s error, the status, a reply that was not JSON, or the unexpected fallback', () => {
    expect(
      authorizationFailure(new ApiError('No DJ with this id', 404, { error: 'No DJ with this id' })),
    ).toBe('No DJ with this id');
    expect(authorizationFailure(new ApiError('HTTP Error: 503', 503, { success: false }))).toBe(
      'Failed to create payment authorization (status 503)',
    );
    expect(authorizationFailure(new ApiError('HTTP Error: 502', 502))).toBe(
      'Server error (502). Please try again in a moment.',
    );
    expect(authorizationFailure(new ApiError('Failed to fetch', 0))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('cardEntryFor', () => {
  it('switches to Stripe Elements only with Stripe and a publishable key', () => {
    expect(cardEntryFor({ mode: 'stripe', publishable_key: 'pk_test_1' })).toBe('stripe');
    expect(cardEntryFor({ mode: 'stripe', publishable_key: null })).toBe('test');
    expect(cardEntryFor({ mode: 'test', publishable_key: null })).toBe('test');
    expect(cardEntryFor(undefined)).toBe('test');
  });
});
