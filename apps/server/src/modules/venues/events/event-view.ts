import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import type { TCoStreamDestination, TCoStreamStatus } from '@cuepoint/domain/venues/co-streaming';
import { formatDuration, fromMinorUnits } from '@cuepoint/domain/venues/venue-event-rules';
import type { DestinationView, SlotRow, VenueEventWithParts } from './events-store.ts';

/** Rows as the venue event calls answer them: times as HH:MM, durations as h:mm, money in major units. */

/** PostgreSQL answers a `time` as "21:00:00". */
export const hoursAndMinutes = (time: string) => time.slice(0, 5);

export function toSlot(slot: SlotRow) {
  return {
    dj_name: slot.djName,
    start_time: hoursAndMinutes(slot.startTime),
    duration: formatDuration(slot.durationMinutes),
  };
}

export function toDestination(destination: DestinationView): TCoStreamDestination {
  return {
    id: destination.id,
    venue_user_id: destination.venueUserId,
    name: destination.name,
    city: destination.city,
    country: destination.country,
    price: fromMinorUnits(destination.priceMinor),
    status: destination.status as TCoStreamStatus,
  };
}

export function toVenueEvent(event: VenueEventWithParts): TVenueEvent {
  return {
    id: event.id,
    title: event.title,
    event_date: event.eventDate,
    event_time: hoursAndMinutes(event.eventTime),
    dj_name: event.djName,
    description: event.description,
    is_remote: event.isRemote,
    co_stream_enabled: event.coStreamEnabled,
    duration: formatDuration(event.durationMinutes),
    flyer_image: event.flyerImageUrl,
    ticket_url: event.ticketUrl,
    ticket_price: event.ticketPriceMinor === null ? null : fromMinorUnits(event.ticketPriceMinor),
    currency: event.currency,
    co_stream_djs: event.slots.map(toSlot),
    co_stream_destinations: event.destinations.map(toDestination),
    starts_at: event.startsAt.toISOString(),
    timezone: event.timezone,
  };
}
