import { HOURLY_BUDGET, type TDurationHours } from './constants.ts';

/**
 * The booking request form on a DJ's page /dj/{id} (spec 3 §3 "Booking request form (DJ profile)", §5): remote or
 * in person, date, time, a duration of 1:00 to 4:00, the place for in person, a rate range and a message. It sends
 * the same request as the other booking forms (POST /booking-request.php or /venue-booking-request.php): the
 * highest rate is the hourly budget the card secures. No zod: the form loads it without schema code.
 */

export const PROFILE_BOOKING_MESSAGES = {
  /** Spec 3 §5, verbatim. */
  inPersonUnavailable: 'This DJ is not currently available for in-person bookings.',
  signInRequired: 'You must be signed in as a venue or music enthusiast to book this DJ.',
  /** Ours: the spec gives the rates a minimum of 0 only; the card secures the highest one as the hourly budget. */
  rateInvalid: `Rates must be between ${HOURLY_BUDGET.min} and ${HOURLY_BUDGET.max} per hour, in steps of ${HOURLY_BUDGET.step}`,
  rateOrder: 'The minimum rate cannot be above the maximum rate',
} as const;

/** Spec 3 §3: the booking types the DJ page offers. */
export const PROFILE_BOOKING_TYPES = ['remote', 'in-person'] as const;
export type TProfileBookingType = (typeof PROFILE_BOOKING_TYPES)[number];
export const PROFILE_BOOKING_TYPE_LABELS: Record<TProfileBookingType, string> = {
  remote: 'Remote (streamed)',
  'in-person': 'In person',
};

/** Spec 3 §9: booking form durations 1:00, 1:30, 2:00, 2:30, 3:00, 4:00, default 2:00. */
export const PROFILE_DURATION_OPTIONS = [1, 1.5, 2, 2.5, 3, 4] as const satisfies readonly TDurationHours[];
export const PROFILE_DEFAULT_DURATION_HOURS: TDurationHours = 2;

/** The rate range the form starts with, per hour in the customer's currency. */
export const PROFILE_DEFAULT_RATES = { min: 100, max: 300 } as const;

/** Hours as the form lists them: 1.5 → "1:30". */
export function durationLabel(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Who may ask a DJ for a booking (spec 3 §6): signed-in venues and music enthusiasts. */
export function canRequestBooking(userType: string | null | undefined): userType is 'venue' | 'enthusiast' {
  return userType === 'venue' || userType === 'enthusiast';
}

/** A rate the form can send: a whole number on the hourly budget's scale. */
export function isProfileRate(rate: number): boolean {
  return (
    Number.isInteger(rate) &&
    rate >= HOURLY_BUDGET.min &&
    rate <= HOURLY_BUDGET.max &&
    (rate - HOURLY_BUDGET.min) % HOURLY_BUDGET.step === 0
  );
}

/** The request's performance type from the page's booking type. */
export function performanceTypeOf(type: TProfileBookingType): 'remote' | 'onsite' {
  return type === 'in-person' ? 'onsite' : 'remote';
}

/**
 * The description the request carries: the customer's own message first when there is one (what the DJ's inbox and
 * notifications quote), then what was chosen on the DJ's page (the DJ, remote or in person, the rate range offered).
 */
export function profileRequestDescription(input: {
  djName: string;
  type: TProfileBookingType;
  minRate: number;
  maxRate: number;
  currency: string;
  message: string;
}): string {
  const kind = input.type === 'in-person' ? 'an in-person set' : 'a remote (streamed) set';
  const range =
    input.minRate === input.maxRate
      ? `${input.maxRate} ${input.currency}`
      : `${input.minRate}–${input.maxRate} ${input.currency}`;
  const summary = `Booking request for ${input.djName}: ${kind}, rate ${range} per hour.`;
  const message = input.message.trim();
  return message ? `${message}\n\n${summary}` : summary;
}
