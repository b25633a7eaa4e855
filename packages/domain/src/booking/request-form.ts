import { z } from 'zod';
import type { TExtendedCurrency } from '../catalog/currencies.ts';
import type { TCountryCode } from '../catalog/country-list.ts';
import { NAME_MAX_LENGTH } from '../accounts/fields.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { zText } from '../text/safe-text.ts';
import {
  AUTHORIZE_HOURLY_RATE,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  GENRE_NAME_MAX_LENGTH,
  MAX_PREFERRED_GENRES,
  MAX_SIMILAR_DJS,
  type TDurationHours,
} from './constants.ts';
import {
  BOOKING_FORM_MESSAGES as M,
  PAYMENT_MESSAGES as P,
  descriptionTooShortMessage,
  type TBookingAudience,
  type TPerformanceType,
} from './request-rules.ts';
import { parseEventMoment, type TEventMoment } from './schedule.ts';
import {
  isRecord,
  canonical,
  blankToUndefined,
  names,
  positiveId,
  ZTimeZone,
  ZDuration,
  numeric,
  ZHourlyBudget,
  ZPerformanceType,
  ZCityText,
  ZCountryText,
  ZPlaylist,
  ZIntentId,
  ZPaymentMethodId,
  ZOptionalCurrency,
  ZEventDate,
  ZEventTime,
} from './request-form-fields.ts';

/**
 * The booking request calls (docs/product/booking-requests.md): POST /venue-booking-request.php and
 * /booking-request.php (the form plus the card's intent id and the customer's time zone), POST /booking-requests.php
 * (the form plus user_type and payment_data), and POST /payment-authorize.php (the payment metadata plus dj_id). The
 * form's camelCase names and their snake_case equivalents are both read. What the browser says about the payment
 * (payment_authorized, payment_amounts, payment_mode) is not read: the server asks the gateway.
 */

function readMoment(date: string, time: string | null, ctx: z.RefinementCtx, path: string): TEventMoment {
  const moment = parseEventMoment(date, time);
  if (moment) return moment;
  ctx.addIssue({ code: 'custom', message: M.dateInvalid, path: [path] });
  return z.NEVER;
}

const FORM_FIELDS = {
  date: ['event_datetime', 'eventDatetime', 'date', 'event_date', 'eventDate'],
  time: ['time', 'event_time', 'eventTime'],
  description: ['description', 'event_description', 'eventDescription', 'event_name'],
  duration: ['duration', 'duration_hours', 'durationHours'],
  performanceType: ['performanceType', 'performance_type'],
  city: ['city'],
  country: ['country'],
  similarDjs: ['similarDJs', 'similarDjs', 'similar_djs'],
  examplePlaylist: ['examplePlaylist', 'example_playlist'],
  hourlyBudget: ['hourlyBudget', 'hourly_budget', 'hourlyRate', 'hourly_rate'],
  preferredGenres: ['preferredGenres', 'preferred_genres', 'genres'],
  djId: ['djId', 'dj_id'],
  currency: ['currency'],
  timezone: ['timezone', 'timeZone', 'time_zone'],
  paymentIntentId: ['payment_intent_id', 'paymentIntentId', 'setup_intent_id', 'setupIntentId'],
  paymentMethodId: ['payment_method_id', 'paymentMethodId'],
  allowDuplicate: ['allow_duplicate', 'allowDuplicate'],
} as const;

/**
 * `allow_duplicate`: true sends a request although the customer already asked for this booking (the form asked them
 * first); absent or false, the server refuses a duplicate with 409 (duplicate-requests.ts).
 */
const ZAllowDuplicate = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)),
  z
    .boolean({ error: M.allowDuplicateInvalid })
    .optional()
    .transform((value) => value ?? false),
);

/** A booking request as the server takes it, whichever form and spelling sent it. */
export type TBookingRequestInput = {
  when: TEventMoment;
  /** The customer's IANA zone for a wall-clock date; null: the server uses the account's. */
  timezone: string | null;
  description: string;
  durationHours: TDurationHours;
  performanceType: TPerformanceType;
  city: string | null;
  country: TCountryCode | null;
  similarDjs: string[];
  examplePlaylist: string | null;
  /** Major currency units per hour. */
  hourlyBudget: number;
  preferredGenres: string[];
  djId: number | null;
  currency: TExtendedCurrency | null;
  /** The intent the payment modal confirmed (pi_… authorized now, seti_… card saved). */
  paymentIntentId: string | null;
  /** A card the browser collected without confirming an intent (POST /booking-requests.php). */
  paymentMethodId: string | null;
  /** Send it although the customer already asked for this booking. */
  allowDuplicate: boolean;
};

