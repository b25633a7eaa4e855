import { z } from 'zod';
import { Temporal } from 'temporal-polyfill';
import { zText } from '../text/safe-text.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { NAME_MAX_LENGTH } from '../accounts/fields.ts';
import { ZDjGenres } from '../catalog/genres.ts';
import { canonicalGenre } from '../catalog/genre-list.ts';
import {
  ANNOUNCED_SET_EVENT_TYPE,
  ANNOUNCED_SET_MESSAGES,
  ANNOUNCED_SET_STATUS,
  ANNOUNCED_SET_TEXT_MAX,
  ANNOUNCED_SET_TITLE_MAX,
  DEFAULT_ANNOUNCE_DURATION,
  isAnnounceDuration,
} from './announced-set-rules.ts';

/** Request and answer schemas of the announced-set calls (docs/product/djs.md: POST /events, GET /events/dj). */

/** An instant written with its offset: 2026-07-01T21:00:00+00:00, …Z, with or without seconds. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant of an ISO date-time with offset, or null (no offset, not a real date, anything else). */
export function parseOffsetDateTime(text: string): Date | null {
  if (!ISO_WITH_OFFSET.test(text)) return null;
  try {
    return new Date(Temporal.Instant.from(text).epochMilliseconds);
  } catch {
    return null;
  }
}

const ZStartTime = zText({ error: ANNOUNCED_SET_MESSAGES.startRequired })
  .trim()
  .min(1, ANNOUNCED_SET_MESSAGES.startRequired)
  .transform((value, ctx) => {
    const start = parseOffsetDateTime(value);
    if (!start) {
      ctx.addIssue({ code: 'custom', message: ANNOUNCED_SET_MESSAGES.startInvalid });
      return z.NEVER;
    }
    return start;
  });

/** One of the spec's durations; absent or empty is the default 60, "90" from a select is 90. */
const ZDuration = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ''
      ? DEFAULT_ANNOUNCE_DURATION
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : value,
  z
    .number({ error: ANNOUNCED_SET_MESSAGES.durationInvalid })
    .refine(isAnnounceDuration, ANNOUNCED_SET_MESSAGES.durationInvalid),
);

/** At least one and at most 4 catalogue genres, no duplicates; "deep house" is read as "Deep House". */
const ZAnnounceGenres = z.preprocess(
  (value) =>
    value === undefined || value === null
      ? []
      : Array.isArray(value)
        ? value.map((item) => (typeof item === 'string' ? canonicalGenre(item) : item))
        : value,
  z
    .array(zText({ label: 'Genre' }).max(NAME_MAX_LENGTH), { error: ANNOUNCED_SET_MESSAGES.genresRequired })
    .pipe(ZDjGenres)
    .refine((genres) => genres.length > 0, ANNOUNCED_SET_MESSAGES.genresRequired),
);

const optionalText = (label: string, max: number, multiline: boolean) =>
  zText({ label, multiline })
    .trim()
    .max(max, fieldTooLong(label, max))
    .nullish()
    .transform((value) => value ?? '');

/**
 * POST /events. A blank title becomes '{stage name} Live Set' on the server; the start must carry its offset (the
 * dashboard sends +00:00); the rule that it is not in the past needs the server's clock (announceStartProblem).
 */
export const ZDjEventInput = z.object(
  {
    title: optionalText('Title', ANNOUNCED_SET_TITLE_MAX, false),
    description: optionalText('Description', ANNOUNCED_SET_TEXT_MAX, true),
    start_time: ZStartTime,
    duration_minutes: ZDuration,
    event_type: z
      .literal(ANNOUNCED_SET_EVENT_TYPE, { error: ANNOUNCED_SET_MESSAGES.eventTypeInvalid })
      .default(ANNOUNCED_SET_EVENT_TYPE),
    is_co_streaming_available: z
      .boolean({ error: 'Co-streaming availability must be true or false' })
      .default(true),
    genres: ZAnnounceGenres,
    notes: optionalText('Notes', ANNOUNCED_SET_TEXT_MAX, true),
  },
  { error: 'Expected a JSON object' },
);
export type TDjEventInput = z.output<typeof ZDjEventInput>;

/** An announced set as the DJ's calls answer it. */
export const ZDjEvent = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  start_time: z.string(),
  duration_minutes: z.number(),
  event_type: z.literal(ANNOUNCED_SET_EVENT_TYPE),
  is_co_streaming_available: z.boolean(),
  genres: z.array(z.string()),
  notes: z.string(),
  status: z.literal(ANNOUNCED_SET_STATUS),
  created_at: z.string(),
});
export type TDjEvent = z.infer<typeof ZDjEvent>;

/** GET /events/dj: coming sets first, soonest first; ended ones after, the latest first. */
export const ZDjEventList = z.object({ events: z.array(ZDjEvent) });
export type TDjEventList = z.infer<typeof ZDjEventList>;

/**
 * The public page's upcoming set (docs/product/djs.md): the DJ's next announced set that has not ended. Announced sets
 * are streamed, so the place is the DJ's current location; event_date is the start's date in UTC.
 */
export const ZDjUpcomingEvent = z.object({
  title: z.string(),
  event_date: z.string(),
  start_time: z.string(),
  venue_city: z.string().nullable(),
  venue_country: z.string().nullable(),
});
export type TDjUpcomingEvent = z.infer<typeof ZDjUpcomingEvent>;
