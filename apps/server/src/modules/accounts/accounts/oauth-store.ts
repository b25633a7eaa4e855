import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { oauthIdentities, oauthRegistrations, oauthStates } from '../../../db/schema/accounts.ts';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertRegistration(
  db: Db,
  values: { tokenHash: string; data: Record<string, unknown>; now: Date; expiresAt: Date },
): Promise<void> {
  await db.delete(oauthRegistrations).where(lt(oauthRegistrations.expiresAt, values.now));
  await db.insert(oauthRegistrations).values({
    tokenHash: values.tokenHash,
    data: values.data,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export async function findRegistration(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ data: oauthRegistrations.data })
    .from(oauthRegistrations)
    .where(and(eq(oauthRegistrations.tokenHash, tokenHash), gt(oauthRegistrations.expiresAt, now)))
    .limit(1);
  return row?.data;
}

export async function insertOAuthState(db: Db, values: typeof oauthStates.$inferInsert): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, values.createdAt ?? new Date()));
  await db.insert(oauthStates).values(values);
}

/** Spends a state: returns it only the first time, and only before it expires. */
export async function consumeOAuthState(
  db: Db,
  stateHash: string,
  now: Date,
): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(eq(oauthStates.stateHash, stateHash), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)),
    )
    .returning();
  return row;
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function linkIdentity(
  db: Db,
  values: { provider: string; subject: string; userId: number; email: string | null; now: Date },
): Promise<void> {
  await db
    .insert(oauthIdentities)
    .values({
      provider: values.provider,
      subject: values.subject,
      userId: values.userId,
      email: values.email,
      createdAt: values.now,
      lastSignInAt: values.now,
    })
    .onConflictDoNothing();
}

export async function touchIdentity(db: Db, id: number, now: Date): Promise<void> {
  await db.update(oauthIdentities).set({ lastSignInAt: now }).where(eq(oauthIdentities.id, id));
}
