import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import {
  BOOKING_FORM_MESSAGES,
  PAYMENT_MESSAGES,
  canAddSimilarDj,
  createAuthorizationFailedMessage,
  descriptionHint,
  descriptionTooShortMessage,
  isHourlyBudget,
  normalizeNames,
  paymentAuthorizationFailedMessage,
  paymentFailedMessage,
  readCountry,
  readDurationHours,
  readPerformanceType,
  totalBudget,
  unexpectedPaymentStatusMessage,
  unexpectedSetupStatusMessage,
} from './request-rules.ts';

describe('booking form messages', () => {
  it('are the spec’s words', () => {
    expect(BOOKING_FORM_MESSAGES.requiredFields).toBe('Please fill in all required fields');
    expect(descriptionTooShortMessage('venue')).toBe('Description must be at least 10 characters long');
    expect(descriptionTooShortMessage('enthusiast')).toBe(
      'Event description must be at least 10 characters long',
    );
    expect(BOOKING_FORM_MESSAGES.onsiteLocation).toBe(
      'Please specify city and country for on-site performances',
    );
    expect(BOOKING_FORM_MESSAGES.tooManySimilarDjs).toBe('You can select a maximum of 5 similar DJs');
    expect(BOOKING_FORM_MESSAGES.submitted).toBe(
      'Booking request submitted successfully! You will receive service offers soon.',
    );
    expect(PAYMENT_MESSAGES.secureButton).toBe('Secure Booking (No Charge Now)');
    expect(paymentAuthorizationFailedMessage('Your card was declined.')).toBe(
      'Payment authorization failed: Your card was declined.',
    );
    expect(paymentFailedMessage('Card expired')).toBe('Payment failed: Card expired');
    expect(createAuthorizationFailedMessage(502)).toBe('Failed to create payment authorization (status 502)');
    expect(unexpectedSetupStatusMessage('requires_action')).toBe('Unexpected setup status: requires_action');
    expect(unexpectedPaymentStatusMessage('processing')).toBe('Unexpected payment status: processing');
  });

  it('hint at the description’s length while it is too short', () => {
    expectMapping(descriptionHint, {
      '': null,
      Party: 'Description must be at least 10 characters (5/10)',
      '  Party  ': 'Description must be at least 10 characters (5/10)',
      'Rooftop party': null,
    });
  });
});

describe('booking form rules', () => {
  it('reads performance types, including the DJ page’s in-person', () => {
    expectMapping(readPerformanceType, {
      remote: 'remote',
      onsite: 'onsite',
      'On-site': 'onsite',
      'in-person': 'onsite',
      hybrid: null,
    });
  });

  it('takes the listed durations only', () => {
    expect(readDurationHours(2)).toBe(2);
    expectMapping(readDurationHours, {
      '0.5': 0.5,
      '1:30': 1.5,
      '12': 12,
    });
    for (const bad of [0, 7, 13, 2.25, '', 'two', '1:15'])
      expect(readDurationHours(bad), String(bad)).toBeNull();
  });

  it('keeps the budget on the slider and totals it', () => {
    expect([20, 100, 150, 500].every(isHourlyBudget)).toBe(true);
    for (const bad of [10, 15, 105, 510, 99.5]) expect(isHourlyBudget(bad), String(bad)).toBe(false);
    expect(totalBudget(150, 2.5)).toBe(375);
  });

  it('keeps each name once and at most 5 similar DJs', () => {
    expect(normalizeNames([' Peggy  Gou ', 'peggy gou', '', 'Bicep'])).toEqual(['Peggy Gou', 'Bicep']);
    expect(canAddSimilarDj(['A', 'B', 'C', 'D'])).toBe(true);
    expect(canAddSimilarDj(['A', 'B', 'C', 'D', 'E'])).toBe(false);
    expect(canAddSimilarDj(['A', 'a', 'B', 'C', 'D'])).toBe(true);
  });

  it('reads countries as codes, the venue form’s UK as GB', () => {
    expectMapping(readCountry, {
      de: 'DE',
      UK: 'GB',
      Germany: null,
    });
  });
});
