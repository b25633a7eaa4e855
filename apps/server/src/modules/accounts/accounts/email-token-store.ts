import { and, desc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { emailTokens } from '../../../db/schema/accounts.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export async function insertEmailToken(
  db: Db,
  values: {
    tokenHash: string;
    userId: number;
    purpose: EmailTokenPurpose;
    email: string;
    now: Date;
    expiresAt: Date;
    bookDjId?: number | null;
  },
): Promise<void> {
  await db.insert(emailTokens).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    purpose: values.purpose,
    email: values.email,
    bookDjId: values.bookDjId ?? null,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** The link of this purpose the account was sent last (when, and the DJ it leads to); undefined if none. */
export async function lastEmailToken(
  db: Db,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<Pick<EmailTokenRow, 'createdAt' | 'bookDjId'> | undefined> {
  const [row] = await db
    .select({ createdAt: emailTokens.createdAt, bookDjId: emailTokens.bookDjId })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt), desc(emailTokens.id))
    .limit(1);
  return row;
}

/**
 * Spends a token: marks it used if it exists for this purpose, is unused and unexpired, in one statement, so two
 * concurrent uses cannot both succeed.
 */
export async function consumeEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** A token row of one purpose whatever its state (live, used, voided or expired); the service reads the state. */
export async function findEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Voids the user's outstanding tokens of one purpose (a newer reset link replaces older ones). */
export async function voidEmailTokens(
  db: Db,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** How long a spent link is kept, so opening it again can still be recognised as already used. */
export const SPENT_EMAIL_TOKEN_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes links past their expiry and links spent (used or voided) more than a day ago; returns how many. */
export async function deleteSpentEmailTokens(db: Db, now: Date): Promise<number> {
  const spentBefore = new Date(now.getTime() - SPENT_EMAIL_TOKEN_KEPT_MS);
  const rows = await db
    .delete(emailTokens)
    .where(or(lte(emailTokens.expiresAt, now), lt(emailTokens.usedAt, spentBefore)))
    .returning({ id: emailTokens.id });
  return rows.length;
}
