import { and, eq, gt, isNull, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedFor } from '../../../db/prepared.ts';
import { sessions } from '../../../db/schema/accounts.ts';
import { users } from '../../../db/schema/users.ts';
import { notSuspended } from './suspension-sql.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: number;
    now: Date;
    /** When the user signed in; a refreshed session keeps its predecessor's, so rotation never extends it. */
    signedInAt?: Date;
    /** When the session's credential was last proved (the step-up window's start); null for none. */
    credentialConfirmedAt?: Date | null;
    expiresAt: Date;
    userAgent?: string | null;
    ip?: string | null;
  },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: values.tokenHash,
      userId: values.userId,
      createdAt: values.signedInAt ?? values.now,
      lastUsedAt: values.now,
      credentialConfirmedAt: values.credentialConfirmedAt ?? null,
      expiresAt: values.expiresAt,
      userAgent: values.userAgent?.slice(0, 400) ?? null,
      ip: values.ip ?? null,
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/**
 * What makes a session usable at `now`: not revoked and not past its expiry. The one rule the lookup and the
 * scheduled cleanup both read; a further lifetime limit belongs here so the cleanup follows it.
 */
export function liveSessionAt(now: Date | Placeholder): SQL {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)) as SQL;
}

/** Deletes every session that is no longer live (revoked or expired); returns how many. */
export async function deleteDeadSessions(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(not(liveSessionAt(now)))
    .returning({ id: sessions.id });
  return rows.length;
}

// Every signed-in request asks it: a prepared statement (db/prepared.ts).
const liveSessionQuery = preparedFor((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A suspended account's sessions stop working at once (decision record 034).
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        liveSessionAt(sql.placeholder('now')),
        notSuspended(users.id),
      ),
    )
    .limit(1)
    .prepare('session_live_by_token'),
);

/** The live session for a token hash with its user: not revoked, not expired. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await liveSessionQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

/** Records a request on the session and moves its expiry (the idle deadline, capped at the absolute one). */
export async function touchSession(db: Db, id: number, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, id));
}

/** Records that the session proved its credential at `now` (POST /auth/confirm-password). */
export async function confirmSessionCredential(db: Db, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ credentialConfirmedAt: now }).where(eq(sessions.id, id));
}

/** Revokes one session; true when it was live. Used by logout and refresh (rotation). */
export async function revokeSession(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every session of a user, optionally keeping one (the one that changed the password). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keepId?: number): Promise<void> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  const ids = rows.map((row) => row.id).filter((id) => id !== keepId);
  for (const id of ids) await revokeSession(db, id, now);
}
