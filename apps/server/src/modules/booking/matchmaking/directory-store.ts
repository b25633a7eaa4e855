import { sql, type SQL } from 'drizzle-orm';
import type { TDirectorySort } from '@cuepoint/domain/matchmaking/directory-rules';
import { REFERENCE_RATES_PER_EUR } from '@cuepoint/domain/pricing/exchange-rates';
import type { Db } from '../../../db/client.ts';
import { publishedSql } from '../reviews/track-record-store.ts';
import {
  CARD_COLUMNS,
  filterConditions,
  toRows,
  where,
  type SearchFilters,
  type SearchRow,
} from './search-store.ts';
import { intArray, rowsOf } from './sql-helpers.ts';

/**
 * The public directory's queries (GET /dj-directory): the search's own filters (genres, budget, remote or in person,
 * and the date when it comes), DJs of the places within the radius, the published reviews' average, then one page in
 * the order asked, counted.
 */

export type DirectoryFilters = SearchFilters & {
  /** DJs based in or coming to the places within the radius; null without a city. */
  placeIds: readonly number[] | null;
  /** The lowest average rating of published customer reviews; null for any. */
  minRating: number | null;
};

export type DirectoryRow = SearchRow & { rating: number | null; reviewCount: number; completed: number };

/** A rate in euros at the reference rates, for ordering rates of every currency together. */
const rateInEuros = sql.join(
  [
    sql`(p.hourly_rate_min_minor / case p.currency`,
    ...Object.entries(REFERENCE_RATES_PER_EUR).map(
      ([code, perEur]) => sql`when ${code} then ${perEur}::float8`,
    ),
    sql`end)`,
  ],
  sql` `,
);

const ORDERS: Record<TDirectorySort, SQL> = {
  // The ranking takes its pool in this order: the best rated first, then the cheapest.
  match: sql`d.rating desc nulls last, d.review_count desc, d.price_eur asc nulls last, d.user_id`,
  price: sql`d.price_eur asc nulls last, d.user_id`,
  rating: sql`d.rating desc nulls last, d.review_count desc, d.user_id`,
  newest: sql`d.joined desc, d.user_id desc`,
};

export function createDirectoryStore(db: Db) {
  /** The DJs who fit, with their rating and price in euros, as a derived table `d`. */
  function fitting(filters: DirectoryFilters, now: Date): SQL {
    const parts = filterConditions(filters);
    if (filters.placeIds) parts.push(sql`p.user_id = any(${intArray([...filters.placeIds])})`);
    const reviews = sql`from reviews r join bookings b on b.id = r.booking_id
      where r.subject_user_id = p.user_id and r.author_side = 'customer' and r.removed_at is null
        and ${publishedSql(now)}`;
    const rated = filters.minRating === null ? sql`true` : sql`d.rating >= ${filters.minRating}`;
    return sql`(select * from (
      select ${CARD_COLUMNS}, 0 as score, u.created_at as joined, ${rateInEuros} as price_eur,
        (select round(avg(r.rating)::numeric, 1)::float8 ${reviews}) as rating,
        (select count(*) ${reviews})::int as review_count,
        (select count(*) from bookings c where c.dj_user_id = p.user_id and c.status = 'completed')::int as completed
      from dj_profiles p join users u on u.id = p.user_id
      where ${where(parts)}) d where ${rated}) d`;
  }

  return {
    /** How many DJs fit, and the `limit` rows from `offset` in the order asked. */
    async page(
      filters: DirectoryFilters,
      order: TDirectorySort,
      window: { limit: number; offset: number },
      now: Date,
    ): Promise<{ rows: DirectoryRow[]; total: number }> {
      if (filters.placeIds?.length === 0) return { rows: [], total: 0 };
      const [counted] = rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total from ${fitting(filters, now)}`),
      );
      const total = Number(counted?.total ?? 0);
      if (total <= window.offset) return { rows: [], total };
      const result = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select * from ${fitting(filters, now)}
          order by ${ORDERS[order]} limit ${window.limit} offset ${window.offset}`),
      );
      const cards = toRows(result);
      return {
        total,
        rows: cards.map((card, index) => {
          const row = result[index]!;
          return {
            ...card,
            rating: row['rating'] === null || row['rating'] === undefined ? null : Number(row['rating']),
            reviewCount: Number(row['review_count'] ?? 0),
            completed: Number(row['completed'] ?? 0),
          };
        }),
      };
    },
  };
}

export type DirectoryStore = ReturnType<typeof createDirectoryStore>;
