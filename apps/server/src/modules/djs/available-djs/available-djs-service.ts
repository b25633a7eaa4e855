import type { Clock } from '../../../adapters/clock.ts';
import { notFound } from '../../../http/app-error.ts';
import { DEFAULT_TIME_ZONE } from '@cuepoint/domain/catalog/timezones';
import { canonicalTimeZone, localDate, weekdayFromNumber } from '@cuepoint/domain/djs/weekly-slot';
import {
  locationLabel,
  nextAvailableDates,
  rankAvailableDjs,
  type TAvailableDate,
  type TAvailableDj,
} from '@cuepoint/domain/venues/available-djs';
import { VENUE_PROFILE_MESSAGES } from '@cuepoint/domain/venues/venue-profile';
import type { AvailableDjsStore } from './available-djs-store.ts';

/** DJs bookable for a venue and their next dates, on the injected clock (rules in domain venues/available-djs). */
export function createAvailableDjsService(deps: { store: AvailableDjsStore; clock: Clock }) {
  const { store, clock } = deps;
  return {
    async forVenue(venueUserId: number): Promise<TAvailableDj[]> {
      const venue = await store.venueArea(venueUserId);
      if (!venue) throw notFound(VENUE_PROFILE_MESSAGES.notFound);
      const now = clock.now();
      const timeZone = canonicalTimeZone(venue.timezone ?? '') ?? DEFAULT_TIME_ZONE;
      const today = localDate(now, timeZone);
      const [travel, slots] = await Promise.all([
        venue.country ? store.travelIn(venue.country, venue.city, today) : [],
        venue.acceptsRemoteDjs ? store.remoteSlots() : [],
      ]);
      const held = await store.heldTimes([...new Set([...travel, ...slots].map((row) => row.djUserId))], now);
      const dates = nextAvailableDates({
        now,
        timeZone,
        held,
        travel: travel.map((row) => ({ ...row, isRemote: row.availabilityType === 'remote' })),
        slots: slots.map((row) => ({ ...row, dayOfWeek: weekdayFromNumber(row.dayOfWeek) })),
      });
      const names = new Map<number, string>();
      for (const row of [...travel, ...slots]) names.set(row.djUserId, row.stageName);
      const ranked = rankAvailableDjs(
        [...dates].map(([userId, availability]) => ({
          userId,
          stage_name: names.get(userId) ?? '',
          availability,
        })),
      );
      const details = new Map(
        (await store.details(ranked.map((dj) => dj.userId))).map((dj) => [dj.userId, dj]),
      );
      return ranked.flatMap(({ userId, availability }): TAvailableDj[] => {
        const dj = details.get(userId);
        if (!dj) return [];
        const fullName = [dj.firstName, dj.lastName].filter(Boolean).join(' ').trim();
        return [
          {
            user_id: userId,
            stage_name: dj.stageName,
            full_name: fullName || null,
            slug: dj.slug,
            location: locationLabel(dj.city, dj.country),
            availability: availability satisfies TAvailableDate[],
          },
        ];
      });
    },
  };
}
