import { ZVenueEventInput, type TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import {
  DEFAULT_CO_STREAM_SLOT_DURATION,
  DEFAULT_DESTINATION_PRICE,
  DEFAULT_EVENT_DURATION,
  DEFAULT_EVENT_TIME,
  FLYER_MAX_BYTES,
  VENUE_EVENT_MESSAGES as M,
  defaultEventDate,
  formatDuration,
  isInThePast,
  parseDuration,
  parseEventDate,
  parseTimeOfDay,
} from '@cuepoint/domain/venues/venue-event-rules';
import type { TCoStreamStatus } from '@cuepoint/domain/venues/co-streaming';
import { imageFileProblem } from '../../../lib/image-file.ts';

/** One co-streaming DJ of the form (docs/product/venues.md): a name, a start time and a duration in minutes. */
export type SlotDraft = { key: number; djName: string; startTime: string; duration: number };

/** A venue receiving the stream, with its price as typed and, once invited, its answer. */
export type DestinationDraft = {
  venue_user_id: number;
  name: string;
  city: string | null;
  country: string | null;
  price: string;
  status: TCoStreamStatus;
};

/** The flyer: none, the stored one, or a picked file shown from a local preview. */
export type FlyerDraft = { kind: 'none' } | { kind: 'stored'; url: string } | { kind: 'picked'; file: File };

/** The event form (docs/product/venues.md) as its inputs hold it. */
export type EventDraft = {
  title: string;
  date: string;
  time: string;
  djName: string;
  description: string;
  isRemote: boolean;
  coStream: boolean;
  duration: string;
  ticketUrl: string;
  ticketPrice: string;
  slots: SlotDraft[];
  destinations: DestinationDraft[];
  flyer: FlyerDraft;
};

/** Messages by field: title, date, time, djName, duration, ticketUrl, ticketPrice, description, flyer, slots, destinations, destination.{id}, form. */
export type EventErrors = Record<string, string>;

let nextKey = 1;
export function newSlot(startTime: string): SlotDraft {
  return { key: nextKey++, djName: '', startTime, duration: DEFAULT_CO_STREAM_SLOT_DURATION };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's date on the reader's calendar, as YYYY-MM-DD. */
export function localDateText(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new event's form (docs/product/venues.md): the next Saturday at 21:00, lasting 2:00. */
export function emptyDraft(now: Date): EventDraft {
  const today = parseEventDate(localDateText(now));
  return {
    title: '',
    date: today ? defaultEventDate(today).toString() : '',
    time: DEFAULT_EVENT_TIME,
    djName: '',
    description: '',
    isRemote: false,
    coStream: false,
    duration: DEFAULT_EVENT_DURATION,
    ticketUrl: '',
    ticketPrice: '',
    slots: [newSlot(DEFAULT_EVENT_TIME)],
    destinations: [],
    flyer: { kind: 'none' },
  };
}

/** The form of a saved event, for editing. */
export function draftOf(event: TVenueEvent): EventDraft {
  return {
    title: event.title,
    date: event.event_date,
    time: event.event_time,
    djName: event.dj_name,
    description: event.description,
    isRemote: event.is_remote,
    coStream: event.co_stream_enabled,
    duration: event.duration,
    ticketUrl: event.ticket_url ?? '',
    ticketPrice: event.ticket_price === null ? '' : String(event.ticket_price),
    slots: event.co_stream_djs.length
      ? event.co_stream_djs.map((slot) => ({
          key: nextKey++,
          djName: slot.dj_name,
          startTime: slot.start_time,
          duration: parseDuration(slot.duration) ?? DEFAULT_CO_STREAM_SLOT_DURATION,
        }))
      : [newSlot(event.event_time)],
    destinations: event.co_stream_destinations.map((destination) => ({
      venue_user_id: destination.venue_user_id,
      name: destination.name,
      city: destination.city,
      country: destination.country,
      price: String(destination.price),
      status: destination.status,
    })),
    flyer: event.flyer_image ? { kind: 'stored', url: event.flyer_image } : { kind: 'none' },
  };
}

/** A venue newly chosen to receive the stream: pending, at the default price of 19.99. */
export function newDestination(venue: {
  venue_user_id: number;
  name: string;
  city: string | null;
  country: string | null;
}): DestinationDraft {
  return { ...venue, price: DEFAULT_DESTINATION_PRICE.toFixed(2), status: 'pending' };
}

const numberOrText = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
};

/**
 * The fields POST and PUT /venue-events.php take (docs/product/venues.md). A stored flyer that was taken away is
 * removed; a picked file travels beside the fields. An event that is not co-streamed sends no DJs and no destinations.
 */
export function eventFields(draft: EventDraft, stored?: TVenueEvent): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    title: draft.title,
    date: draft.date,
    time: draft.time,
    djName: draft.djName,
    description: draft.description,
    coStream: draft.coStream,
    isRemote: draft.isRemote,
    duration: draft.duration,
    ticketUrl: draft.ticketUrl.trim() || null,
    ticketPrice: numberOrText(draft.ticketPrice),
    coStreamDJs: draft.coStream
      ? draft.slots.map((slot) => ({
          djName: slot.djName,
          startTime: slot.startTime,
          duration: formatDuration(slot.duration),
        }))
      : [],
    destinations: draft.coStream
      ? draft.destinations.map((destination) => ({
          venue_user_id: destination.venue_user_id,
          price: numberOrText(destination.price),
        }))
      : [],
  };
  if (stored?.flyer_image && draft.flyer.kind === 'none') fields['removeFlyer'] = true;
  return fields;
}

/** The problem with a picked flyer the browser can tell (docs/product/venues.md), else null. */
export function flyerProblem(file: File): string | null {
  return imageFileProblem(file, FLYER_MAX_BYTES, M.flyerTooLarge);
}

const FIELD_OF: Record<string, string> = {
  title: 'title',
  date: 'date',
  time: 'time',
  djName: 'djName',
  description: 'description',
  duration: 'duration',
  ticketUrl: 'ticketUrl',
  ticketPrice: 'ticketPrice',
  coStreamDJs: 'slots',
};

/**
 * Checks the form with the event's own schema (the product's messages and ours, docs/product/venues.md), then that it
 * does not start in the past on the reader's clock. Each message goes to its field; an empty result means the form can
 * be sent.
 */
export function validateEvent(draft: EventDraft, now: Date): EventErrors {
  const errors: EventErrors = {};
  const parsed = ZVenueEventInput.safeParse(eventFields(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index] = issue.path;
      let field = typeof head === 'string' ? (FIELD_OF[head] ?? head) : 'form';
      if (head === 'destinations') {
        const destination = typeof index === 'number' ? draft.destinations[index] : undefined;
        field = destination ? `destination.${destination.venue_user_id}` : 'destinations';
      }
      if (!errors[field]) errors[field] = issue.message;
    }
  }
  const time = parseTimeOfDay(draft.time);
  if (!errors['date'] && !errors['time'] && parseEventDate(draft.date) && time) {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    const [year, month, day] = draft.date.split('-').map(Number) as [number, number, number];
    if (isInThePast(new Date(year, month - 1, day, hours, minutes), now)) errors['date'] = M.inThePast;
  }
  if (draft.flyer.kind === 'picked') {
    const problem = flyerProblem(draft.flyer.file);
    if (problem) errors['flyer'] = problem;
  }
  return errors;
}
