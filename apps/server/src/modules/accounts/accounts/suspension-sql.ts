import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * The account is not suspended (decision record 034): every query that signs a user in, shows a DJ to others or lets
 * a request reach or name a DJ adds it, so a suspended account disappears at once and comes back on restore.
 */
export const notSuspended = (userId: SQLWrapper) =>
  sql`not exists (select 1 from account_suspensions where account_suspensions.user_id = ${userId})`;

/** Whether the account is suspended now. */
export async function isSuspended(db: Db, userId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from account_suspensions where user_id = ${userId}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
