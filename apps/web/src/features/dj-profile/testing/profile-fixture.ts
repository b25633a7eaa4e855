import type { TProfilePage } from '../dj-profile-api.ts';

/** Nova Reyes's public page as the server sends it: one public set, no periods, one upcoming set; `overrides` win. */
export function profileFixture(overrides: Partial<TProfilePage> = {}): TProfilePage {
  return {
    user_id: 5,
    stage_name: 'Nova Reyes',
    slug: 'nova-reyes',
    profile_url: '/nova-reyes',
    bio: 'Berlin techno selector.\nWeekly streamed residency.',
    genres: ['Techno'],
    profile_image_url: null,
    banner_image_url: null,
    location: { city: 'Berlin', country: 'DE', availability_type: 'home_base' },
    website_url: null,
    social_links: { twitch: 'https://www.twitch.tv/nova' } as TProfilePage['social_links'],
    hourly_rate_min: 80,
    currency: 'USD',
    accepts_in_person: true,
    accepts_co_streaming: true,
    accepts_remote_venues: true,
    accepts_remote_private: false,
    is_demo: true,
    sets: [
      {
        id: 1,
        title: 'Warehouse Sessions',
        slug: 'warehouse-sessions',
        set_type: 'audio',
        platform: 'mixcloud',
        external_url: 'https://www.mixcloud.com/nova/warehouse/',
        embed_html: null,
        is_public: true,
        created_at: '2026-03-01T12:00:00.000Z',
      },
    ],
    availability_periods: [],
    upcoming_event: {
      title: 'Nova Reyes Live Set',
      event_date: '2099-01-05',
      start_time: '2099-01-05T21:00:00.000Z',
      venue_city: 'Berlin',
      venue_country: 'DE',
    },
    ...overrides,
  };
}
