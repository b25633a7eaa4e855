import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { DJ_GENRES } from '../catalog/genre-list.ts';
import { currencyParam, MATCHMAKING_MESSAGES, SEARCH_MODES, ZSearchedDj } from './api.ts';
import {
  DIRECTORY_DEFAULT_RADIUS_KM,
  DIRECTORY_MAX_PAGE,
  DIRECTORY_MAX_RADIUS_KM,
  DIRECTORY_MESSAGES,
  DIRECTORY_MIN_RADIUS_KM,
  DIRECTORY_SORTS,
} from './directory-rules.ts';

/**
 * GET /dj-directory (docs/product/matchmaking.md, the public directory at /find-djs): the query's parameters are the
 * page's own (`/find-djs?genre=Hard%20Techno&city=Berlin&radius=50&mode=in_person&budget=150&currency=EUR&rating=4
 * &sort=price&page=2`), so a page of the directory is a stable address. A date filter is added later beside them.
 */

const optionalEmpty = (value: unknown) => (value === '' ? undefined : value);
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const genreKeys = new Map(DJ_GENRES.map((genre) => [genre.toLowerCase(), genre]));

export const ZDjDirectoryQuery = z.object({
  /** Catalogue genre names, `genre=Techno&genre=House` or `genre=Techno,House`, in any case. */
  genre: z.preprocess(
    (value) => {
      if (value === undefined || value === '') return [];
      const items = Array.isArray(value) ? value : [value];
      return items.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
    },
    z
      .array(
        z
          .string({ error: DIRECTORY_MESSAGES.genre })
          .trim()
          .refine((name) => genreKeys.has(name.toLowerCase()), DIRECTORY_MESSAGES.genre)
          .transform((name) => genreKeys.get(name.toLowerCase()) ?? name),
      )
      .max(10, MATCHMAKING_MESSAGES.genres)
      .transform((items) => [...new Set(items)]),
  ),
  city: z.preprocess(
    optionalEmpty,
    zText({ label: 'City' }).trim().max(100, DIRECTORY_MESSAGES.city).optional(),
  ),
  /** ISO 3166 code, to tell cities of one name apart. */
  country: z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' ? value.toUpperCase() : value),
    z
      .string({ error: DIRECTORY_MESSAGES.country })
      .regex(/^[A-Z]{2}$/, DIRECTORY_MESSAGES.country)
      .optional(),
  ),
  radius: z.preprocess(
    optionalEmpty,
    wholeNumber(DIRECTORY_MESSAGES.radius, DIRECTORY_MIN_RADIUS_KM, DIRECTORY_MAX_RADIUS_KM).default(
      DIRECTORY_DEFAULT_RADIUS_KM,
    ),
  ),
  mode: z.preprocess(optionalEmpty, z.enum(SEARCH_MODES, { error: MATCHMAKING_MESSAGES.mode }).optional()),
  /** The most the customer pays per hour, in `currency`; each DJ's rate is compared at the reference rates. */
  budget: z.preprocess(
    optionalEmpty,
    z.coerce
      .number({ error: DIRECTORY_MESSAGES.budget })
      .positive(DIRECTORY_MESSAGES.budget)
      .max(100_000, DIRECTORY_MESSAGES.budget)
      .optional(),
  ),
  currency: currencyParam,
  /** The lowest average rating of published reviews (1–5); DJs without reviews are left out when set. */
  rating: z.preprocess(
    optionalEmpty,
    z.coerce
      .number({ error: DIRECTORY_MESSAGES.rating })
      .min(1, DIRECTORY_MESSAGES.rating)
      .max(5, DIRECTORY_MESSAGES.rating)
      .optional(),
  ),
  sort: z.preprocess(
    (value) => (value === undefined || value === '' ? 'match' : value),
    z.enum(DIRECTORY_SORTS, { error: DIRECTORY_MESSAGES.sort }),
  ),
  page: z.preprocess(optionalEmpty, wholeNumber(DIRECTORY_MESSAGES.page, 1, DIRECTORY_MAX_PAGE).default(1)),
});
export type TDjDirectoryQuery = z.infer<typeof ZDjDirectoryQuery>;

export const ZDirectoryDj = ZSearchedDj.omit({ matchedOn: true }).extend({
  /** The average of the DJ's published reviews (one decimal) and how many there are. */
  rating: z.number().nullable(),
  reviewCount: z.number(),
  /** Bookings the DJ has completed on Cuepoint. */
  completedBookings: z.number(),
  /** Why the DJ fits the filters, best match first (empty for the other sorts). */
  reasons: z.array(z.string()),
});
export type TDirectoryDj = z.infer<typeof ZDirectoryDj>;

export const ZDjDirectoryPage = z.object({
  success: z.literal(true),
  data: z.array(ZDirectoryDj),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  page_size: z.number(),
  /** The city the filter found in the gazetteer, as it names it. */
  city: z.object({ name: z.string(), country: z.string() }).nullable(),
});
export type TDjDirectoryPage = z.infer<typeof ZDjDirectoryPage>;
