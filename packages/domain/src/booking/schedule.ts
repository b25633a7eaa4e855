import { Temporal } from 'temporal-polyfill';
import { eventStart } from '../venues/venue-event-rules.ts';
import {
  AUTHORIZATION_RETRY_DELAY_MS,
  CAPTURE_WINDOW_MS,
  DEFAULT_DATE_MIN_LEAD_MS,
  ENTHUSIAST_DEFAULT_TIME,
  EXTENDED_PROTECTION_THRESHOLD_MS,
  REQUEST_EXPIRY_LEAD_MS,
  RESCUE_REMINDER_LEAD_MS,
  SAVED_CARD_AUTHORIZATION_LEAD_MS,
  SIMILAR_DJS_FALLBACK_MS,
} from './constants.ts';
import { HOUR_MS } from '../time/durations.ts';
import type { TAuthorizationStrategy, TBookingRequest, TSecuredPayment } from './states.ts';

/**
 * When things happen to a booking request (docs/product/payments.md): pure functions of instants, every "now" passed in
 * from the injected clock. Wall-clock reasoning (the default date) happens in the customer's IANA zone.
 */

const at = (ms: number) => new Date(ms);

/** docs/product/payments.md: more than 120 h ahead, save the card; 120 h or less, authorize now. */
export function authorizationStrategy(eventAt: Date, now: Date): TAuthorizationStrategy {
  return eventAt.getTime() - now.getTime() > EXTENDED_PROTECTION_THRESHOLD_MS
    ? 'save_payment_method'
    : 'authorize_now';
}

/** When a saved card is authorized off-session: 84 h (3.5 days) before the event (constants.ts says why). */
export function savedCardAuthorizationAt(eventAt: Date): Date {
  return at(eventAt.getTime() - SAVED_CARD_AUTHORIZATION_LEAD_MS);
}

/** When a soft decline of the saved card is tried once more: 24 hours after the gateway answered no. */
export function authorizationRetryAt(failedAt: Date): Date {
  return at(failedAt.getTime() + AUTHORIZATION_RETRY_DELAY_MS);
}

/** When a customer whose card still does not secure the booking is reminded: 48 hours before the event. */
export function rescueReminderAt(eventAt: Date): Date {
  return at(eventAt.getTime() - RESCUE_REMINDER_LEAD_MS);
}

/** When an unanswered targeted request is shared with similar DJs: 48 h after it was submitted. */
export function similarDjsFallbackAt(submittedAt: Date): Date {
  return at(submittedAt.getTime() + SIMILAR_DJS_FALLBACK_MS);
}

/** When a request that did not become a confirmed, secured booking expires: 23 h before the event. */
export function expiresAt(eventAt: Date): Date {
  return at(eventAt.getTime() - REQUEST_EXPIRY_LEAD_MS);
}

/** When the capture window opens: 24 h before the event. */
export function captureWindowOpensAt(eventAt: Date): Date {
  return at(eventAt.getTime() - CAPTURE_WINDOW_MS);
}

/** When a performance of `hours` starting at `eventAt` ends. */
export function eventEndsAt(eventAt: Date, hours: number): Date {
  return at(eventAt.getTime() + Math.round(hours * HOUR_MS));
}

/** Whether a request for this event can still be submitted or answered: until 23 h before it. */
export function isBookingWindowOpen(eventAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt(eventAt).getTime();
}

/**
 * Whether a secured card still serves an event (checked at submit, after the server verified the intent): a hold
 * only when the event is 120 h away or less (so it is alive until its capture), a saved card only while its
 * authorization time is ahead. The strategy is decided when the payment modal opens; a submit minutes later that
 * crosses the threshold is still served, since time only brings the event nearer.
 */
export function paymentFitsEvent(payment: TSecuredPayment, eventAt: Date, now: Date): boolean {
  if (!isBookingWindowOpen(eventAt, now)) return false;
  if (payment === 'authorized') return eventAt.getTime() - now.getTime() <= EXTENDED_PROTECTION_THRESHOLD_MS;
  return now.getTime() < savedCardAuthorizationAt(eventAt).getTime();
}

/**
 * docs/product/payments.md: the charge is captured only for an accepted, confirmed booking, within 24 h of the event.
 */
export function canCapture(request: TBookingRequest, now: Date): boolean {
  return (
    request.status === 'confirmed' &&
    request.acceptedDjId !== null &&
    request.payment === 'authorized' &&
    now.getTime() >= captureWindowOpensAt(request.eventAt).getTime()
  );
}

/** An event's start as the customer gave it: a wall-clock date and time, or an instant with its offset. */
export type TEventMoment = { kind: 'local'; date: string; time: string } | { kind: 'instant'; at: Date };

const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?)?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function realDate(text: string): boolean {
  try {
    Temporal.PlainDate.from(text, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

function timeOfDay(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * Reads an event's start: "2026-06-13T21:00" (the date picker), "2026-06-13" with a separate time (the enthusiast
 * form; 21:00 when none), or an ISO instant with Z or an offset. Null when it is not a real date and time.
 */
export function parseEventMoment(date: string, time?: string | null): TEventMoment | null {
  const text = date.trim();
  if (WITH_OFFSET.test(text)) {
    if (!realDate(text.slice(0, 10))) return null;
    try {
      return {
        kind: 'instant',
        at: new Date(Temporal.Instant.from(text.replace(' ', 'T')).epochMilliseconds),
      };
    } catch {
      return null;
    }
  }
  const match = LOCAL.exec(text);
  if (!match || !realDate(match[1]!)) return null;
  const clock = match[2] ?? time?.trim() ?? '';
  const normalized = clock === '' ? ENTHUSIAST_DEFAULT_TIME : timeOfDay(clock);
  return normalized ? { kind: 'local', date: match[1]!, time: normalized } : null;
}

/** The instant an event starts: a wall-clock moment in the customer's zone (Temporal's `compatible` choice). */
export function eventInstant(moment: TEventMoment, timeZone: string): Date {
  return moment.kind === 'instant' ? moment.at : eventStart(moment.date, moment.time, timeZone);
}

export type TBookingForm = 'venue' | 'enthusiast';
export type TDefaultBookingDate = { date: string; time: string; at: Date };

function zoned(now: Date, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .round({ smallestUnit: 'minute', roundingMode: 'floor' });
}

const hhmm = (value: Temporal.ZonedDateTime) =>
  `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}`;

/**
 * docs/product/payments.md: the form's default date, the next Saturday at the current time of day in the customer's
 * zone (the enthusiast form at 21:00), a week later when that is under 48 hours away. Days are added on the wall clock,
 * so a daylight-saving change in between keeps the time of day.
 */
export function defaultBookingDate(now: Date, timeZone: string, form: TBookingForm): TDefaultBookingDate {
  const today = zoned(now, timeZone);
  let candidate = today.add({ days: (6 - today.dayOfWeek + 7) % 7 });
  if (form === 'enthusiast') candidate = candidate.withPlainTime(ENTHUSIAST_DEFAULT_TIME);
  if (candidate.epochMilliseconds - now.getTime() < DEFAULT_DATE_MIN_LEAD_MS)
    candidate = candidate.add({ days: 7 });
  return {
    date: candidate.toPlainDate().toString(),
    time: hhmm(candidate),
    at: new Date(candidate.epochMilliseconds),
  };
}

/** docs/product/payments.md: the date picker's minimum, now on the customer's wall clock ("2026-06-13T18:05"). */
export function minBookingDateTime(now: Date, timeZone: string): string {
  const today = zoned(now, timeZone);
  return `${today.toPlainDate().toString()}T${hhmm(today)}`;
}
