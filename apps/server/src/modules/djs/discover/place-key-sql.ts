import { sql, type SQL } from 'drizzle-orm';

/**
 * A place name folded in the database the way placeKey() folds it in code ("Köln " → "koln"), for Latin-script
 * names, by the `cuepoint_place_key` function of migration 0010 (built from the domain's own folding table); the
 * indexes on DJs' cities and travel destinations use the same call. Compare it with keys that are ASCII only (see
 * asciiPlaceKeys).
 */
export function placeKeySql(column: SQL): SQL {
  return sql`cuepoint_place_key(${column})`;
}

/** The keys the database can match: non-empty and ASCII (a name in another script folds to nothing there). */
export function asciiPlaceKeys(keys: Iterable<string>): string[] {
  return [...new Set([...keys].filter((key) => /^[a-z0-9 ]+$/.test(key)))];
}
