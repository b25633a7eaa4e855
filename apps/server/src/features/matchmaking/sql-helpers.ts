import { sql, type SQL } from 'drizzle-orm';

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
