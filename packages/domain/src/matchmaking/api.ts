import { amountLimit } from '../catalog/money-text.ts';
import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { DEFAULT_CURRENCY, EXTENDED_CURRENCIES } from '../catalog/currencies.ts';
import { RECOMMENDATION_LIMIT, RECOMMENDATION_MAX_LIMIT } from './weights.ts';
import { SIMILAR_DJS_LIMIT, SIMILAR_DJS_MAX_LIMIT } from './similar.ts';

/**
 * The matchmaking calls' requests and answers: GET /venue/dj-recommendations (docs/product/matchmaking.md), the
 * enthusiast's recommendations with All/Local/Remote (docs/product/matchmaking.md), GET /search-djs?q=
 * (docs/product/matchmaking.md) and similar DJs of a DJ. Field names of a recommended DJ are the spec's
 * (docs/product/matchmaking.md: id, name, genres, similarTo, image, rating, responseTime, approvalRate, availability;
 * the venue's DJ recommendation adds location, isRemote, venue, date, time, duration, distance); the reasons and score
 * are ours.
 */

export const MATCHMAKING_MESSAGES = {
  /** The exact words users meet (docs/product/matchmaking.md): the empty result. */
  empty: 'No DJs found matching your filter criteria.',
  filter: 'The filter must be all, local or remote',
  limit: (max: number) => `The limit must be a whole number from 1 to ${max}`,
  offset: 'The offset must be a whole number from 0 to 1000',
  query: 'The search can be at most 100 characters',
  mode: 'The performance type must be remote or in_person',
  rate: `Rates must be numbers from 0 to ${amountLimit(100_000)}`,
  rateOrder: 'The lowest rate cannot be above the highest',
  currency: 'Currency must be USD, EUR, GBP, CAD or AUD',
  date: 'The date must be a calendar date (YYYY-MM-DD)',
  genres: 'At most 10 genres can be searched at once',
  eventId: 'The event id must be a whole number',
  djId: 'The DJ id must be a whole number',
  djNotFound: 'DJ not found',
  eventNotFound: 'Event not found',
  cityRequired: 'Add your city to your profile to see local DJs',
} as const;

const limitOf = (fallback: number, max: number) =>
  z.coerce
    .number({ error: MATCHMAKING_MESSAGES.limit(max) })
    .int(MATCHMAKING_MESSAGES.limit(max))
    .min(1, MATCHMAKING_MESSAGES.limit(max))
    .max(max, MATCHMAKING_MESSAGES.limit(max))
    .default(fallback);

const optionalEmpty = (value: unknown) => (value === '' ? undefined : value);

export const ZVenueRecommendationsQuery = z.object({
  event_id: z.preprocess(
    optionalEmpty,
    z.coerce
      .number({ error: MATCHMAKING_MESSAGES.eventId })
      .int(MATCHMAKING_MESSAGES.eventId)
      .positive(MATCHMAKING_MESSAGES.eventId)
      .max(2_147_483_647, MATCHMAKING_MESSAGES.eventId)
      .optional(),
  ),
  limit: limitOf(RECOMMENDATION_LIMIT, RECOMMENDATION_MAX_LIMIT),
});
export type TVenueRecommendationsQuery = z.infer<typeof ZVenueRecommendationsQuery>;

export const RECOMMENDATION_FILTERS = ['all', 'local', 'remote'] as const;
export type TRecommendationFilter = (typeof RECOMMENDATION_FILTERS)[number];

export const ZEnthusiastRecommendationsQuery = z.object({
  filter: z.preprocess(
    (value) => (value === undefined || value === '' ? 'all' : value),
    z.enum(RECOMMENDATION_FILTERS, { error: MATCHMAKING_MESSAGES.filter }),
  ),
  limit: limitOf(RECOMMENDATION_LIMIT, RECOMMENDATION_MAX_LIMIT),
});
export type TEnthusiastRecommendationsQuery = z.infer<typeof ZEnthusiastRecommendationsQuery>;

export const SEARCH_MODES = ['remote', 'in_person'] as const;
export type TSearchMode = (typeof SEARCH_MODES)[number];
export const SEARCH_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_QUERY = 100;

/** A currency in the address, any case; the default one when none is named. */
export const currencyParam = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? DEFAULT_CURRENCY
      : typeof value === 'string'
        ? value.toUpperCase()
        : value,
  z.enum(EXTENDED_CURRENCIES, { error: MATCHMAKING_MESSAGES.currency }),
);

const rate = z.preprocess(
  optionalEmpty,
  z.coerce
    .number({ error: MATCHMAKING_MESSAGES.rate })
    .min(0, MATCHMAKING_MESSAGES.rate)
    .max(100_000, MATCHMAKING_MESSAGES.rate)
    .optional(),
);

/** Genres come as `genre=Techno&genre=House` or `genre=Techno,House`. */
const genreList = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return [];
    const items = Array.isArray(value) ? value : [value];
    return items.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
  },
  z
    .array(zText({ label: 'Genre' }).trim().max(100, 'Genre can be at most 100 characters'))
    .max(10, MATCHMAKING_MESSAGES.genres)
    .transform((items) => items.filter((item) => item !== '')),
);