function bookingRequestForm(audience: TBookingAudience) {
  return z.preprocess(
    canonical(FORM_FIELDS),
    z
      .object(
        {
          date: ZEventDate,
          time: ZEventTime,
          description: z.preprocess(
            blankToUndefined,
            zText({ error: M.requiredFields, label: 'Description', multiline: true })
              .trim()
              .min(DESCRIPTION_MIN_LENGTH, descriptionTooShortMessage(audience))
              .max(DESCRIPTION_MAX_LENGTH, fieldTooLong('Description', DESCRIPTION_MAX_LENGTH)),
          ),
          duration: ZDuration,
          performanceType: ZPerformanceType,
          city: ZCityText,
          country: ZCountryText,
          similarDjs: names(NAME_MAX_LENGTH, 'Similar DJ').refine(
            (list) => list.length <= MAX_SIMILAR_DJS,
            M.tooManySimilarDjs,
          ),
          examplePlaylist: ZPlaylist,
          hourlyBudget: ZHourlyBudget,
          preferredGenres: names(GENRE_NAME_MAX_LENGTH, 'Genre').refine(
            (list) => list.length <= MAX_PREFERRED_GENRES,
            M.tooManyGenres,
          ),
          djId: positiveId(M.djIdInvalid),
          currency: ZOptionalCurrency,
          timezone: ZTimeZone,
          paymentIntentId: ZIntentId,
          paymentMethodId: ZPaymentMethodId,
          allowDuplicate: ZAllowDuplicate,
        },
        { error: M.requiredFields },
      )
      .transform((fields, ctx): TBookingRequestInput => {
        const when = readMoment(fields.date, fields.time, ctx, 'date');
        if (fields.performanceType === 'onsite' && (!fields.city || !fields.country)) {
          ctx.addIssue({
            code: 'custom',
            message: M.onsiteLocation,
            path: [fields.city ? 'country' : 'city'],
          });
          return z.NEVER;
        }
        return {
          when,
          timezone: fields.timezone,
          description: fields.description,
          durationHours: fields.duration,
          performanceType: fields.performanceType,
          city: fields.city,
          country: fields.country,
          similarDjs: fields.similarDjs,
          examplePlaylist: fields.examplePlaylist,
          hourlyBudget: fields.hourlyBudget,
          preferredGenres: fields.preferredGenres,
          djId: fields.djId,
          currency: fields.currency,
          paymentIntentId: fields.paymentIntentId,
          paymentMethodId: fields.paymentMethodId,
          allowDuplicate: fields.allowDuplicate,
        };
      }),
  );
}

/** A request must come with the card the payment modal secured. */
const withIntent = <T extends { paymentIntentId: string | null }>(input: T, ctx: z.RefinementCtx) => {
  if (input.paymentIntentId === null)
    ctx.addIssue({ code: 'custom', message: M.paymentRequired, path: ['payment_intent_id'] });
};

/** POST /venue-booking-request.php: the venue form plus payment_intent_id and timezone. */
export const ZVenueBookingRequestBody = bookingRequestForm('venue').superRefine(withIntent);
export type TVenueBookingRequestBody = z.output<typeof ZVenueBookingRequestBody>;

/** POST /booking-request.php: the enthusiast form (and the request form on /dj/{id}), same shape. */
export const ZEnthusiastBookingRequestBody = bookingRequestForm('enthusiast').superRefine(withIntent);
export type TEnthusiastBookingRequestBody = z.output<typeof ZEnthusiastBookingRequestBody>;

const USER_TYPES = ['venue', 'enthusiast'] as const;
const FORMS = { venue: bookingRequestForm('venue'), enthusiast: bookingRequestForm('enthusiast') };

export type TBookingRequestsBody = TBookingRequestInput & { userType: TBookingAudience };

/**
 * POST /booking-requests.php: the form plus user_type and payment_data (the payment metadata plus
 * payment_method_id); payment_data's fields stand in for the form's where the form leaves them out.
 */
