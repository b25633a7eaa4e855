import { sql, type SQL } from 'drizzle-orm';
import { latinFolds } from '@cuepoint/domain/catalog/place-names';

/**
 * A place name folded in the database the way placeKey() folds it in code ("Köln " → "koln"), for Latin-script
 * names: lower case (ASCII), accented letters by one translate() built from the domain's own table, then every run of
 * anything but a-z and 0-9 as one space. Compare it with keys that are ASCII only (see asciiPlaceKeys).
 */
const { single, multiple } = latinFolds();
const FROM = single.map(([letter]) => letter).join('');
const TO = single.map(([, folded]) => folded).join('');

export function placeKeySql(column: SQL): SQL {
  let folded = sql`lower(coalesce(${column}, ''))`;
  for (const [letter, replacement] of multiple) folded = sql`replace(${folded}, ${letter}, ${replacement})`;
  return sql`btrim(regexp_replace(translate(${folded}, ${FROM}, ${TO}), '[^a-z0-9]+', ' ', 'g'))`;
}

/** The keys the database can match: non-empty and ASCII (a name in another script folds to nothing there). */
export function asciiPlaceKeys(keys: Iterable<string>): string[] {
  return [...new Set([...keys].filter((key) => /^[a-z0-9 ]+$/.test(key)))];
}
