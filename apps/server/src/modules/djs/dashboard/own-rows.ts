import { and, count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';

/** A table of rows each DJ owns: its key and the owning DJ's column. */
type DjOwnedTable = PgTable & { id: AnyPgColumn; djUserId: AnyPgColumn };

/** How many rows of `table` the DJ has. */
export async function countDjRows(db: Db, table: DjOwnedTable, djUserId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.djUserId, djUserId));
  return row?.n ?? 0;
}

/** Deletes the DJ's row `id` of `table`; false when the DJ has none with that id (another DJ's id deletes nothing). */
export async function deleteDjRow(
  db: Db,
  table: DjOwnedTable,
  djUserId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.djUserId, djUserId)))
    .returning({ id: table.id });
  return rows.length > 0;
}
