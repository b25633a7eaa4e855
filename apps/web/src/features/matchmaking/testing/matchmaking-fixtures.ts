import type { TDirectoryDj } from '@cuepoint/domain/matchmaking/directory';
import type {
  TRecommendedDj,
  TSearchedDj,
  TSimilarDj,
  TVenueRecommendedDj,
} from '@cuepoint/domain/matchmaking/api';

const card = (index: number) => ({
  id: 200 + index,
  name: `Selector ${index}`,
  slug: `selector-${index}`,
  image: null,
  genres: ['Techno', 'Minimal'],
  location: 'Berlin, Germany',
  isRemote: index % 2 === 0,
  inPerson: true,
  hourlyRate: 120,
  currency: 'EUR',
  isDemo: false,
});

export function recommendedDj(index: number, overrides: Partial<TRecommendedDj> = {}): TRecommendedDj {
  return {
    ...card(index),
    similarTo: [],
    rating: null,
    responseTime: 'within 2 h',
    approvalRate: 90,
    availability: 'based in Berlin',
    distance: 0,
    score: 70 - index,
    reasons: ['plays Techno and Minimal, which you like', 'based in Berlin', '120 €/h, within your budget'],
    ...overrides,
  };
}

export function venueRecommendedDj(
  index: number,
  overrides: Partial<TVenueRecommendedDj> = {},
): TVenueRecommendedDj {
  return {
    ...recommendedDj(index),
    venue: 'Kellerclub',
    date: null,
    time: null,
    duration: null,
    ...overrides,
  };
}

export function searchedDj(index: number, overrides: Partial<TSearchedDj> = {}): TSearchedDj {
  return { ...card(index), matchedOn: 'name', ...overrides };
}

export function similarDj(index: number, overrides: Partial<TSimilarDj> = {}): TSimilarDj {
  return {
    ...card(index),
    similarTo: ['Ben Klock'],
    score: 50,
    reasons: ['also plays Techno and Minimal', 'a similar rate, 110 €/h'],
    ...overrides,
  };
}

export const recommendationsAnswer = <T>(list: T[]) => ({
  body: {
    success: true,
    data: list,
    recommendations: list,
    basis: {
      kind: 'profile',
      event_id: null,
      title: null,
      city: 'Berlin',
      country: 'DE',
      genres: ['Techno'],
    },
  },
});

export function directoryDj(index: number, overrides: Partial<TDirectoryDj> = {}): TDirectoryDj {
  return {
    ...card(index),
    rating: 4.8,
    reviewCount: 12,
    completedBookings: 14,
    reasons: ['plays Techno like you asked', 'based in Berlin'],
    ...overrides,
  };
}
