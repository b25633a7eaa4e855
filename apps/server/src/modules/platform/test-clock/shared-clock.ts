import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/**
 * The time pg-boss's TestClock keeps in the job tables' schema (`pgboss.__pgboss_test_clock`), which every server
 * process on one PostgreSQL reads as the jobs' now: the test clock of a cluster follows it (decision record 040).
 * Null on embedded PGlite (one process), before the first process created it, or while the database is away.
 */
export function sharedClockReader(database: Database, schema = 'pgboss'): () => Promise<number | null> {
  if (database.kind !== 'postgres') return async () => null;
  const table = sql.raw(`${schema}.__pgboss_test_clock`);
  return async () => {
    try {
      const result = await database.db.execute(
        sql`select (extract(epoch from now) * 1000)::float8 as ms from ${table} limit 1`,
      );
      const row = (result as unknown as { rows: { ms: number | string }[] }).rows[0];
      return row ? Number(row.ms) : null;
    } catch {
      return null;
    }
  };
}
