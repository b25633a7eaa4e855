import { HOUR_MS } from '../time/durations.ts';

/**
 * The booking request's time rules and limits (docs/product/booking-requests.md; docs/product/payments.md), once, in
 * hours and in milliseconds. No zod and no Temporal: any screen and the server's jobs may import it.
 */

/**
 * docs/product/booking-requests.md: an event more than 120 hours away gets its card saved (SetupIntent), else
 * authorized at once.
 */
export const EXTENDED_PROTECTION_THRESHOLD_HOURS = 120;
export const EXTENDED_PROTECTION_THRESHOLD_MS = EXTENDED_PROTECTION_THRESHOLD_HOURS * HOUR_MS;

/** docs/product/booking-requests.md: a saved card is authorized 3–4 days before the event. */
export const SAVED_CARD_AUTHORIZATION_WINDOW_HOURS = { earliest: 96, latest: 72 } as const;

/**
 * The instant inside that window the platform authorizes a saved card: 84 hours (3.5 days) before the event, the
 * middle of the window. A late job run or a retry after a gateway hiccup still lands inside 3–4 days on either side;
 * capture at T−24 h comes 60 hours later, well inside a card authorization's 7-day life; and a declined card leaves
 * the customer 61 hours (84 − 23) to secure the booking with another card before the request expires.
 */
export const SAVED_CARD_AUTHORIZATION_LEAD_HOURS = 84;
export const SAVED_CARD_AUTHORIZATION_LEAD_MS = SAVED_CARD_AUTHORIZATION_LEAD_HOURS * HOUR_MS;

/**
 * docs/product/booking-requests.md: a request aimed at one DJ is shared with similar DJs after 48 hours without an
 * answer.
 */
export const SIMILAR_DJS_FALLBACK_HOURS = 48;
export const SIMILAR_DJS_FALLBACK_MS = SIMILAR_DJS_FALLBACK_HOURS * HOUR_MS;

/**
 * docs/product/booking-requests.md: an authorization not turned into a booking expires (is released) 23 hours before
 * the event.
 */
export const REQUEST_EXPIRY_LEAD_HOURS = 23;
export const REQUEST_EXPIRY_LEAD_MS = REQUEST_EXPIRY_LEAD_HOURS * HOUR_MS;

/** Issue #28: a soft decline of the saved card's authorization is tried once more 24 hours later. */
export const AUTHORIZATION_RETRY_DELAY_HOURS = 24;
export const AUTHORIZATION_RETRY_DELAY_MS = AUTHORIZATION_RETRY_DELAY_HOURS * HOUR_MS;

/** Issue #28: a customer whose card still does not secure the booking is reminded 48 hours before the event. */
export const RESCUE_REMINDER_LEAD_HOURS = 48;
export const RESCUE_REMINDER_LEAD_MS = RESCUE_REMINDER_LEAD_HOURS * HOUR_MS;

/** docs/product/booking-requests.md: the charge is captured only within 24 hours of the event. */
export const CAPTURE_WINDOW_HOURS = 24;
export const CAPTURE_WINDOW_MS = CAPTURE_WINDOW_HOURS * HOUR_MS;

/**
 * How long a card network keeps an uncaptured authorization (Stripe cancels it after 7 days). The 120-hour
 * threshold exists for it: an authorization made up to 120 h ahead is captured at T−24 h, at most 96 h later.
 */
export const CARD_AUTHORIZATION_VALIDITY_HOURS = 7 * 24;

/**
 * docs/product/booking-requests.md: the default date is the next Saturday, a week later when that is under 48 hours
 * away.
 */
export const DEFAULT_DATE_MIN_LEAD_HOURS = 48;
export const DEFAULT_DATE_MIN_LEAD_MS = DEFAULT_DATE_MIN_LEAD_HOURS * HOUR_MS;
/** docs/product/booking-requests.md: the enthusiast form's default time of day. */
export const ENTHUSIAST_DEFAULT_TIME = '21:00';

/** docs/product/booking-requests.md: the performance lengths a request may ask for, in hours. */
export const DURATION_OPTIONS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 8, 10, 12] as const;
export type TDurationHours = (typeof DURATION_OPTIONS)[number];
export const DEFAULT_DURATION_HOURS: TDurationHours = 2;

/** docs/product/booking-requests.md: the hourly budget slider, in major currency units. */
export const HOURLY_BUDGET = { min: 20, max: 500, step: 10, default: 100 } as const;
/** docs/product/booking-requests.md: the venue's quick form shows 150 after a submit. */
export const VENUE_QUICK_FORM_BUDGET_AFTER_SUBMIT = 150;

/**
 * docs/product/booking-requests.md: similar DJs (at most 5 chosen, 5 suggestions, searched from 2 characters), 5 genre
 * suggestions.
 */
export const MAX_SIMILAR_DJS = 5;
export const SIMILAR_DJ_SUGGESTIONS = 5;
export const SIMILAR_DJ_SEARCH_MIN_CHARS = 2;
export const BOOKING_GENRE_SUGGESTIONS = 5;

/** docs/product/booking-requests.md: the description needs at least 10 characters. */
export const DESCRIPTION_MIN_LENGTH = 10;
/** Ours: the spec sets no upper bounds on these. */
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_PREFERRED_GENRES = 10;
export const GENRE_NAME_MAX_LENGTH = 50;
/** Ours: the payment call also prices direct offers at a venue's own rate, so it is wider than the slider. */
export const AUTHORIZE_HOURLY_RATE = { min: HOURLY_BUDGET.min, max: 10_000 } as const;