export const ZSearchDjsQuery = z
  .object({
    q: z.preprocess(
      (value) => (value === undefined ? '' : value),
      zText({ label: 'Search' }).trim().max(SEARCH_MAX_QUERY, MATCHMAKING_MESSAGES.query),
    ),
    genre: genreList,
    rate_min: rate,
    rate_max: rate,
    /**
     * The currency of rate_min and rate_max: each DJ's rate, in their own currency, is compared with the range
     * converted at the reference rates (pricing/exchange-rates.ts).
     */
    currency: currencyParam,
    mode: z.preprocess(optionalEmpty, z.enum(SEARCH_MODES, { error: MATCHMAKING_MESSAGES.mode }).optional()),
    date: z.preprocess(
      optionalEmpty,
      z
        .string({ error: MATCHMAKING_MESSAGES.date })
        .regex(/^\d{4}-\d{2}-\d{2}$/, MATCHMAKING_MESSAGES.date)
        .refine(
          (value) =>
            !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
            new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
          MATCHMAKING_MESSAGES.date,
        )
        .optional(),
    ),
    limit: limitOf(SEARCH_LIMIT, SEARCH_MAX_LIMIT),
    offset: z.preprocess(
      optionalEmpty,
      z.coerce
        .number({ error: MATCHMAKING_MESSAGES.offset })
        .int(MATCHMAKING_MESSAGES.offset)
        .min(0, MATCHMAKING_MESSAGES.offset)
        .max(1000, MATCHMAKING_MESSAGES.offset)
        .default(0),
    ),
  })
  .refine(
    (query) =>
      query.rate_min === undefined || query.rate_max === undefined || query.rate_min <= query.rate_max,
    {
      message: MATCHMAKING_MESSAGES.rateOrder,
      path: ['rate_min'],
    },
  );
export type TSearchDjsQuery = z.infer<typeof ZSearchDjsQuery>;

export const ZSimilarDjsParams = z.object({
  id: z.coerce
    .number({ error: MATCHMAKING_MESSAGES.djId })
    .int(MATCHMAKING_MESSAGES.djId)
    .positive(MATCHMAKING_MESSAGES.djId)
    .max(2_147_483_647, MATCHMAKING_MESSAGES.djId),
});
export const ZSimilarDjsQuery = z.object({ limit: limitOf(SIMILAR_DJS_LIMIT, SIMILAR_DJS_MAX_LIMIT) });

/** A DJ as every matchmaking answer shows it. */
const djCard = {
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  genres: z.array(z.string()),
  /** "City, Country" where the DJ is based or touring now. */
  location: z.string().nullable(),
  /** Plays remote sets (for this customer's kind, in recommendations). */
  isRemote: z.boolean(),
  inPerson: z.boolean(),
  /** The minimum hourly rate in major units of `currency`. */
  hourlyRate: z.number(),
  currency: z.string(),
  /** Sample content of a demo install (decision record 007): the card says so. */
  isDemo: z.boolean(),
};

export const ZRecommendedDj = z.object({
  ...djCard,
  similarTo: z.array(z.string()),
  /** Reviews do not exist yet: null until they do. */
  rating: z.number().nullable(),
  /** "within 2 h" from the DJ's median first answer; null before any answer. */
  responseTime: z.string().nullable(),
  /** Whole percent of answered requests the DJ said yes to; null before any answer. */
  approvalRate: z.number().nullable(),
  /** When and where the DJ can play it, in words ("in Berlin 12–15 Dec"), null when nothing is known. */
  availability: z.string().nullable(),
  /** Great-circle km from the event or the customer, when both places are known. */
  distance: z.number().nullable(),
  /** 0–100. */
  score: z.number(),
  reasons: z.array(z.string()),
});
export type TRecommendedDj = z.infer<typeof ZRecommendedDj>;

/** The venue's DJ recommendation adds the event it is for (all null when it is for the venue's profile). */
export const ZVenueRecommendedDj = ZRecommendedDj.extend({
  venue: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  duration: z.string().nullable(),
});
export type TVenueRecommendedDj = z.infer<typeof ZVenueRecommendedDj>;

/** What the recommendations are for: the venue's next event, or its profile (and the customer's taste). */
export const ZRecommendationBasis = z.object({
  kind: z.enum(['event', 'profile']),
  event_id: z.number().nullable(),
  title: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  genres: z.array(z.string()),
});
export type TRecommendationBasis = z.infer<typeof ZRecommendationBasis>;

export const ZSearchedDj = z.object({
  ...djCard,
  /** What the search matched: the stage name, a genre or the city. */
  matchedOn: z.enum(['name', 'genre', 'city', 'filters']),
});
export type TSearchedDj = z.infer<typeof ZSearchedDj>;

export const ZSimilarDj = z.object({
  ...djCard,
  similarTo: z.array(z.string()),
  score: z.number(),
  reasons: z.array(z.string()),
});
export type TSimilarDj = z.infer<typeof ZSimilarDj>;
