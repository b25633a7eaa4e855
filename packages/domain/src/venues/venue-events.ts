import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { blankToNull } from '../text/form-values.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../accounts/fields.ts';
import { ZCoStreamDestination } from './co-streaming.ts';
import {
  DEFAULT_DESTINATION_PRICE_MINOR,
  DEFAULT_EVENT_DURATION,
  EVENT_DESCRIPTION_MAX,
  EVENT_DURATION_MAX_MINUTES,
  EVENT_DURATION_MIN_MINUTES,
  EVENT_TITLE_MAX,
  MAX_CO_STREAM_DESTINATIONS,
  MAX_CO_STREAM_SLOTS,
  MAX_PRICE,
  VENUE_EVENT_MESSAGES as M,
  hasAtMostTwoDecimals,
  isCoStreamSlotDuration,
  parseDuration,
  parseEventDate,
  parseTimeOfDay,
  toMinorUnits,
} from './venue-event-rules.ts';

/**
 * The venue event calls (contracts: GET/POST/PUT/DELETE /venue-events.php). The form's camelCase names
 * (docs/product/venues.md) and their snake_case equivalents are both read; a multipart form sends every field as text
 * (booleans as "true"/"false", the lists as JSON).
 */

export const ZVenueEventSlot = z.object({
  dj_name: z.string(),
  start_time: z.string(),
  duration: z.string(),
});

export const ZVenueEvent = z.object({
  id: z.number(),
  title: z.string(),
  event_date: z.string(),
  event_time: z.string(),
  dj_name: z.string(),
  description: z.string(),
  is_remote: z.boolean(),
  co_stream_enabled: z.boolean(),
  duration: z.string(),
  flyer_image: z.string().nullable(),
  ticket_url: z.string().nullable(),
  ticket_price: z.number().nullable(),
  currency: z.string(),
  co_stream_djs: z.array(ZVenueEventSlot),
  co_stream_destinations: z.array(ZCoStreamDestination),
  /** The start as an instant, and the zone its date and time are in. */
  starts_at: z.string(),
  timezone: z.string(),
});
export type TVenueEvent = z.infer<typeof ZVenueEvent>;

const FIELD_NAMES = {
  eventId: ['eventId', 'event_id', 'id'],
  title: ['title'],
  date: ['date', 'event_date', 'eventDate'],
  time: ['time', 'event_time', 'eventTime'],
  djName: ['djName', 'dj_name'],
  description: ['description'],
  coStream: ['coStream', 'co_stream', 'co_stream_enabled', 'coStreamEnabled'],
  isRemote: ['isRemote', 'is_remote'],
  duration: ['duration'],
  ticketUrl: ['ticketUrl', 'ticket_url'],
  ticketPrice: ['ticketPrice', 'ticket_price'],
  coStreamDJs: ['coStreamDJs', 'coStreamDjs', 'co_stream_djs'],
  destinations: ['destinations', 'co_stream_destinations', 'coStreamDestinations'],
  flyerImage: ['flyerImage', 'flyer_image'],
  removeFlyer: ['removeFlyer', 'remove_flyer'],
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(body: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (body[name] !== undefined) return body[name];
  return undefined;
}

/** The body with one name per field (the first of its spellings that is present). */
function canonicalFields(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const fields: Record<string, unknown> = {};
  for (const [field, names] of Object.entries(FIELD_NAMES)) fields[field] = pick(body, names);
  return fields;
}

/** A list sent as JSON text by a multipart form. */
const jsonList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
const numeric = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** true/false, and the texts a form sends for them ("true", "1", "on"; "false", "0", ""). */
const zFlag = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return false;
      if (typeof value !== 'string') return value;
      const text = value.trim().toLowerCase();
      if (['true', '1', 'on', 'yes'].includes(text)) return true;
      if (['false', '0', 'off', 'no', ''].includes(text)) return false;
      return value;
    },
    z.boolean({ error: `${label} must be true or false` }),
  );

const required = (message: string, max: number, label: string) =>
  zText({ error: message, label }).trim().min(1, message).max(max, fieldTooLong(label, max));

const ZDate = zText({ error: M.dateRequired, label: 'Event date' })
  .trim()
  .min(1, M.dateRequired)
  .refine((value) => parseEventDate(value) !== null, M.dateInvalid);

const ZTime = zText({ error: M.timeRequired, label: 'Event time' })
  .trim()
  .min(1, M.timeRequired)
  .transform((value, ctx) => {
    const time = parseTimeOfDay(value);
    if (time) return time;
    ctx.addIssue({ code: 'custom', message: M.timeInvalid });
    return z.NEVER;
  });

