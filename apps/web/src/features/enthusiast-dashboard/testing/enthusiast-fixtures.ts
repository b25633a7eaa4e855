import type { TListedEvent } from '@cuepoint/domain/events/nearby-events';
import type { TDiscoveredDj } from '@cuepoint/domain/djs/discover';
import { baseRoutes, sessionUser } from '../../accounts/testing/fake-api.ts';
import type { EnthusiastProfile } from '../enthusiast-api.ts';

/** The signed-in enthusiast of the dashboard tests (user 7, as the session fixture), living in Berlin. */
export function enthusiastProfile(overrides: Partial<EnthusiastProfile> = {}): EnthusiastProfile {
  const user = sessionUser({
    user_type: 'enthusiast',
    display_name: 'Mila',
    email: 'mila@example.com',
    email_verified: true,
  });
  return {
    ...(user as Omit<EnthusiastProfile, 'city' | 'country' | 'favorite_genres' | 'bio' | 'stats'>),
    city: 'Berlin',
    country: 'DE',
    favorite_genres: ['Techno'],
    bio: 'Dancing since the nineties.',
    stats: { events_attended: 3, favorite_djs: 2, requests_made: 1, upcoming_events: 5 },
    ...overrides,
  };
}

export function listedEvent(index: number, overrides: Partial<TListedEvent> = {}): TListedEvent {
  return {
    id: `venue-${index}`,
    title: `Night ${index}`,
    dj_name: `DJ ${index}`,
    venue_name: `Club ${index}`,
    event_type: 'live',
    date: `2099-07-${String(index).padStart(2, '0')}T19:00:00.000Z`,
    city: 'Berlin',
    country: 'DE',
    distance: index * 1.5,
    price: null,
    currency: null,
    stream_url: null,
    ticket_url: null,
    dj_slug: null,
    ...overrides,
  };
}

export function discoveredDj(index: number, overrides: Partial<TDiscoveredDj> = {}): TDiscoveredDj {
  return {
    user_id: 100 + index,
    stage_name: `Selector ${index}`,
    slug: `selector-${index}`,
    profile_image_url: null,
    genres: ['Techno'],
    city: 'Berlin',
    country: 'DE',
    accepts_remote: index % 2 === 0,
    hourly_rate_min: 80,
    currency: 'EUR',
    ...overrides,
  };
}

const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { success: true, data, ...extra },
});

/** The answers the dashboard starts with for a signed-in enthusiast (or another account type). */
export function enthusiastRoutes(options: { userType?: string; profile?: EnthusiastProfile } = {}) {
  const type = options.userType ?? 'enthusiast';
  const user = sessionUser({
    user_type: type,
    display_name: 'Mila',
    email: 'mila@example.com',
    email_verified: true,
  });
  return {
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, user, data: user } },
    'GET /user/profile': ok(options.profile ?? enthusiastProfile()),
    'GET /user-favorite-artists.php': ok([], { favorite_artists: [] }),
    'GET /enthusiast-favorite-djs.php': ok([], { favorite_djs: [] }),
    'GET /events/nearby': ok([]),
    'GET /discover/djs': ok({ djs: [], total: 0 }),
    'GET /suggestions.php': ok([]),
    'GET /booking-requests.php': ok([]),
  };
}

export { ok };
