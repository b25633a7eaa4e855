import {
  DEFAULT_DURATION_HOURS,
  DESCRIPTION_MIN_LENGTH,
  HOURLY_BUDGET,
  MAX_SIMILAR_DJS,
} from '@cuepoint/domain/booking/constants';
import {
  BOOKING_FORM_MESSAGES as M,
  descriptionTooShortMessage,
  normalizeNames,
  type TPerformanceType,
} from '@cuepoint/domain/booking/request-rules';
import {
  defaultBookingDate,
  eventInstant,
  minBookingDateTime,
  parseEventMoment,
} from '@cuepoint/domain/booking/schedule';
import { isHttpUrl } from '@cuepoint/domain/djs/profile-rules';
import { isBookingWindowOpen } from '@cuepoint/domain/booking/schedule';
import { BOOKING_REFUSALS } from '@cuepoint/domain/booking/transition-guards';
import { COUNTRIES } from '@cuepoint/domain/catalog/country-list';
import { belowMinimumMessage, budgetBelowMinimum, type TRate } from '@cuepoint/domain/booking/dj-minimum';
import type { TBookingAudience, TBookingRequestBody, TPaymentMetadata } from '../booking-api.ts';

/** What the booking request form holds while it is filled in (docs/product/booking-requests.md). */
export type RequestDraft = {
  /** The date picker's wall-clock value, "2026-06-13T21:00", in the customer's zone. */
  date: string;
  duration: number;
  performanceType: TPerformanceType;
  city: string;
  country: string;
  similarDjs: string[];
  examplePlaylist: string;
  description: string;
  hourlyBudget: number;
  preferredGenres: string[];
};

export type DraftField =
  'date' | 'description' | 'city' | 'country' | 'similarDjs' | 'examplePlaylist' | 'hourlyBudget';

/** The DJ a request is aimed at, as the budget rule reads it: the name and the starting rate. */
export type TargetMinimum = { djName: string; rate: TRate };

/**
 * The warning under the budget while it is below the targeted DJ's starting rate (the server refuses such a request
 * in the same words); null otherwise.
 */
export function budgetWarning(
  hourlyBudget: number,
  currency: string,
  target: TargetMinimum | null | undefined,
): string | null {
  if (!target) return null;
  const budget = { minor: Math.round(hourlyBudget * 100), currency };
  return budgetBelowMinimum(budget, target.rate)
    ? belowMinimumMessage(target.djName, target.rate, currency)
    : null;
}
export type DraftErrors = Partial<Record<DraftField | 'form', string>>;

/**
 * The form's starting values (docs/product/booking-requests.md): the next Saturday at the current time (21:00 on the
 * enthusiast form), a week later when under 48 hours away; 2 hours; remote; a budget of 100 per hour; the customer's
 * own city and country (a venue's address, an enthusiast's home), so an on-site booking needs no typing for the usual
 * place.
 */
export function initialDraft(
  now: Date,
  timeZone: string,
  audience: TBookingAudience,
  place?: { city: string | null; country: string | null },
): RequestDraft {
  const start = defaultBookingDate(now, timeZone, audience);
  const country = place?.country?.toUpperCase() ?? '';
  return {
    date: `${start.date}T${start.time}`,
    duration: DEFAULT_DURATION_HOURS,
    performanceType: 'remote',
    city: place?.city?.trim() ?? '',
    country: COUNTRIES.some((entry) => entry.code === country) ? country : '',
    similarDjs: [],
    examplePlaylist: '',
    description: '',
    hourlyBudget: HOURLY_BUDGET.default,
    preferredGenres: [],
  };
}

/** The date picker's minimum: now, on the customer's wall clock. */
export const minimumDate = minBookingDateTime;

/** The event's start instant, or null when the picker's value is not a date and time. */
export function draftStart(draft: RequestDraft, timeZone: string): Date | null {
  const moment = parseEventMoment(draft.date);
  return moment ? eventInstant(moment, timeZone) : null;
}

