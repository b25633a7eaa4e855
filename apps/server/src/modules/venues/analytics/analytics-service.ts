import type { Clock } from '../../../adapters/clock.ts';
import { notFound } from '../../../http/app-error.ts';
import { DEFAULT_TIME_ZONE } from '@cuepoint/domain/catalog/timezones';
import { canonicalTimeZone, localDate } from '@cuepoint/domain/djs/weekly-slot';
import {
  estimatedRevenue,
  fillMonths,
  lastMonths,
  monthRange,
  type TVenueAnalytics,
} from '@cuepoint/domain/venues/analytics';
import { VENUE_PROFILE_MESSAGES } from '@cuepoint/domain/venues/venue-profile';
import type { VenueRow } from '../profile/profile-store.ts';
import { venueProfileView } from '../profile/profile-service.ts';
import type { VenueAnalyticsStore } from './analytics-store.ts';

/**
 * The Venue Analytics card from the venue's own events, its bookings and favorites, on the venue's calendar at `now`.
 */
export function createVenueAnalyticsService(deps: {
  store: VenueAnalyticsStore;
  clock: Clock;
  venue: (userId: number) => Promise<VenueRow | undefined>;
  favoriteCount: (userId: number) => Promise<number>;
}) {
  const { store, clock, venue, favoriteCount } = deps;
  return {
    async forVenue(userId: number): Promise<TVenueAnalytics> {
      const row = await venue(userId);
      if (!row) throw notFound(VENUE_PROFILE_MESSAGES.notFound);
      const today = localDate(clock.now(), canonicalTimeZone(row.timezone ?? '') ?? DEFAULT_TIME_ZONE);
      const months = lastMonths(today);
      const range = monthRange(months[0]!, months[months.length - 1]!);
      const [totals, perMonth, favorites] = await Promise.all([
        store.totals(userId),
        store.perMonth(userId, range.from, range.until),
        favoriteCount(userId),
      ]);
      const view = venueProfileView(row);
      return {
        total_events: totals.total,
        co_streamed_events: totals.coStreamed,
        remote_djs: totals.remote,
        favorite_djs: favorites,
        average_duration_minutes: totals.total > 0 ? Math.round(totals.minutes / totals.total) : 0,
        estimated_revenue: estimatedRevenue(totals.total),
        currency: view.currency,
        app_id: view.app_id,
        events_per_month: fillMonths(months, perMonth),
      };
    },
  };
}
