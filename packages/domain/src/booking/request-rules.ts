import { isCountryCode, type TCountryCode } from '../catalog/country-list.ts';
import { parseDuration } from '../venues/venue-event-rules.ts';
import {
  DESCRIPTION_MIN_LENGTH,
  DURATION_OPTIONS,
  HOURLY_BUDGET,
  MAX_PREFERRED_GENRES,
  MAX_SIMILAR_DJS,
  type TDurationHours,
} from './constants.ts';

/**
 * The booking request form's messages and pure rules (docs/product/booking-requests.md), free of schema code so the
 * three booking forms and the payment modal load them without zod. The request schemas live beside this file in
 * request-form.ts.
 */

export const BOOKING_FORM_MESSAGES = {
  /** The exact words users meet (docs/product/booking-requests.md). */
  requiredFields: 'Please fill in all required fields',
  descriptionTooShort: 'Description must be at least 10 characters long',
  enthusiastDescriptionTooShort: 'Event description must be at least 10 characters long',
  onsiteLocation: 'Please specify city and country for on-site performances',
  tooManySimilarDjs: 'You can select a maximum of 5 similar DJs',
  /** docs/product/booking-requests.md: the offer form's wording, used for any event start in the past. */
  inThePast: 'Event date and time cannot be in the past',
  /** The exact words users meet (docs/product/booking-requests.md). */
  submitted: 'Booking request submitted successfully! You will receive service offers soon.',
  submitFailed: 'Failed to submit booking request',
  submitFailedRetry: 'Failed to submit booking request. Please try again.',
  /** The exact words users meet (docs/product/booking-requests.md). */
  empty: 'No booking requests yet',
  /** Ours: the spec is silent on these. Under a required field left empty, while the form says requiredFields. */
  dateRequired: 'Please choose the event’s date and time',
  descriptionRequired: 'Please describe the event',
  dateInvalid: 'Event date must be a date and time, such as 2026-06-13T21:00',
  timeZoneInvalid: 'Time zone must be an IANA time zone, such as Europe/Berlin',
  durationInvalid: 'Duration must be one of 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 8, 10 or 12 hours',
  performanceTypeInvalid: 'Performance type must be remote or onsite',
  budgetInvalid: 'Hourly budget must be between 20 and 500, in steps of 10',
  countryInvalid: 'Please choose a country from the list',
  playlistInvalid: 'Example playlist must be a web address starting with http:// or https://',
  tooManyGenres: `You can select a maximum of ${MAX_PREFERRED_GENRES} genres`,
  listInvalid: 'Similar DJs and genres must be lists of names',
  djIdInvalid: 'dj_id must be a whole number above 0',
  userTypeInvalid: 'user_type must be venue or enthusiast',
  paymentRequired: 'Please secure your booking with a card first: payment_intent_id is missing',
  intentIdInvalid: 'payment_intent_id must be a payment or setup intent id (pi_… or seti_…)',
  paymentMethodIdInvalid: 'payment_method_id must be a payment method id (pm_…)',
  allowDuplicateInvalid: 'allow_duplicate must be true or false',
} as const;

export const PAYMENT_MESSAGES = {
  /** The exact words users meet (docs/product/booking-requests.md): the payment modal. */
  modalTitle: 'Secure Your Booking',
  secureButton: 'Secure Booking (No Charge Now)',
  /** The exact words users meet (docs/product/booking-requests.md). */
  unexpected: 'An unexpected error occurred. Please try again.',
  cardElementMissing: 'Card element not found',
  setupFailed: 'Payment method setup failed',
  confirmationFailed: 'Payment confirmation failed',
  noIntent: 'No payment intent or setup intent received from server',
  /** Ours: the payment call's fields. */
  hourlyRateInvalid: 'Hourly rate must be a number from 20 to 10000, with at most 2 decimals',
  bookingTypeInvalid: 'booking_type must be booking_request',
  eventDateRequired: 'Please fill in all required fields',
} as const;

/** docs/product/booking-requests.md: 'Payment failed: {message}'. */
export function paymentFailedMessage(message: string): string {
  return `Payment failed: ${message}`;
}

