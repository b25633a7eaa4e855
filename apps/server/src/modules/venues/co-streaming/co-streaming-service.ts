import type { Clock } from '../../../adapters/clock.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../../http/app-error.ts';
import {
  CO_STREAM_DECISIONS,
  CO_STREAM_MESSAGES,
  CO_STREAM_VENUES_LIMIT,
  alreadyDecidedMessage,
  canDecide,
  type TCoStreamDecision,
  type TCoStreamOpportunity,
  type TCoStreamStatus,
  type TCoStreamVenue,
  type TDecidedCoStreamDestination,
} from '@cuepoint/domain/venues/co-streaming';
import { formatDuration, fromMinorUnits } from '@cuepoint/domain/venues/venue-event-rules';
import { hoursAndMinutes, toSlot } from '../events/event-view.ts';
import type { CoStreamingStore, OpportunityRow } from './co-streaming-store.ts';

function toOpportunity({ destination, event, host, slots }: OpportunityRow): TCoStreamOpportunity {
  return {
    id: destination.id,
    status: destination.status as TCoStreamStatus,
    price: fromMinorUnits(destination.priceMinor),
    currency: destination.currency,
    decided_at: destination.decidedAt?.toISOString() ?? null,
    event: {
      id: event.id,
      title: event.title,
      event_date: event.eventDate,
      event_time: hoursAndMinutes(event.eventTime),
      timezone: event.timezone,
      starts_at: event.startsAt.toISOString(),
      dj_name: event.djName,
      description: event.description,
      duration: formatDuration(event.durationMinutes),
      flyer_image: event.flyerImageUrl,
      co_stream_djs: slots.map(toSlot),
    },
    host: { venue_user_id: host.venueUserId, name: host.name, city: host.city, country: host.country },
  };
}

/**
 * Co-streaming between venues (docs/product/venues.md): the receiving venue sees the destinations it is offered and
 * approves or declines each once; the host cannot decide for it.
 */
export function createCoStreamingService(deps: { store: CoStreamingStore; clock: Clock }) {
  const { store, clock } = deps;
  return {
    async opportunities(venueUserId: number): Promise<TCoStreamOpportunity[]> {
      return (await store.opportunities(venueUserId, clock.now())).map(toOpportunity);
    },

    async decide(
      venueUserId: number,
      id: number,
      decision: TCoStreamDecision,
    ): Promise<TDecidedCoStreamDestination> {
      const now = clock.now();
      const decided = await store.decide(id, now, ({ destination, hostVenueUserId, eventEndsAt }) => {
        if (destination.destinationVenueUserId !== venueUserId) {
          if (hostVenueUserId === venueUserId) throw forbidden(CO_STREAM_MESSAGES.onlyReceiver);
          throw notFound(CO_STREAM_MESSAGES.notFound);
        }
        const status = destination.status as TCoStreamStatus;
        if (!canDecide(status)) throw conflict(alreadyDecidedMessage(status));
        if (eventEndsAt.getTime() <= now.getTime()) throw unprocessable(CO_STREAM_MESSAGES.eventOver);
        return CO_STREAM_DECISIONS[decision];
      });
      if (!decided) throw notFound(CO_STREAM_MESSAGES.notFound);
      return {
        id: decided.id,
        event_id: decided.eventId,
        venue_user_id: decided.destinationVenueUserId,
        name: decided.venue.name,
        city: decided.venue.city,
        country: decided.venue.country,
        price: fromMinorUnits(decided.priceMinor),
        currency: decided.currency,
        status: decided.status as TCoStreamStatus,
        decided_at: decided.decidedAt?.toISOString() ?? null,
      };
    },

    async venues(venueUserId: number, query: string): Promise<TCoStreamVenue[]> {
      const rows = await store.searchVenues(venueUserId, query, CO_STREAM_VENUES_LIMIT);
      return rows.map((row) => ({
        venue_user_id: row.venueUserId,
        name: row.name,
        city: row.city,
        country: row.country,
      }));
    },
  };
}
