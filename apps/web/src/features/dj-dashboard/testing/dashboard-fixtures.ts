import type { TDjInboxRequest } from '@cuepoint/domain/booking/booking-api';
import type { TDjPayout } from '@cuepoint/domain/payouts/payouts-api';
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

/** A request in the DJ's inbox: Spreewerk's on-site night in Berlin, aimed at the DJ, unanswered. */
export function inboxRequest(overrides: Partial<TDjInboxRequest> = {}): TDjInboxRequest {
  return {
    id: 3,
    date: '2099-06-13T19:00:00.000Z',
    timezone: 'Europe/Berlin',
    duration: 2,
    performance_type: 'onsite',
    city: 'Berlin',
    country: 'DE',
    hourly_budget: 150,
    currency: 'EUR',
    total_budget: 300,
    dj_payout: 289,
    description: 'Rooftop opening night',
    similar_djs: [],
    preferred_genres: [],
    example_playlist: null,
    status: 'pending',
    state: 'routed_to_dj',
    customer_type: 'venue',
    customer_name: 'Spreewerk',
    reason: 'targeted',
    reached_at: '2099-06-01T10:00:00.000Z',
    expires_at: '2099-06-12T20:00:00.000Z',
    created_at: '2099-06-01T10:00:00.000Z',
    my_offer: null,
    booking_id: null,
    agreed: null,
    booked_then: false,
    ...overrides,
  };
}

/** One of the DJ's payouts (GET /dj/payouts): the upfront share of Spreewerk's booking, paid. */
export function djPayout(overrides: Partial<TDjPayout> = {}): TDjPayout {
  return {
    id: 1,
    booking_id: 41,
    kind: 'upfront',
    amount: 86.7,
    currency: 'EUR',
    due_at: '2099-06-12T19:00:00.000Z',
    status: 'paid',
    paid_at: '2099-06-12T19:00:05.000Z',
    failure_reason: null,
    customer_name: 'Spreewerk',
    event: { date: '2099-06-13T19:00:00.000Z', timezone: 'Europe/Berlin', duration: 2 },
    booking_amounts: { customer_pays: 300, platform_fee: 2, processing_fee: 9, dj_payout: 289 },
    refund: null,
    clawback: null,
    ...overrides,
  };
}
