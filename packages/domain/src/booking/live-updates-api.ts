import { z } from 'zod';

/**
 * Live updates (GET /updates, server-sent events) and calendars (.ics downloads and a private feed): what the
 * server sends and accepts, shared by the server and the web app.
 */

/** The server-sent event name of a booking or offer change. */
export const LIVE_BOOKING_EVENT = 'booking';
/** The event sent once on connect: its id is where the stream starts (the browser resumes from it). */
export const LIVE_READY_EVENT = 'ready';
/** A comment line keeps the connection open through proxies that close idle ones. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Open streams per account (a tab holds one); one more is a 429. */
export const LIVE_MAX_STREAMS_PER_USER = 5;
/** The browser waits this long before reconnecting after the server closed a stream. */
export const LIVE_RETRY_MS = 2_000;

const eventId = z.number().int().min(1);
const rowId = z.number().int().min(1);

/**
 * One change as the parties see it: the outbox row's id (the stream's `id:`), its type, the request, offer and
 * booking it concerns and the state it led to. Nothing else: no amounts, payment ids or other accounts' data;
 * screens refetch what they show.
 */
export const ZLiveBookingEvent = z.object({
  id: eventId,
  type: z.string(),
  request_id: rowId,
  offer_id: rowId.nullable(),
  booking_id: rowId.nullable(),
  /** The request's status after the change; an offer's event (`offer.*`): the offer's. */
  status: z.string().nullable(),
  payment_status: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type TLiveBookingEvent = z.infer<typeof ZLiveBookingEvent>;

/** The `ready` event's data. */
export const ZLiveReady = z.object({ last_event_id: z.number().int().min(0) });
export type TLiveReady = z.infer<typeof ZLiveReady>;

export const LIVE_UPDATES_MESSAGES = {
  lastEventIdInvalid: 'Last-Event-ID must be a whole number',
  tooManyStreams:
    'Too many live update connections are open for your account: close another tab and try again',
} as const;

const lastEventId = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, LIVE_UPDATES_MESSAGES.lastEventIdInvalid)
  .transform(Number);

/** GET /updates?last_event_id= (a first connect resuming from an id the page already had). */
export const ZLiveUpdatesQuery = z.object({ last_event_id: lastEventId.optional() });

/** Reads a Last-Event-ID header or query value: a whole number, or undefined when absent or blank. */
export function parseLastEventId(value: string | undefined | null): number | undefined | 'invalid' {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const parsed = lastEventId.safeParse(value);
  return parsed.success ? parsed.data : 'invalid';
}

/** GET /calendar/feed and POST /calendar/feed/rotate: the private feed's address. */
export const ZCalendarFeed = z.object({ url: z.string() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/** A feed token: 43 URL-safe base64 characters (32 random bytes). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CALENDAR_MESSAGES = {
  feedNotFound: 'This calendar feed does not exist or was replaced by a new address',
  bookingNotInCalendar: 'Only a confirmed or completed booking can be added to a calendar',
  remote: 'Remote (live stream)',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the address and copy it',
} as const;