/** docs/product/booking-requests.md: the enthusiast form's 'Payment authorization failed: {reason}'. */
export function paymentAuthorizationFailedMessage(reason: string): string {
  return `Payment authorization failed: ${reason}`;
}

/** docs/product/booking-requests.md: 'Failed to create payment authorization (status N)'. */
export function createAuthorizationFailedMessage(status: number): string {
  return `Failed to create payment authorization (status ${status})`;
}

/** docs/product/booking-requests.md: 'Unexpected setup status: …' and 'Unexpected payment status: …'. */
export function unexpectedSetupStatusMessage(status: string): string {
  return `Unexpected setup status: ${status}`;
}

export function unexpectedPaymentStatusMessage(status: string): string {
  return `Unexpected payment status: ${status}`;
}

/** The form that sent a request, for the description's wording. */
export type TBookingAudience = 'venue' | 'enthusiast';

export function descriptionTooShortMessage(audience: TBookingAudience): string {
  return audience === 'enthusiast'
    ? BOOKING_FORM_MESSAGES.enthusiastDescriptionTooShort
    : BOOKING_FORM_MESSAGES.descriptionTooShort;
}

/**
 * docs/product/booking-requests.md: the live hint under the description, 'Description must be at least 10 characters
 * (n/10)', while something but fewer than 10 characters is typed; null otherwise.
 */
export function descriptionHint(description: string): string | null {
  const length = description.trim().length;
  return length > 0 && length < DESCRIPTION_MIN_LENGTH
    ? `Description must be at least ${DESCRIPTION_MIN_LENGTH} characters (${length}/${DESCRIPTION_MIN_LENGTH})`
    : null;
}

export const PERFORMANCE_TYPES = ['remote', 'onsite'] as const;
export type TPerformanceType = (typeof PERFORMANCE_TYPES)[number];
export const PERFORMANCE_TYPE_LABELS: Record<TPerformanceType, string> = {
  remote: 'Remote (streamed)',
  onsite: 'On-site',
};

/** "onsite", "on-site", "in-person" (the DJ profile form's word) or "remote"; null for anything else. */
export function readPerformanceType(value: string): TPerformanceType | null {
  const text = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (text === 'remote') return 'remote';
  if (text === 'onsite' || text === 'inperson') return 'onsite';
  return null;
}

/** A duration from the list: 2, "2", "2.5" or "2:30" → 2.5; null when it is not one of the options. */
export function readDurationHours(value: number | string): TDurationHours | null {
  const hours =
    typeof value === 'number'
      ? value
      : value.includes(':')
        ? (parseDuration(value) ?? NaN) / 60
        : value.trim() === ''
          ? NaN
          : Number(value);
  return (DURATION_OPTIONS as readonly number[]).includes(hours) ? (hours as TDurationHours) : null;
}

/** docs/product/booking-requests.md: a value the budget slider can take (20 to 500 in steps of 10). */
export function isHourlyBudget(value: number): boolean {
  return (
    Number.isInteger(value) &&
    value >= HOURLY_BUDGET.min &&
    value <= HOURLY_BUDGET.max &&
    (value - HOURLY_BUDGET.min) % HOURLY_BUDGET.step === 0
  );
}

/** docs/product/booking-requests.md: the total budget is the duration times the hourly budget. */
export function totalBudget(hourlyBudget: number, durationHours: number): number {
  return hourlyBudget * durationHours;
}

/** Names as chosen: trimmed, blanks dropped, each once whatever its case (the first spelling kept). */
export function normalizeNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = name.toLocaleLowerCase('en');
    if (!name || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

/** docs/product/booking-requests.md: whether another similar DJ may be added (at most 5). */
export function canAddSimilarDj(chosen: readonly string[]): boolean {
  return normalizeNames(chosen).length < MAX_SIMILAR_DJS;
}

/** A booking's country as the forms send it: a code of the country list, the venue form's "UK" meaning GB. */
export function readCountry(value: string): TCountryCode | null {
  const code = value.trim().toUpperCase();
  const iso = code === 'UK' ? 'GB' : code;
  return isCountryCode(iso) ? iso : null;
}
