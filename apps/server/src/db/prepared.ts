import { getTableColumns, sql } from 'drizzle-orm';
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
