import { createHash } from 'node:crypto';
import { getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A query built once per database handle and run as a named prepared statement: drizzle does not build its SQL again,
 * and PostgreSQL parses and plans it once per connection instead of on every call (PGlite runs it as any query).
 * For the queries every request makes (the session lookup, the booking write path). Each name must be unique to
 * one query text; inside a transaction the handle is the transaction, so the statement runs on its connection.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * An insert's values with a placeholder for every column of the table (each filled and encoded by its column when the
 * statement runs), so one prepared insert fits every row: the caller gives every column, defaults included.
 */
export function placeholderRow<T extends PgTable>(table: T): PgInsertValue<T> {
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, sql.placeholder(key)]),
  ) as PgInsertValue<T>;
}

/**
 * A statement whose text follows the keys of its values (an insert's columns, an update's changes): prepared once per
 * shape, so a call site that always writes the same columns runs one named statement. The shape is the keys given
 * (keys whose value is undefined are left out, as drizzle leaves them out) and which of them are null: a null is
 * written as a literal NULL, since a placeholder's value goes through its column's encoder, which expects a value.
 * The name is `name` with a digest of the shape, the same in every process for the same text. `build` gets the
 * values' placeholders (see `placeholdersFor`) and the statement's name.
 */
export function preparedPerShape<T>(
  name: string,
  build: (db: Db, placeholders: Record<string, Placeholder | SQL>, statementName: string) => T,
): (db: Db, values: object) => T {
  const shapes = new Map<string, (db: Db) => T>();
  return (db, values) => {
    const given = Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const shape = given.map(([key, value]) => (value === null ? `${key}:null` : key)).join(',');
    let forDb = shapes.get(shape);
    if (forDb === undefined) {
      const statementName = `${name}_${createHash('sha1').update(shape).digest('hex').slice(0, 12)}`;
      const placeholders = Object.fromEntries(
        given.map(([key, value]) => [key, value === null ? sql`null` : sql.placeholder(key)]),
      );
      forDb = preparedFor((handle) => build(handle, placeholders, statementName));
      shapes.set(shape, forDb);
    }
    return forDb(db);
  };
}

/** The placeholders `preparedPerShape` gives, typed as the row or change they stand for. */
export function placeholdersFor<T>(placeholders: Record<string, Placeholder | SQL>): T {
  return placeholders as unknown as T;
}
