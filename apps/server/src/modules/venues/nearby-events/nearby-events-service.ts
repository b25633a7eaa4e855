import type { TGazetteer, TGazetteerCity } from '@cuepoint/domain/catalog/gazetteer';
import { boundingBox, distanceKm, roundKm } from '@cuepoint/domain/catalog/great-circle';
import { lookUpCity } from '@cuepoint/domain/catalog/place-lookup';
import { placeKey } from '@cuepoint/domain/catalog/place-names';
import {
  NEARBY_MESSAGES,
  STREAM_VENUE_NAME,
  announcedSetStreamUrl,
  compareListedEvents,
  type TListedEvent,
  type TNearbyEventsQuery,
} from '@cuepoint/domain/events/nearby-events';
import { fromMinorUnits } from '@cuepoint/domain/venues/venue-event-rules';
import type { Clock } from '../../../adapters/clock.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { DjSetCandidate, NearbyEventsStore, VenueEventCandidate } from './nearby-events-store.ts';

/** Announced sets read per search: their place is a typed city, so they are measured in code, not prefiltered. */
const MAX_SET_CANDIDATES = 1000;

/** The city a search is centred on, as the answer names it. */
export type TSearchPlace = { city: string; country: string; latitude: number; longitude: number };

type Account = { city: string | null; country: string | null } | null;

/**
 * Events near a city (docs/product/venues.md): venues' public events and DJs' announced sets within
 * the radius, with their great-circle distance from the city's centre. The search's city comes from the query, else
 * from the signed-in account; an unknown city is a 400 that names it.
 */
export function createNearbyEventsService(deps: {
  store: NearbyEventsStore;
  clock: Clock;
  gazetteer: () => Promise<TGazetteer>;
}) {
  const { store, clock, gazetteer } = deps;

  function centreOf(places: TGazetteer, query: TNearbyEventsQuery, account: Account): TGazetteerCity {
    const city = query.city || account?.city?.trim() || '';
    if (!city) throw badRequest(NEARBY_MESSAGES.cityRequired);
    const country = query.city ? query.country : query.country || account?.country;
    const found = lookUpCity(places, city, country);
    if (!found.ok) throw badRequest(found.error);
    return found.city;
  }

  const fromVenue = (row: VenueEventCandidate, distance: number): TListedEvent => ({
    id: `venue-${row.id}`,
    title: row.title,
    dj_name: row.djName,
    venue_name: row.venueName,
    event_type: 'live',
    date: row.startsAt.toISOString(),
    city: row.city,
    country: row.country,
    distance: roundKm(distance),
    price: row.ticketPriceMinor === null ? null : fromMinorUnits(row.ticketPriceMinor),
    currency: row.currency,
    stream_url: null,
    ticket_url: row.ticketUrl,
    dj_slug: null,
  });

  const fromSet = (row: DjSetCandidate, distance: number): TListedEvent => ({
    id: `dj-${row.id}`,
    title: row.title,
    dj_name: row.stageName,
    venue_name: STREAM_VENUE_NAME,
    event_type: 'stream',
    date: row.startTime.toISOString(),
    city: row.city,
    country: row.country,
    distance: roundKm(distance),
    price: null,
    currency: null,
    stream_url: announcedSetStreamUrl(row.socialLinks),
    ticket_url: null,
    dj_slug: row.slug,
  });

  return {
    async nearby(
      query: TNearbyEventsQuery,
      account: Account,
    ): Promise<{ place: TSearchPlace; events: TListedEvent[] }> {
      const places = await gazetteer();
      const centre = centreOf(places, query, account);
      const radius = query.radius_km;
      const period = { now: clock.now(), past: query.past };
      // Spellings of the centre's city, for events kept without coordinates (a place the gazetteer did not know).
      const cityNames = [
        ...new Set(
          [centre.name, ...centre.aliases, query.city ?? ''].map((name) => name.trim().toLowerCase()),
        ),
      ].filter(Boolean);
      const cityKeys = new Set(cityNames.map(placeKey));

      const venueRows = await store.venueEvents({
        box: boundingBox(centre, radius),
        center: centre,
        cityNames,
        country: centre.country,
        period,
        limit: query.limit * 3 + 20,
      });
      const countries = [
        ...new Set([centre.country, ...places.near(centre, radius).map((near) => near.city.country)]),
      ];
      const setRows = await store.djSets({ countries, period, limit: MAX_SET_CANDIDATES });

      const listed: TListedEvent[] = [];
      for (const row of venueRows) {
        const distance =
          row.latitude !== null && row.longitude !== null
            ? distanceKm(centre, { latitude: row.latitude, longitude: row.longitude })
            : 0; // no coordinates: selected because it is in the centre's city by name
        if (distance <= radius) listed.push(fromVenue(row, distance));
      }
      for (const row of setRows) {
        const place = row.city ? places.find(row.city, row.country) : null;
        const distance = place
          ? distanceKm(centre, place)
          : row.country === centre.country && cityKeys.has(placeKey(row.city ?? ''))
            ? 0
            : null;
        if (distance !== null && distance <= radius) listed.push(fromSet(row, distance));
      }
      return {
        place: {
          city: centre.name,
          country: centre.country,
          latitude: centre.latitude,
          longitude: centre.longitude,
        },
        events: listed.sort(compareListedEvents(query.past)).slice(0, query.limit),
      };
    },
  };
}
