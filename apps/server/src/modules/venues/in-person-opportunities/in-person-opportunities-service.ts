import type { TGazetteer, TGazetteerCity } from '@cuepoint/domain/catalog/gazetteer';
import { distanceKm, roundKm } from '@cuepoint/domain/catalog/great-circle';
import { placeKey } from '@cuepoint/domain/catalog/place-names';
import { calendarDateIn, placeTimeZone } from '@cuepoint/domain/catalog/place-time-zone';
import {
  IN_PERSON_OPPORTUNITIES_LIMIT,
  IN_PERSON_RADIUS_KM,
  compareOpportunities,
  type TInPersonOpportunity,
} from '@cuepoint/domain/venues/in-person-opportunities';
import { VENUE_EVENT_MESSAGES } from '@cuepoint/domain/venues/venue-event-rules';
import type { Clock } from '../../../adapters/clock.ts';
import { notFound } from '../../../http/app-error.ts';
import type { InPersonOpportunitiesStore, VenuePlace } from './in-person-opportunities-store.ts';

/** How a DJ's place relates to the venue's: the distance, null for a country-only place, undefined when it does not fit. */
type Fit = number | null | undefined;

/**
 * In-Person Opportunities (docs/product/venues.md): DJs whose travel periods or announced sets bring them to the
 * venue's city on coming dates. A place fits when it is the venue's city (by name), or within 100 km of it by the
 * gazetteer; a travel period that names only the venue's country fits too, with no distance. Nearest first, then
 * soonest.
 */
export function createInPersonOpportunitiesService(deps: {
  store: InPersonOpportunitiesStore;
  clock: Clock;
  gazetteer: () => Promise<TGazetteer>;
}) {
  const { store, clock, gazetteer } = deps;

  function fitter(places: TGazetteer, venue: VenuePlace, centre: TGazetteerCity | null) {
    const venueCountry = venue.country?.toUpperCase() ?? null;
    const venueKeys = new Set(
      [venue.city ?? '', ...(centre ? [centre.name, ...centre.aliases] : [])].map(placeKey).filter(Boolean),
    );
    return (city: string | null, country: string | null): Fit => {
      const sameCountry = country !== null && country.toUpperCase() === venueCountry;
      if (!city?.trim()) return sameCountry ? null : undefined;
      if (sameCountry && venueKeys.has(placeKey(city))) return 0;
      const place = centre ? places.find(city, country) : null;
      if (!centre || !place) return undefined;
      const distance = distanceKm(centre, place);
      return distance <= IN_PERSON_RADIUS_KM ? roundKm(distance) : undefined;
    };
  }

  return {
    async list(venueUserId: number): Promise<TInPersonOpportunity[]> {
      const venue = await store.venue(venueUserId);
      if (!venue) throw notFound(VENUE_EVENT_MESSAGES.venueMissing);
      const places = await gazetteer();
      const centre = venue.city?.trim() ? places.find(venue.city, venue.country) : null;
      const countries = centre
        ? [
            ...new Set([
              centre.country,
              ...places.near(centre, IN_PERSON_RADIUS_KM).map((near) => near.city.country),
            ]),
          ]
        : venue.country
          ? [venue.country.toUpperCase()]
          : [];
      const now = clock.now();
      const { zone } = placeTimeZone(places, venue);
      const today = calendarDateIn(now, zone);
      const fits = fitter(places, venue, centre);
      const found: TInPersonOpportunity[] = [];

      for (const period of await store.travel(countries, today)) {
        const distance = fits(period.city, period.country);
        if (distance === undefined) continue;
        found.push({
          id: `travel-${period.id}`,
          dj_user_id: period.djUserId,
          dj_name: period.stageName,
          dj_slug: period.slug,
          kind: 'travel',
          // A trip already under way is an opportunity from today on.
          from_date: period.fromDate < today ? today : period.fromDate,
          to_date: period.toDate,
          city: period.city,
          country: period.country,
          distance_km: distance,
        });
      }
      for (const set of await store.announcedSets(countries, now)) {
        const distance = fits(set.city, set.country);
        if (distance === undefined || !set.country) continue;
        // The set's day on the venue's calendar.
        const day = calendarDateIn(set.startTime, zone);
        found.push({
          id: `announced_set-${set.id}`,
          dj_user_id: set.djUserId,
          dj_name: set.stageName,
          dj_slug: set.slug,
          kind: 'announced_set',
          from_date: day,
          to_date: day,
          city: set.city,
          country: set.country,
          distance_km: distance,
        });
      }
      return found.sort(compareOpportunities).slice(0, IN_PERSON_OPPORTUNITIES_LIMIT);
    },
  };
}
