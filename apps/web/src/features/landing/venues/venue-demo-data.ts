import type { TDemoOffer } from '@cuepoint/domain/demo/offer-simulation';
import type { TVenueAnalytics } from '@cuepoint/domain/venues/analytics';
import type { TCoStreamVenue } from '@cuepoint/domain/venues/co-streaming';
import { estimatedRevenue, lastMonths } from '@cuepoint/domain/venues/analytics';
import { DEFAULT_DESTINATION_PRICE } from '@cuepoint/domain/venues/venue-event-rules';
import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import type { TVenueProfile } from '@cuepoint/domain/venues/venue-profile';
import { AURORA_VALE, BENJI_CRUZ, KALDEN, MARA_LUX, MIRA_SEN, type DemoDj } from '../demo/demo-djs.ts';
import { daysFromToday, minutesAgo } from '../demo/sample-dates.ts';

/** The venue demo's sample venue: made up, and labelled as such on the page. */
export const DEMO_VENUE: TVenueProfile = {
  venue_name: 'Harbour Lights Club (sample)',
  venue_type: 'club',
  address: '12 Quay Street',
  city: 'Hamburg',
  country: 'DE',
  capacity: 450,
  description:
    'A riverside club with a Funktion-One rig, house and techno on Fridays and Saturdays, and a terrace for sunset sets.',
  hourly_budget_min: 100,
  hourly_budget_max: 300,
  currency: 'EUR',
  banner_image: null,
  banner_image_url: null,
  app_id: 'DEMO-VENUE-0001',
};

/** docs/product/content.md: the demo's confirmed booking is for 3.0 hours. */
export const DEMO_OFFER_HOURS = 3;

function event(
  id: number,
  days: number,
  fields: Partial<TVenueEvent> & Pick<TVenueEvent, 'title' | 'dj_name'>,
): TVenueEvent {
  const date = daysFromToday(days);
  const time = fields.event_time ?? '22:00';
  return {
    id,
    event_date: date,
    event_time: time,
    description: '',
    is_remote: false,
    co_stream_enabled: false,
    duration: '4:00',
    flyer_image: null,
    ticket_url: null,
    ticket_price: 15,
    currency: 'EUR',
    co_stream_djs: [],
    co_stream_destinations: [],
    starts_at: `${date}T${time}:00.000Z`,
    timezone: 'Europe/Berlin',
    ...fields,
  };
}

export function demoVenueEvents(): TVenueEvent[] {
  return [
    event(1, 3, {
      title: 'Friday Deep Sessions',
      dj_name: MARA_LUX.name,
      description: 'Deep and melodic house until late.',
    }),
    event(2, 4, {
      title: 'Warehouse Techno',
      dj_name: KALDEN.name,
      event_time: '23:00',
      duration: '5:00',
      description: `Peak-time techno, live streamed from ${KALDEN.city}.`,
      is_remote: true,
      ticket_price: 18,
    }),
    event(3, 10, {
      title: 'Sunset Terrace',
      dj_name: 'Sol Aurel',
      event_time: '19:00',
      duration: '3:00',
      co_stream_enabled: true,
      description: 'Balearic sunset set, co-streamed to a partner venue.',
      co_stream_destinations: [
        {
          id: 1,
          venue_user_id: 0,
          name: 'Club Meridian',
          city: 'Lisbon',
          country: 'PT',
          price: DEFAULT_DESTINATION_PRICE,
          status: 'pending',
        },
      ],
    }),
  ];
}

