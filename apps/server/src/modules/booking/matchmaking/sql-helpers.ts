import { sql, type SQL } from 'drizzle-orm';
import { limitInEachCurrency } from '@cuepoint/domain/pricing/exchange-rates';

/** A list as one array parameter (`= any(…)`, `&&`), the same on PostgreSQL and PGlite. */
export const textArray = (items: readonly string[]): SQL => sql`${sql.param([...items])}::text[]`;
export const intArray = (items: readonly number[]): SQL => sql`${sql.param([...items])}::int[]`;

/**
 * A place name folded in the database as placeKey() folds it in code, by the function migration 0010 defines; the
 * indexes on DJs' cities and travel destinations are built on the same call, so comparisons with it use them.
 */
export const placeKeyOf = (column: SQL): SQL => sql`cuepoint_place_key(${column})`;

/** Rows of a raw query, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * A DJ's rate (`rate` in minor units of `currency`, both columns) within a limit in another currency: the limit
 * converted to each known currency at the reference rates (decision record 030) and compared with the row's own rate,
 * so the rate index still serves it. A rate in a currency without a reference rate is never within.
 */
export function rateLimitSql(
  rate: SQL,
  currency: SQL,
  limit: { minor: number; currency: string },
  bound: 'max' | 'min',
): SQL {
  const parts = limitInEachCurrency(limit.minor, limit.currency, bound).map((entry) =>
    bound === 'max'
      ? sql`(${currency} = ${entry.currency} and ${rate} <= ${entry.limitMinor})`
      : sql`(${currency} = ${entry.currency} and ${rate} >= ${entry.limitMinor})`,
  );
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}
