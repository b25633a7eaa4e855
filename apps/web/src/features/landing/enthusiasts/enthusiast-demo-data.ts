import type { TListedEvent } from '@cuepoint/domain/events/nearby-events';
import type { TRecommendationFilter } from '@cuepoint/domain/matchmaking/api';
import { BENJI_CRUZ, KALDEN, MARA_LUX, demoDjPlace } from '../demo/demo-djs.ts';
import { daysFromToday } from '../demo/sample-dates.ts';

/** docs/product/content.md, with where the DJ plays for the All/Local/Remote filter. */
export type DemoRecommendedDj = {
  id: number;
  name: string;
  genres: string[];
  similarTo: string[];
  rating: number;
  responseTime: string;
  approvalRate: number;
  availability: string;
  location: string;
  isLocal: boolean;
  isRemote: boolean;
};

export const DEMO_ENTHUSIAST = { name: 'Alex (sample)', city: 'Manchester' };

export const DEMO_RECOMMENDED_DJS: readonly DemoRecommendedDj[] = [
  {
    id: 1,
    name: MARA_LUX.name,
    genres: MARA_LUX.genres.slice(0, 2),
    similarTo: ['Lane 8', 'Yotto'],
    rating: 4.9,
    responseTime: 'within 2 h',
    approvalRate: 92,
    availability: `Streams from ${MARA_LUX.city} on weekends`,
    location: demoDjPlace(MARA_LUX),
    isLocal: false,
    isRemote: true,
  },
  {
    id: 2,
    name: KALDEN.name,
    genres: [...KALDEN.genres],
    similarTo: ['Amelie Lens', 'Charlotte de Witte'],
    rating: 4.7,
    responseTime: 'within 6 h',
    approvalRate: 85,
    availability: `Streams from ${KALDEN.city}`,
    location: demoDjPlace(KALDEN),
    isLocal: false,
    isRemote: true,
  },
  {
    id: 3,
    name: BENJI_CRUZ.name,
    genres: [...BENJI_CRUZ.genres],
    similarTo: ['Purple Disco Machine'],
    rating: 4.8,
    responseTime: 'within 1 h',
    approvalRate: 97,
    availability: `Manchester and ${BENJI_CRUZ.city} this month`,
    location: demoDjPlace(BENJI_CRUZ),
    isLocal: true,
    isRemote: false,
  },
];

/** All, Local (plays in the enthusiast's area) or Remote (streams). */
export function filterDemoDjs(djs: readonly DemoRecommendedDj[], filter: TRecommendationFilter) {
  if (filter === 'local') return djs.filter((dj) => dj.isLocal);
  if (filter === 'remote') return djs.filter((dj) => dj.isRemote);
  return [...djs];
}

export const DEMO_FAVORITE_ARTISTS = ['Bicep', 'Peggy Gou', 'Four Tet'];

export function demoEvents(): TListedEvent[] {
  const event = (
    id: number,
    days: number,
    fields: Omit<TListedEvent, 'id' | 'date' | 'currency' | 'stream_url' | 'ticket_url' | 'dj_slug'>,
  ): TListedEvent => ({
    id: `demo-${id}`,
    date: `${daysFromToday(days)}T21:00:00.000Z`,
    currency: 'GBP',
    stream_url: null,
    ticket_url: null,
    dj_slug: null,
    ...fields,
  });
  return [
    event(1, 2, {
      title: 'Northern Soul to House',
      dj_name: BENJI_CRUZ.name,
      venue_name: 'The Mill',
      event_type: 'live',
      city: 'Manchester',
      country: 'GB',
      distance: 1.8,
      price: 12,
    }),
    event(2, 5, {
      title: 'Deep Sessions Live',
      dj_name: MARA_LUX.name,
      // Her residency, streamed: she plays at home, not in the enthusiast's city.
      venue_name: 'Harbour Lights Club',
      event_type: 'stream',
      city: MARA_LUX.city,
      country: MARA_LUX.country,
      distance: null,
      price: 5,
    }),
    event(3, 9, {
      title: `${KALDEN.city} Techno Stream`,
      dj_name: KALDEN.name,
      venue_name: 'Studio Kalden',
      event_type: 'stream',
      city: KALDEN.city,
      country: KALDEN.country,
      distance: null,
      price: 0,
    }),
  ];
}