/** "h:mm"; absent or blank is the default 2:00. */
const ZDuration = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? DEFAULT_EVENT_DURATION : value),
  zText({ error: M.durationInvalid, label: 'Duration' }).transform((value, ctx) => {
    const minutes = parseDuration(value);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message: M.durationInvalid });
      return z.NEVER;
    }
    if (minutes < EVENT_DURATION_MIN_MINUTES || minutes > EVENT_DURATION_MAX_MINUTES) {
      ctx.addIssue({ code: 'custom', message: M.durationRange });
      return z.NEVER;
    }
    return minutes;
  }),
);

const ZTicketUrl = z.preprocess(
  blankToNull,
  zText({ label: 'Ticket URL' })
    .trim()
    .max(URL_MAX_LENGTH, fieldTooLong('Ticket URL', URL_MAX_LENGTH))
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, M.ticketUrlInvalid)
    .nullish()
    .transform((value) => value ?? null),
);

/** A price in major units (19.99) → minor units; min 0, step 0.01. */
const price = (messages: { invalid: string; decimals: string; tooHigh: string }) =>
  z
    .number({ error: messages.invalid })
    .refine(Number.isFinite, messages.invalid)
    .min(0, messages.invalid)
    .max(MAX_PRICE, messages.tooHigh)
    .refine(hasAtMostTwoDecimals, messages.decimals)
    .transform(toMinorUnits);

const ZTicketPrice = z.preprocess(
  (value) => numeric(blankToNull(value)),
  price({ invalid: M.ticketPriceInvalid, decimals: M.ticketPriceDecimals, tooHigh: M.ticketPriceTooHigh })
    .nullish()
    .transform((value) => value ?? null),
);

const ZDestinationPrice = z.preprocess(
  (value) => numeric(blankToNull(value)) ?? DEFAULT_DESTINATION_PRICE_MINOR / 100,
  price({
    invalid: M.destinationPriceInvalid,
    decimals: M.destinationPriceDecimals,
    tooHigh: M.destinationPriceTooHigh,
  }),
);

/** A co-streaming DJ as sent: every part is checked only when the event is co-streamed. */
const ZRawSlot = z.preprocess(
  (value) =>
    isRecord(value)
      ? {
          djName: pick(value, ['djName', 'dj_name', 'name']),
          startTime: pick(value, ['startTime', 'start_time']),
          duration: pick(value, ['duration']),
        }
      : value,
  z.object(
    {
      djName: zText({ error: M.slotIncomplete, label: 'Co-streaming DJ' })
        .trim()
        .max(NAME_MAX_LENGTH)
        .nullish(),
      startTime: zText({ error: M.slotIncomplete }).trim().nullish(),
      duration: z.union([zText({ error: M.slotIncomplete }).trim(), z.number()]).nullish(),
    },
    { error: M.slotIncomplete },
  ),
);

const ZRawDestination = z.preprocess(
  (value) =>
    isRecord(value)
      ? {
          venueUserId: numeric(pick(value, ['venue_user_id', 'venueUserId'])),
          price: pick(value, ['price']),
        }
      : value,
  z.object(
    {
      venueUserId: z
        .number({ error: M.destinationVenueRequired })
        .int(M.destinationVenueRequired)
        .min(1, M.destinationVenueRequired)
        .max(2_147_483_647, M.destinationVenueRequired),
      price: ZDestinationPrice,
    },
    { error: M.destinationVenueRequired },
  ),
);

export type TVenueEventSlotInput = { djName: string; startTime: string; durationMinutes: number };
export type TVenueEventDestinationInput = { venueUserId: number; priceMinor: number };

/** A slot's duration: "1:30" as the form sends it, or a number of minutes. */
function slotMinutes(duration: string | number | null | undefined): number | null {
  if (typeof duration === 'number') return Number.isInteger(duration) ? duration : null;
  return duration ? parseDuration(duration) : null;
}

const eventFields = {
  title: required(M.titleRequired, EVENT_TITLE_MAX, 'Event title'),
  date: ZDate,
  time: ZTime,
  djName: required(M.djNameRequired, NAME_MAX_LENGTH, 'Lead DJ name'),
  description: zText({ label: 'Description', multiline: true })
    .trim()
    .max(EVENT_DESCRIPTION_MAX, fieldTooLong('Description', EVENT_DESCRIPTION_MAX))
    .nullish()
    .transform((value) => value ?? ''),
  coStream: zFlag('coStream'),
  isRemote: zFlag('isRemote'),
  duration: ZDuration,
  ticketUrl: ZTicketUrl,
  ticketPrice: ZTicketPrice,
  coStreamDJs: z.preprocess(
    (value) => jsonList(value) ?? [],
    z.array(ZRawSlot, { error: 'coStreamDJs must be a list' }).max(MAX_CO_STREAM_SLOTS, M.tooManySlots),
  ),
  destinations: z.preprocess(
    jsonList,
    z
      .array(ZRawDestination, { error: 'destinations must be a list' })
      .max(MAX_CO_STREAM_DESTINATIONS, M.tooManyDestinations)
      .optional(),
  ),
  /** A JSON body may send the flyer's URL back (kept) or null/blank (removed); the file itself is multipart. */
  flyerImage: z
    .union([zText(), z.null()], { error: 'flyerImage must be the flyer’s address, or null to remove it' })
    .optional()
    .refine((value) => !(typeof value === 'string' && value.trim().toLowerCase().startsWith('data:')), {
      message: 'Send the flyer as an image file in the flyer_image field of a multipart form',
    }),
  removeFlyer: zFlag('removeFlyer'),
};

