import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { favoriteArtists } from '../../../db/schema/venues.ts';
import {
  djProfiles,
  enthusiastProfiles,
  labelProfiles,
  producerProfiles,
  venueProfiles,
} from '../../../db/schema/profiles.ts';
import type { ProfileRow } from './account-profiles.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Looks an account up by address, case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function isDjSlugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: djProfiles.userId })
    .from(djProfiles)
    .where(eq(djProfiles.slug, slug))
    .limit(1);
  return row !== undefined;
}

/** True when the error is PostgreSQL's unique violation (23505), from node-postgres or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The name of the unique constraint a PostgreSQL error violated, when it says. */
export function violatedConstraint(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function isRemixHandleTaken(db: Db, handle: string): Promise<boolean> {
  const [row] = await db
    .select({ id: producerProfiles.userId })
    .from(producerProfiles)
    .where(sql`lower(${producerProfiles.remixHandle}) = ${handle.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/**
 * Creates the account and its role profile in one transaction: an enthusiast's with its favorite artists, a venue's
 * with the artists it named who are Cuepoint DJs as favorite DJs.
 */
export async function insertAccount(db: Db, user: NewUserRow, profile: ProfileRow): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning();
    if (!row) throw new Error('user insert returned no row');
    switch (profile.kind) {
      case 'dj':
        await tx.insert(djProfiles).values({ ...profile.values, userId: row.id });
        break;
      case 'venue': {
        await tx.insert(venueProfiles).values({ ...profile.values, userId: row.id });
        // The artists it names who are Cuepoint DJs are its favorite DJs from the start (migration 0023).
        const named = (profile.values.preferredArtists ?? [])
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean);
        if (named.length > 0)
          await tx.execute(sql`
            insert into favorite_djs (user_id, dj_name, dj_user_id, created_at)
            select distinct on (lower(p.stage_name)) ${row.id}, p.stage_name, p.user_id, ${row.createdAt}
            from dj_profiles p join users u on u.id = p.user_id and u.user_type = 'dj'
            where lower(p.stage_name) = any(${sql.param(named)}::text[])
            order by lower(p.stage_name), p.user_id
            on conflict do nothing`);
        break;
      }
      case 'enthusiast':
        await tx.insert(enthusiastProfiles).values({ ...profile.values, userId: row.id });
        if (profile.favoriteArtists.length > 0)
          await tx
            .insert(favoriteArtists)
            .values(
              profile.favoriteArtists.map((artistName) => ({
                userId: row.id,
                artistName,
                createdAt: row.createdAt,
              })),
            )
            .onConflictDoNothing();
        break;
      case 'producer':
        await tx.insert(producerProfiles).values({ ...profile.values, userId: row.id });
        break;
      case 'label':
        await tx.insert(labelProfiles).values({ ...profile.values, userId: row.id });
        break;
    }
    return row;
  });
}

export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function clearPasswordHash(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash: null, updatedAt: now }).where(eq(users.id, userId));
}

/** Marks the address verified, but only while it is still the account's address. */
export async function markEmailVerified(db: Db, userId: number, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** What GET /user/profile shows beside the user row: the DJ's stage name and social links. */
export async function findProfileSummary(
  db: Db,
  user: UserRow,
): Promise<{ stageName: string | null; socialLinks: Record<string, string> }> {
  if (user.userType !== 'dj') return { stageName: null, socialLinks: {} };
  const [row] = await db
    .select({ stageName: djProfiles.stageName, socialLinks: djProfiles.socialLinks })
    .from(djProfiles)
    .where(eq(djProfiles.userId, user.id))
    .limit(1);
  return { stageName: row?.stageName ?? null, socialLinks: row?.socialLinks ?? {} };
}