/**
 * The form's messages (docs/product/booking-requests.md): each under its field, and the first one also at the top of
 * the form. Required fields first ('Please fill in all required fields'), then the description's length in the form's
 * own wording, the place of an on-site performance, the date not in the past and the playlist's address.
 */
export function validateDraft(
  draft: RequestDraft,
  audience: TBookingAudience,
  now: Date,
  timeZone: string,
  budget?: { currency: string; target: TargetMinimum | null },
): DraftErrors {
  const errors: DraftErrors = {};
  const description = draft.description.trim();
  // The form says 'Please fill in all required fields' once at the top; each empty field says what it needs.
  if (!draft.date.trim()) errors.date = M.dateRequired;
  if (!description) errors.description = M.descriptionRequired;
  if (errors.date || errors.description) return { form: M.requiredFields, ...errors };

  if (description.length < DESCRIPTION_MIN_LENGTH) errors.description = descriptionTooShortMessage(audience);
  if (draft.performanceType === 'onsite') {
    if (!draft.city.trim()) errors.city = M.onsiteLocation;
    if (!draft.country) errors.country = M.onsiteLocation;
  }
  const start = draftStart(draft, timeZone);
  if (!start) errors.date = M.dateInvalid;
  else if (start.getTime() < now.getTime()) errors.date = M.inThePast;
  // The server refuses it at the payment step (the same rule): said here, on the date, before any card is asked for.
  else if (!isBookingWindowOpen(start, now)) errors.date = BOOKING_REFUSALS.tooLate;
  if (draft.similarDjs.length > MAX_SIMILAR_DJS) errors.similarDjs = M.tooManySimilarDjs;
  if (draft.examplePlaylist.trim() && !isHttpUrl(draft.examplePlaylist.trim()))
    errors.examplePlaylist = M.playlistInvalid;
  const belowMinimum = budget ? budgetWarning(draft.hourlyBudget, budget.currency, budget.target) : null;
  if (belowMinimum) errors.hourlyBudget = belowMinimum;

  const first = errors.description ?? errors.city ?? errors.country ?? errors.date ?? errors.similarDjs;
  const form = first ?? errors.examplePlaylist ?? errors.hourlyBudget;
  return form ? { form, ...errors } : errors;
}

/** The request as the form sends it, with the customer's zone so the server reads the wall-clock date right. */
export function requestBody(
  draft: RequestDraft,
  options: { djId: number | null; currency: string | null; timeZone: string },
): TBookingRequestBody {
  return {
    date: draft.date,
    duration: draft.duration,
    performance_type: draft.performanceType,
    city: draft.city.trim(),
    country: draft.country,
    similar_djs: normalizeNames(draft.similarDjs),
    example_playlist: draft.examplePlaylist.trim(),
    description: draft.description.trim(),
    hourly_budget: draft.hourlyBudget,
    preferred_genres: draft.preferredGenres,
    ...(options.djId ? { dj_id: options.djId } : {}),
    ...(options.currency ? { currency: options.currency } : {}),
    timezone: options.timeZone,
  };
}

/**
 * The payment metadata (docs/product/booking-requests.md) for the same request (event_datetime is the enthusiast
 * form's), with the place so the payment step can say at once that the customer already asked for this booking, and
 * allow_duplicate once they chose to send it anyway.
 */
export function paymentMetadata(
  body: TBookingRequestBody,
  audience: TBookingAudience,
  allowDuplicate = false,
): TPaymentMetadata {
  return {
    event_name: body.description,
    event_date: body.date,
    ...(audience === 'enthusiast' ? { event_datetime: body.date } : {}),
    hourly_rate: body.hourly_budget,
    duration: body.duration,
    ...(body.currency ? { currency: body.currency } : {}),
    booking_type: 'booking_request',
    ...(body.dj_id ? { dj_id: body.dj_id } : {}),
    timezone: body.timezone,
    performance_type: body.performance_type,
    city: body.city,
    country: body.country,
    ...(allowDuplicate ? { allow_duplicate: true } : {}),
  };
}