type EventFields = z.output<z.ZodObject<typeof eventFields>>;

export type TVenueEventInput = {
  title: string;
  date: string;
  time: string;
  djName: string;
  description: string;
  coStream: boolean;
  isRemote: boolean;
  durationMinutes: number;
  ticketUrl: string | null;
  ticketPriceMinor: number | null;
  /** The co-streaming DJs; none when the event is not co-streamed. */
  slots: TVenueEventSlotInput[];
  /** The destinations as they must be now; undefined keeps an edited event's as they are. */
  destinations: TVenueEventDestinationInput[] | undefined;
  removeFlyer: boolean;
};

/** The rules that span fields: remote or co-streamed, and complete slots and destinations when co-streamed. */
function toInput(fields: EventFields, ctx: z.RefinementCtx): TVenueEventInput {
  if (fields.isRemote && fields.coStream) ctx.addIssue({ code: 'custom', message: M.remoteAndCoStream });
  const slots: TVenueEventSlotInput[] = [];
  let destinations = fields.destinations?.map((d) => ({ venueUserId: d.venueUserId, priceMinor: d.price }));
  if (fields.coStream) {
    for (const raw of fields.coStreamDJs) {
      const minutes = slotMinutes(raw.duration);
      if (
        !raw.djName ||
        !raw.startTime ||
        raw.duration === null ||
        raw.duration === undefined ||
        raw.duration === ''
      ) {
        ctx.addIssue({ code: 'custom', message: M.slotIncomplete, path: ['coStreamDJs'] });
        break;
      }
      const startTime = parseTimeOfDay(raw.startTime);
      if (!startTime) {
        ctx.addIssue({ code: 'custom', message: M.slotTimeInvalid, path: ['coStreamDJs'] });
        break;
      }
      if (minutes === null || !isCoStreamSlotDuration(minutes)) {
        ctx.addIssue({ code: 'custom', message: M.slotDuration, path: ['coStreamDJs'] });
        break;
      }
      slots.push({ djName: raw.djName, startTime, durationMinutes: minutes });
    }
    if (fields.coStreamDJs.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.slotsRequired, path: ['coStreamDJs'] });
    }
    const venues = new Set(destinations?.map((d) => d.venueUserId));
    if (destinations && venues.size !== destinations.length) {
      ctx.addIssue({ code: 'custom', message: M.destinationDuplicate, path: ['destinations'] });
    }
  } else {
    destinations = [];
  }
  return {
    title: fields.title,
    date: fields.date,
    time: fields.time,
    djName: fields.djName,
    description: fields.description,
    coStream: fields.coStream,
    isRemote: fields.isRemote,
    durationMinutes: fields.duration,
    ticketUrl: fields.ticketUrl,
    ticketPriceMinor: fields.ticketPrice,
    slots,
    destinations,
    removeFlyer: fields.removeFlyer || fields.flyerImage === null || fields.flyerImage?.trim() === '',
  };
}

const ZEventId = z.preprocess(
  numeric,
  z
    .number({ error: M.eventIdRequired })
    .int(M.eventIdInvalid)
    .min(1, M.eventIdInvalid)
    .max(2_147_483_647, M.eventIdInvalid),
);

/** POST /venue-events.php (JSON or multipart fields). */
export const ZVenueEventInput = z.preprocess(
  canonicalFields,
  z.object(eventFields, { error: 'The event must be an object of fields' }).transform(toInput),
);

/** PUT /venue-events.php: the same fields plus eventId. */
export const ZVenueEventUpdate = z.preprocess(
  canonicalFields,
  z
    .object({ eventId: ZEventId, ...eventFields }, { error: 'The event must be an object of fields' })
    .transform((fields, ctx) => ({ eventId: fields.eventId, ...toInput(fields, ctx) })),
);
export type TVenueEventUpdate = TVenueEventInput & { eventId: number };

/** DELETE /venue-events.php?eventId={id}. */
export const ZVenueEventDeleteQuery = z.preprocess(canonicalFields, z.object({ eventId: ZEventId }));