export const ZBookingRequestsBody = z.unknown().transform((body, ctx): TBookingRequestsBody => {
  if (!isRecord(body)) {
    ctx.addIssue({ code: 'custom', message: M.requiredFields });
    return z.NEVER;
  }
  const userType = typeof body['user_type'] === 'string' ? body['user_type'].trim().toLowerCase() : 'venue';
  if (!(USER_TYPES as readonly string[]).includes(userType)) {
    ctx.addIssue({ code: 'custom', message: M.userTypeInvalid, path: ['user_type'] });
    return z.NEVER;
  }
  const paymentData = isRecord(body['payment_data']) ? body['payment_data'] : {};
  const parsed = FORMS[userType as TBookingAudience].safeParse({ ...paymentData, ...body });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  if (parsed.data.paymentIntentId === null && parsed.data.paymentMethodId === null) {
    ctx.addIssue({ code: 'custom', message: M.paymentRequired, path: ['payment_data'] });
    return z.NEVER;
  }
  return { ...parsed.data, userType: userType as TBookingAudience };
});

const AUTHORIZE_FIELDS = {
  date: ['event_datetime', 'eventDatetime', 'event_date', 'eventDate', 'date'],
  time: ['event_time', 'eventTime', 'time'],
  eventName: ['event_name', 'eventName', 'description'],
  hourlyRate: ['hourly_rate', 'hourlyRate', 'hourlyBudget', 'hourly_budget'],
  duration: ['duration', 'duration_hours', 'durationHours'],
  currency: ['currency'],
  bookingType: ['booking_type', 'bookingType'],
  djId: ['dj_id', 'djId'],
  timezone: ['timezone', 'timeZone', 'time_zone'],
  performanceType: ['performance_type', 'performanceType'],
  city: ['city'],
  country: ['country'],
  allowDuplicate: ['allow_duplicate', 'allowDuplicate'],
} as const;

const hasAtMostTwoDecimals = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

export type TPaymentAuthorizeBody = {
  when: TEventMoment;
  timezone: string | null;
  eventName: string | null;
  /** Major currency units per hour. */
  hourlyRate: number;
  durationHours: TDurationHours;
  currency: TExtendedCurrency | null;
  djId: number | null;
  /**
   * Where the event is, when the form says it (performance_type, city, country): the payment step then refuses an
   * open request the customer already made at that date, time and place before any card is asked for.
   */
  place: { performanceType: TPerformanceType; city: string | null; country: TCountryCode | null } | null;
  allowDuplicate: boolean;
};

/**
 * POST /payment-authorize.php: the request's payment metadata (docs/product/booking-requests.md; user_id is ignored:
 * the session says who pays) plus dj_id when the request is aimed at one DJ, and optionally the event's place and
 * allow_duplicate (the same duplicate check as the submit, before any card is asked for). The rate may exceed the
 * slider (a venue's direct offer at its own rate is secured the same way).
 */
export const ZPaymentAuthorizeBody = z.preprocess(
  canonical(AUTHORIZE_FIELDS),
  z
    .object(
      {
        date: ZEventDate,
        time: ZEventTime,
        eventName: z.preprocess(
          blankToUndefined,
          zText({ label: 'Event name', multiline: true })
            .trim()
            .max(DESCRIPTION_MAX_LENGTH, fieldTooLong('Event name', DESCRIPTION_MAX_LENGTH))
            .optional()
            .transform((name) => name ?? null),
        ),
        hourlyRate: z.preprocess(
          (value) => numeric(blankToUndefined(value)),
          z
            .number({ error: P.hourlyRateInvalid })
            .min(AUTHORIZE_HOURLY_RATE.min, P.hourlyRateInvalid)
            .max(AUTHORIZE_HOURLY_RATE.max, P.hourlyRateInvalid)
            .refine(hasAtMostTwoDecimals, P.hourlyRateInvalid),
        ),
        duration: ZDuration,
        currency: ZOptionalCurrency,
        bookingType: z.preprocess(
          blankToUndefined,
          z.literal('booking_request', { error: P.bookingTypeInvalid }).optional(),
        ),
        djId: positiveId(M.djIdInvalid),
        timezone: ZTimeZone,
        performanceType: ZPerformanceType.optional(),
        city: ZCityText,
        country: ZCountryText,
        allowDuplicate: ZAllowDuplicate,
      },
      { error: P.eventDateRequired },
    )
    .transform((fields, ctx): TPaymentAuthorizeBody => {
      return {
        when: readMoment(fields.date, fields.time, ctx, 'event_date'),
        timezone: fields.timezone,
        eventName: fields.eventName,
        hourlyRate: fields.hourlyRate,
        durationHours: fields.duration,
        currency: fields.currency,
        djId: fields.djId,
        place: fields.performanceType
          ? { performanceType: fields.performanceType, city: fields.city, country: fields.country }
          : null,
        allowDuplicate: fields.allowDuplicate,
      };
    }),
);
