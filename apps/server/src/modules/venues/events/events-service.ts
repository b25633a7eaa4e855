import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import { placeTimeZone } from '@cuepoint/domain/catalog/place-time-zone';
import type { TVenueEvent, TVenueEventInput, TVenueEventUpdate } from '@cuepoint/domain/venues/venue-events';
import {
  FLYER_MAX_BYTES,
  MAX_COMING_VENUE_EVENTS,
  VENUE_EVENT_MESSAGES as M,
  eventStart,
  isInThePast,
} from '@cuepoint/domain/venues/venue-event-rules';
import type { Clock } from '../../../adapters/clock.ts';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import { notFound, unprocessable } from '../../../http/app-error.ts';
import { removeStoredImage, storeImage, type ImageBytes } from '../../media/index.ts';
import { toVenueEvent } from './event-view.ts';
import {
  UnknownDestination,
  type NewVenueEvent,
  type VenueContext,
  type VenueEventRow,
  type VenueEventsStore,
} from './events-store.ts';

type Deps = {
  store: VenueEventsStore;
  clock: Clock;
  files: FileStore;
  gazetteer: () => Promise<TGazetteer>;
};

/**
 * The venue event rules (docs/product/venues.md) for the signed-in venue's own events. The start is the date
 * and time on the venue's wall clock (its account zone, else its city's, else UTC); the place is the venue's city,
 * with its coordinates from the gazetteer, kept with the event for nearby searches.
 */
export function createVenueEventsService({ store, clock, files, gazetteer }: Deps) {
  async function venueOf(venueUserId: number): Promise<VenueContext> {
    const venue = await store.venue(venueUserId);
    if (!venue) throw notFound(M.venueMissing);
    return venue;
  }

  /** The columns an event takes from the form and the venue. */
  async function valuesFor(venue: VenueContext, input: TVenueEventInput, now: Date): Promise<NewVenueEvent> {
    const places = await gazetteer();
    const { zone } = placeTimeZone(places, venue);
    const city = venue.city?.trim() ? places.find(venue.city, venue.country) : null;
    return {
      title: input.title,
      eventDate: input.date,
      eventTime: input.time,
      timezone: zone,
      startsAt: eventStart(input.date, input.time, zone),
      djName: input.djName,
      description: input.description,
      isRemote: input.isRemote,
      coStreamEnabled: input.coStream,
      durationMinutes: input.durationMinutes,
      ticketUrl: input.ticketUrl,
      ticketPriceMinor: input.ticketPriceMinor,
      currency: venue.currency,
      city: venue.city,
      country: venue.country,
      latitude: city?.latitude ?? null,
      longitude: city?.longitude ?? null,
      updatedAt: now,
    };
  }

  function checkDestinations(venueUserId: number, input: TVenueEventInput) {
    if (input.destinations?.some((destination) => destination.venueUserId === venueUserId)) {
      throw unprocessable(M.destinationSelf);
    }
  }

  /** Stores the flyer (checked and re-encoded) under a key of its own, so no two events share a file. */
  async function storeFlyer(venueUserId: number, flyer: ImageBytes) {
    return storeImage(files, flyer, {
      limit: { maxBytes: FLYER_MAX_BYTES, tooLarge: M.flyerTooLarge },
      shape: 'banner',
      scope: `venue-${venueUserId}:flyer:${crypto.randomUUID()}`,
    });
  }

  /** Runs a write with a freshly stored flyer; the flyer is removed again when the write fails. */
  async function withFlyer<T>(
    venueUserId: number,
    flyer: ImageBytes | null,
    write: (flyerUrl: string | null) => Promise<T>,
  ): Promise<T> {
    const stored = flyer ? await storeFlyer(venueUserId, flyer) : null;
    try {
      return await write(stored?.url ?? null);
    } catch (error) {
      if (stored) await files.delete(stored.key).catch(() => undefined);
      if (error instanceof UnknownDestination) throw unprocessable(M.destinationUnknown);
      throw error;
    }
  }

  return {
    async list(venueUserId: number): Promise<TVenueEvent[]> {
      await venueOf(venueUserId);
      return (await store.listOwn(venueUserId)).map(toVenueEvent);
    },

    async create(
      venueUserId: number,
      input: TVenueEventInput,
      flyer: ImageBytes | null,
    ): Promise<TVenueEvent> {
      const now = clock.now();
      const venue = await venueOf(venueUserId);
      checkDestinations(venueUserId, input);
      const values = await valuesFor(venue, input, now);
      if (isInThePast(values.startsAt, now)) throw unprocessable(M.inThePast);
      if ((await store.countComing(venueUserId, now)) >= MAX_COMING_VENUE_EVENTS)
        throw unprocessable(M.tooMany);
      const created = await withFlyer(venueUserId, flyer, (flyerImageUrl) =>
        store.create(venueUserId, { ...values, flyerImageUrl }, input.slots, input.destinations ?? []),
      );
      return toVenueEvent(created);
    },

    /**
     * Changes one of the venue's events. The past-date rule applies only when the date or time changes (an event
     * that has begun can still have its description corrected). A new flyer replaces the old one, whose file is
     * removed; removeFlyer removes it.
     */
    async update(
      venueUserId: number,
      input: TVenueEventUpdate,
      flyer: ImageBytes | null,
      log: FastifyBaseLogger,
    ): Promise<TVenueEvent> {
      const now = clock.now();
      const venue = await venueOf(venueUserId);
      checkDestinations(venueUserId, input);
      const values = await valuesFor(venue, input, now);
      const decide = (before: VenueEventRow, flyerImageUrl: string | null): NewVenueEvent => {
        const moved = before.eventDate !== input.date || before.eventTime.slice(0, 5) !== input.time;
        if (moved && isInThePast(values.startsAt, now)) throw unprocessable(M.inThePast);
        const keptFlyer = input.removeFlyer ? null : before.flyerImageUrl;
        return { ...values, flyerImageUrl: flyerImageUrl ?? keptFlyer };
      };
      const { before, after } = await withFlyer(venueUserId, flyer, async (flyerImageUrl) => {
        const result = await store.update(
          venueUserId,
          input.eventId,
          (before) => decide(before, flyerImageUrl),
          input.slots,
          input.destinations,
        );
        // Nothing was written: withFlyer removes the new flyer again.
        if (!result) throw notFound(M.notFound);
        return result;
      });
      if (before.flyerImageUrl && before.flyerImageUrl !== after.flyerImageUrl) {
        await removeStoredImage(files, log, before.flyerImageUrl);
      }
      return toVenueEvent(after);
    },

    /** Removes one of the venue's events, its co-streaming DJs and destinations, and its flyer. */
    async remove(venueUserId: number, eventId: number, log: FastifyBaseLogger): Promise<void> {
      await venueOf(venueUserId);
      const removed = await store.deleteOwn(venueUserId, eventId);
      if (!removed) throw notFound(M.notFound);
      await removeStoredImage(files, log, removed.flyerImageUrl);
    },
  };
}

export type VenueEventsService = ReturnType<typeof createVenueEventsService>;
