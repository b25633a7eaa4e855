import { amountLimit } from '../catalog/money-text.ts';
import { Temporal } from 'temporal-polyfill';

/**
 * Venue events (docs/product/venues.md; docs/product/venues.md): the event form's messages and constants, durations as
 * "h:mm", the start instant from the venue's wall clock, and money in minor units. No zod: any screen may import it.
 */

export const VENUE_EVENT_MESSAGES = {
  /** The exact words users meet (docs/product/venues.md). */
  titleRequired: 'Event title is required',
  dateRequired: 'Event date is required',
  timeRequired: 'Event time is required',
  djNameRequired: 'Lead DJ name is required',
  inThePast: 'Event date and time cannot be in the past',
  flyerTooLarge: 'Image file size must be less than 5MB',
  flyerNotAnImage: 'Please select a valid image file',
  flyerUnreadable: 'Failed to process image file',
  /** The exact words users meet (docs/product/venues.md). */
  saveFailed: 'Failed to save event. Please try again.',
  /** The exact words users meet (docs/product/venues.md). */
  deleteConfirmation:
    'Are you sure you want to delete this event? This will also remove all co-streaming DJs and cannot be undone.',
  empty: 'No events yet',
  /** Ours: the spec is silent on these. */
  dateInvalid: 'Event date must be a real date (YYYY-MM-DD)',
  timeInvalid: 'Event time must be a time of day (HH:MM)',
  durationInvalid: 'Duration must be hours and minutes (h:mm), such as 2:00',
  durationRange: 'Duration must be between 0:15 and 24:00',
  remoteAndCoStream: 'An event can be remote or co-streamed, not both: choose one of the two',
  slotsRequired: 'A co-streamed event needs at least one co-streaming DJ',
  slotIncomplete: 'Each co-streaming DJ needs a DJ name, a start time and a duration',
  slotTimeInvalid: 'A co-streaming DJ’s start time must be a time of day (HH:MM)',
  slotDuration: 'A co-streaming DJ plays from 0:30 to 3:00, in steps of 30 minutes',
  tooManySlots: 'An event can have at most 12 co-streaming DJs',
  ticketUrlInvalid: 'Ticket URL must be a web address starting with http:// or https://',
  ticketPriceInvalid: 'Ticket price must be a number of 0 or more',
  ticketPriceDecimals: 'Ticket price can have at most 2 decimals',
  ticketPriceTooHigh: `Ticket price can be at most ${amountLimit(100_000)}`,
  destinationPriceInvalid: 'Destination price must be a number of 0 or more',
  destinationPriceDecimals: 'Destination price can have at most 2 decimals (steps of 0.01)',
  destinationPriceTooHigh: `Destination price can be at most ${amountLimit(100_000)}`,
  destinationVenueRequired: 'Each co-stream destination needs a venue (venue_user_id)',
  destinationDuplicate: 'Each venue can receive the stream only once',
  destinationSelf: 'Your own venue cannot receive its own co-stream',
  destinationUnknown: 'A co-stream destination is not a venue on Cuepoint',
  tooManyDestinations: 'An event can have at most 20 co-stream destinations',
  eventIdRequired: 'eventId is required',
  eventIdInvalid: 'eventId must be a whole number',
  notFound: 'Event not found',
  venueMissing: 'Venue profile not found',
  tooMany: 'A venue can keep at most 500 coming events',
} as const;

/** docs/product/venues.md: the form's defaults (the date is the next Saturday). */
export const DEFAULT_EVENT_TIME = '21:00';
export const DEFAULT_EVENT_DURATION = '2:00';
export const DEFAULT_EVENT_DURATION_MINUTES = 120;
export const EVENT_DURATION_MIN_MINUTES = 15;
export const EVENT_DURATION_MAX_MINUTES = 24 * 60;

/** docs/product/venues.md: co-stream slots last 0:30 to 3:00 in 30-minute steps. */
export const CO_STREAM_SLOT_DURATIONS = [30, 60, 90, 120, 150, 180] as const;
export const DEFAULT_CO_STREAM_SLOT_DURATION = 60;
export const MAX_CO_STREAM_SLOTS = 12;

/** docs/product/venues.md: a destination's price defaults to 19.99, min 0, step 0.01. */
export const DEFAULT_DESTINATION_PRICE = 19.99;
export const DEFAULT_DESTINATION_PRICE_MINOR = 1999;
export const DESTINATION_PRICE_STEP = 0.01;
export const MAX_CO_STREAM_DESTINATIONS = 20;

/** Ticket and destination prices above this are typing mistakes. */
export const MAX_PRICE = 100_000;

/** docs/product/venues.md: the flyer must be less than 5 MB. */
export const FLYER_MAX_BYTES = 5 * 1024 * 1024;

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const MAX_COMING_VENUE_EVENTS = 500;

const DURATION = /^(\d{1,2}):([0-5]\d)$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "2:30" → 150; null for anything that is not hours and minutes. */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 150 → "2:30", 30 → "0:30". */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export function isCoStreamSlotDuration(minutes: number): boolean {
  return (CO_STREAM_SLOT_DURATIONS as readonly number[]).includes(minutes);
}

/** "9:05", "21:00" or "21:00:00" → "09:05" / "21:00"; null for anything else. */
export function parseTimeOfDay(text: string): string | null {
  const match = TIME.exec(text.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

/** A real calendar date in YYYY-MM-DD form, else null. */
export function parseEventDate(text: string): Temporal.PlainDate | null {
  if (!DATE.test(text.trim())) return null;
  try {
    return Temporal.PlainDate.from(text.trim(), { overflow: 'reject' });
  } catch {
    return null;
  }
}

/**
 * The instant an event starts: its date and time on the wall clock of `zone`. A time the clocks skip (02:30 on the
 * spring-forward night) moves forward by the gap; a time that happens twice is the earlier one (Temporal's
 * `compatible`, as weekly hours do, decision record 015).
 */
export function eventStart(date: string, time: string, zone: string): Date {
  const day = Temporal.PlainDate.from(date);
  const clock = Temporal.PlainTime.from(time);
  const zoned = day.toZonedDateTime({ timeZone: zone, plainTime: clock });
  return new Date(zoned.epochMilliseconds);
}

/** Whether a start is before the current minute (the form picks minutes: the current one is still allowed). */
export function isInThePast(start: Date, now: Date): boolean {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return start.getTime() < minute;
}

/**
 * The form's default date (docs/product/venues.md): the next Saturday after `today` (a week on when today is Saturday).
 */
export function defaultEventDate(today: Temporal.PlainDate): Temporal.PlainDate {
  const days = (6 - today.dayOfWeek + 7) % 7 || 7;
  return today.add({ days });
}

/** An amount with at most two decimals, in minor units: 19.99 → 1999. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

/** Whether an amount is a whole number of cents (19.99 yes, 19.999 no), allowing for binary fractions. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
