import { sql } from 'drizzle-orm';
import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column builders the tables share; each yields exactly the column it names, so the generated SQL is theirs. */

/** An instant: `timestamp with time zone`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
/** The table's own key, numbered by the database. */
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** A required reference whose row goes with the row it points at. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
/** A text list that is empty unless given. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