export function demoVenueOffers(): TDemoOffer[] {
  return [
    {
      id: 101,
      djName: MARA_LUX.name,
      djImage: null,
      eventDate: daysFromToday(17),
      eventTime: '22:00',
      offerAmount: 600,
      counterOffer: null,
      status: 'pending',
      message: null,
      lastUpdated: minutesAgo(3),
    },
    {
      id: 102,
      djName: KALDEN.name,
      djImage: null,
      eventDate: daysFromToday(18),
      eventTime: '23:00',
      offerAmount: 800,
      counterOffer: 920,
      status: 'negotiating',
      message: 'I can do the night with my own visuals for a little more.',
      lastUpdated: minutesAgo(42),
    },
    {
      id: 103,
      djName: 'Sol Aurel',
      djImage: null,
      eventDate: daysFromToday(24),
      eventTime: '19:00',
      offerAmount: 450,
      counterOffer: null,
      status: 'pending',
      message: null,
      lastUpdated: minutesAgo(95),
    },
    {
      id: 104,
      djName: 'Nyra',
      djImage: null,
      eventDate: daysFromToday(31),
      eventTime: '22:00',
      offerAmount: 700,
      counterOffer: null,
      status: 'accepted',
      message: 'See you on the floor!',
      lastUpdated: minutesAgo(60 * 26),
    },
  ];
}

/** Sample events in each of the eleven months before this one, oldest first. */
const PAST_MONTH_EVENTS = [2, 3, 2, 4, 3, 5, 4, 6, 4, 5, 6];

/** The analytics card's figures, worked out from the sample events and favorites as the server would. */
export function demoVenueAnalytics(events: readonly TVenueEvent[], favorites: number): TVenueAnalytics {
  const minutes = events.map((item) => {
    const [hours = '0', mins = '0'] = item.duration.split(':');
    return Number(hours) * 60 + Number(mins);
  });
  const months = lastMonths(daysFromToday(0));
  return {
    total_events: events.length,
    co_streamed_events: events.filter((item) => item.co_stream_enabled).length,
    remote_djs: events.filter((item) => item.is_remote).length,
    favorite_djs: favorites,
    average_duration_minutes: events.length
      ? Math.round(minutes.reduce((sum, value) => sum + value, 0) / events.length)
      : 0,
    estimated_revenue: estimatedRevenue(events.length),
    currency: DEMO_VENUE.currency,
    app_id: DEMO_VENUE.app_id,
    events_per_month: months.map((month, index) => ({
      month,
      count: index === months.length - 1 ? events.length : PAST_MONTH_EVENTS[index]!,
    })),
  };
}

export const DEMO_FAVORITE_DJS = [MARA_LUX.name, KALDEN.name, 'Nyra'];

/** A sample DJ free to play at the venue (from their home, near it) or to stream into it, `date` days from today. */
function opportunity(id: number, dj: DemoDj, kind: 'in-person' | 'co-stream', date: number) {
  return { id, djName: dj.name, kind, city: dj.city, date, genres: dj.genres.join(', ') };
}

export const DEMO_OPPORTUNITIES = [
  opportunity(1, AURORA_VALE, 'in-person', 12),
  opportunity(2, MARA_LUX, 'in-person', 19),
  opportunity(3, KALDEN, 'co-stream', 4),
  opportunity(4, MIRA_SEN, 'co-stream', 26),
  // Touring from the UK: streamed in rather than flown over for one night.
  opportunity(5, BENJI_CRUZ, 'co-stream', 33),
] as const;

/** Venues the demo's event form finds to co-stream to. */
export const DEMO_PARTNER_VENUES: readonly TCoStreamVenue[] = [
  { venue_user_id: 901, name: 'Club Meridian', city: 'Lisbon', country: 'PT' },
  { venue_user_id: 902, name: 'The Mill', city: 'Manchester', country: 'GB' },
  { venue_user_id: 903, name: 'Warehouse 9', city: 'Rotterdam', country: 'NL' },
];

/** The event form's venue search over the sample venues, by name or city. */
export function searchDemoVenues(query: string): Promise<TCoStreamVenue[]> {
  const needle = query.trim().toLowerCase();
  return Promise.resolve(
    DEMO_PARTNER_VENUES.filter(
      (venue) => !needle || `${venue.name} ${venue.city ?? ''}`.toLowerCase().includes(needle),
    ),
  );
}
