import type { TVenueSettings } from '@cuepoint/domain/venues/venue-profile';
import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import type { TCoStreamOpportunity } from '@cuepoint/domain/venues/co-streaming';
import { DEFAULT_OPENING_HOURS } from '@cuepoint/domain/venues/opening-hours';
import { baseRoutes, sessionUser } from '../../accounts/testing/fake-api.ts';
import type { TVenueAnalytics } from '@cuepoint/domain/venues/analytics';

/** The signed-in venue of the dashboard tests (user 7, as the session fixture). */
export function venueSettings(overrides: Partial<TVenueSettings['venue_profile']> = {}): TVenueSettings {
  return {
    venue_profile: {
      venue_name: 'Tresor Lounge',
      venue_type: 'club',
      address: 'Köpenicker Str. 70',
      city: 'Berlin',
      country: 'DE',
      capacity: 400,
      description: 'Basement club with a Funktion-One rig.',
      hourly_budget_min: 100,
      hourly_budget_max: 300,
      currency: 'EUR',
      banner_image: null,
      banner_image_url: null,
      app_id: 'app_7',
      ...overrides,
    },
    opening_hours: structuredClone(DEFAULT_OPENING_HOURS),
    favorite_djs: [],
  };
}

export function venueEvent(overrides: Partial<TVenueEvent> = {}): TVenueEvent {
  return {
    id: 1,
    title: 'Warehouse Night',
    event_date: '2099-07-04',
    event_time: '21:00',
    dj_name: 'Nova Reyes',
    description: 'All night long.',
    is_remote: false,
    co_stream_enabled: false,
    duration: '2:00',
    flyer_image: null,
    ticket_url: null,
    ticket_price: null,
    currency: 'EUR',
    co_stream_djs: [],
    co_stream_destinations: [],
    starts_at: '2099-07-04T19:00:00.000Z',
    timezone: 'Europe/Berlin',
    ...overrides,
  };
}

export function analytics(overrides: Partial<TVenueAnalytics> = {}): TVenueAnalytics {
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    return {
      month: `2025-${String(month).padStart(2, '0')}`,
      count: month === 12 ? 3 : month === 11 ? 1 : 0,
    };
  });
  return {
    total_events: 4,
    co_streamed_events: 1,
    remote_djs: 1,
    favorite_djs: 2,
    average_duration_minutes: 150,
    estimated_revenue: 1400,
    currency: 'EUR',
    app_id: 'app_7',
    events_per_month: months,
    ...overrides,
  };
}

export function coStreamOpportunity(overrides: Partial<TCoStreamOpportunity> = {}): TCoStreamOpportunity {
  return {
    id: 31,
    status: 'pending',
    price: 19.99,
    currency: 'GBP',
    decided_at: null,
    event: {
      id: 9,
      title: 'Fabric Live Stream',
      event_date: '2099-08-01',
      event_time: '22:00',
      timezone: 'Europe/London',
      starts_at: '2099-08-01T21:00:00.000Z',
      dj_name: 'Kai',
      description: '',
      duration: '3:00',
      flyer_image: null,
      co_stream_djs: [{ dj_name: 'Kai', start_time: '22:00', duration: '1:00' }],
    },
    host: { venue_user_id: 12, name: 'Fabric', city: 'London', country: 'GB' },
    ...overrides,
  };
}

const ok = (data: unknown) => ({ body: { success: true, data } });

/** A signed-in venue's dashboard: session, settings, events, analytics, the lists of the tabs and side cards. */
export function venueRoutes(
  options: { settings?: TVenueSettings; events?: TVenueEvent[]; userType?: string } = {},
) {
  return {
    ...baseRoutes(),
    'GET /auth/session': {
      body: {
        success: true,
        data: sessionUser({ user_type: options.userType ?? 'venue', email_verified: true }),
      },
    },
    'GET /venue/profile': ok(options.settings ?? venueSettings()),
    'GET /venue-events.php': { body: { success: true, events: options.events ?? [] } },
    'GET /venue/analytics': ok(analytics()),
    'GET /venue/available-djs': { body: { success: true, available_djs: [] } },
    'GET /venue/favorite-djs': ok([]),
    'GET /venue/in-person-opportunities': ok([]),
    'GET /venue/co-stream-opportunities': ok([]),
    'GET /venue/co-stream-venues': ok([]),
    'GET /suggestions.php': ok([]),
    'GET /venue-booking-requests.php': ok([]),
  };
}
