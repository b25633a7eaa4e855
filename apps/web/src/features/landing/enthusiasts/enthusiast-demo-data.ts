import type { TListedEvent } from '@cuepoint/domain/events/nearby-events';
import type { TRecommendationFilter } from '@cuepoint/domain/matchmaking/api';
import { daysFromToday } from '../demo/sample-dates.ts';

/** Spec 3 §3 "Recommended DJ (enthusiast demo)", with where the DJ plays for the All/Local/Remote filter. */
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
    name: 'Mara Lux',
    genres: ['Deep House', 'Melodic House'],
    similarTo: ['Lane 8', 'Yotto'],
    rating: 4.9,
    responseTime: 'within 2 h',
    approvalRate: 92,
    availability: 'Weekends in Manchester',
    location: 'Manchester, United Kingdom',
    isLocal: true,
    isRemote: true,
  },
  {
    id: 2,
    name: 'Kalden',
    genres: ['Techno'],
    similarTo: ['Amelie Lens', 'Charlotte de Witte'],
    rating: 4.7,
    responseTime: 'within 6 h',
    approvalRate: 85,
    availability: 'Streams from Berlin',
    location: 'Berlin, Germany',
    isLocal: false,
    isRemote: true,
  },
  {
    id: 3,
    name: 'Benji Cruz',
    genres: ['Disco', 'Funk', 'House'],
    similarTo: ['Purple Disco Machine'],
    rating: 4.8,
    responseTime: 'within 1 h',
    approvalRate: 97,
    availability: 'Manchester and Leeds this month',
    location: 'Leeds, United Kingdom',
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
      dj_name: 'Benji Cruz',
      venue_name: 'The Mill',
      event_type: 'live',
      city: 'Manchester',
      country: 'GB',
      distance: 1.8,
      price: 12,
    }),
    event(2, 5, {
      title: 'Deep Sessions Live',
      dj_name: 'Mara Lux',
      venue_name: 'Warehouse 9',
      event_type: 'live',
      city: 'Manchester',
      country: 'GB',
      distance: 3.4,
      price: 15,
    }),
    event(3, 9, {
      title: 'Berlin Techno Stream',
      dj_name: 'Kalden',
      venue_name: 'Studio Kalden',
      event_type: 'stream',
      city: 'Berlin',
      country: 'DE',
      distance: null,
      price: 0,
    }),
  ];
}
