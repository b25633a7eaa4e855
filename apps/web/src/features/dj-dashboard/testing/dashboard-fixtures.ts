import type { TDjStats } from '@cuepoint/domain/djs/profile';
import type { TPerformanceHour } from '@cuepoint/domain/djs/performance-hours';
import type { TAvailabilityPeriod } from '@cuepoint/domain/djs/availability-periods';
import { baseRoutes, sessionUser } from '../../accounts/testing/fake-api.ts';
import type { DashboardProfile } from '../dashboard-api.ts';

/** The signed-in DJ of the dashboard tests (user 7, as the session fixture). */
export function djProfile(overrides: Partial<DashboardProfile> = {}): DashboardProfile {
  return {
    user_id: 7,
    stage_name: 'Kai',
    slug: 'kai',
    profile_url: '/kai',
    bio: 'Warehouse techno from Berlin.',
    website_url: null,
    hourly_rate_min: 80,
    currency: 'USD',
    genres: ['Techno'],
    social_links: {},
    profile_image_url: null,
    banner_image_url: null,
    accepts_in_person: true,
    accepts_co_streaming: false,
    accepts_remote_venues: true,
    accepts_remote_private: false,
    current_location: { city: 'Berlin', country: 'DE', availability_type: 'home_base' },
    default_payment_terms: '50_50',
    default_cancellation_notice_hours: 72,
    updated_at: '2026-01-10T12:00:00.000Z',
    can_request_feature: true,
    feature_request_status: null,
    ...overrides,
  };
}

export function djStats(overrides: Partial<TDjStats> = {}): TDjStats {
  return {
    total_sets: 2,
    public_sets: 1,
    private_sets: 1,
    sets_by_type: { audio: 1, video: 0, tracklist: 1 },
    genres_count: 1,
    profile_completeness: 50,
    announced_sets: { total: 0, upcoming: 0 },
    bookings: { total: 0, completed: 0 },
    earnings: { USD: 0, EUR: 0, GBP: 0 },
    member_since: '2025-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export function performanceHour(overrides: Partial<TPerformanceHour> = {}): TPerformanceHour {
  return {
    id: 1,
    day_of_week: 'friday',
    start_time: '22:00',
    end_time: '23:30',
    start_time_utc: '21:00',
    end_time_utc: '22:30',
    next_start: '2026-01-16T21:00:00.000Z',
    next_end: '2026-01-16T22:30:00.000Z',
    crosses_midnight: false,
    timezone: 'Europe/Berlin',
    is_available: true,
    ...overrides,
  };
}

export function availabilityPeriod(overrides: Partial<TAvailabilityPeriod> = {}): TAvailabilityPeriod {
  return {
    id: 1,
    from_date: '2026-07-01',
    to_date: '2026-07-14',
    country: 'ES',
    city: 'Ibiza',
    technical_needs: 'Two CDJ-3000s and a DJM-V10',
    availability_type: 'in_person',
    ...overrides,
  };
}

const ok = (data: unknown) => ({ body: { success: true, data } });

/** A signed-in DJ's dashboard: session, profile, numbers, slots, periods and the genre catalogue. */
export function dashboardRoutes(
  options: {
    profile?: DashboardProfile;
    hours?: TPerformanceHour[];
    periods?: TAvailabilityPeriod[];
    userType?: string;
  } = {},
) {
  return {
    ...baseRoutes(),
    'GET /auth/session': {
      body: { success: true, data: sessionUser({ user_type: options.userType ?? 'dj' }) },
    },
    'GET /dj/profile': ok(options.profile ?? djProfile()),
    'GET /dj/stats': ok(djStats()),
    'GET /dj/performance-hours': ok(options.hours ?? []),
    'GET /dj/availability': ok(options.periods ?? []),
    'GET /genres': ok(['Techno', 'House', 'Deep House', 'Tech House', 'Trance', 'Drum & Bass']),
    'GET /dj/booking-requests': ok([]),
  };
}
