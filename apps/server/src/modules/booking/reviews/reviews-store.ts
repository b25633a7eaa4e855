import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { accountSuspensions, reviews } from '../../../db/schema/trust.ts';
import { users } from '../../../db/schema/users.ts';
import { publishedSql } from './track-record-store.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewWithAuthor = ReviewRow & { authorName: string; completedAt: Date | null };

const authorName = sql<string>`coalesce(${djProfiles.stageName}, ${users.displayName})`;

/** The queries of reviews, on the database or inside a transaction. */
export function reviewQueries(db: Db) {
  const withAuthor = () =>
    db
      .select({ review: reviews, authorName, completedAt: bookings.completedAt })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorUserId))
      .leftJoin(djProfiles, eq(djProfiles.userId, reviews.authorUserId))
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId));
  const flat = (rows: { review: ReviewRow; authorName: string; completedAt: Date | null }[]) =>
    rows.map(({ review, ...rest }) => ({ ...review, ...rest }));

  return {
    /** The booking, locked when asked: two parties reviewing at once take turns, so publication is seen once. */
    async booking(id: number, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          id: bookings.id,
          requestId: bookings.requestId,
          status: bookings.status,
          completedAt: bookings.completedAt,
          customerUserId: bookings.customerUserId,
          djUserId: bookings.djUserId,
        })
        .from(bookings)
        .where(eq(bookings.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async ofBooking(bookingId: number): Promise<ReviewWithAuthor[]> {
      return flat(await withAuthor().where(eq(reviews.bookingId, bookingId)).orderBy(asc(reviews.id)));
    },

    async insert(row: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
      const [inserted] = await db.insert(reviews).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async review(id: number, options: { lock?: boolean } = {}): Promise<ReviewWithAuthor | null> {
      const query = withAuthor().where(eq(reviews.id, id));
      const rows = options.lock ? await query.for('update', { of: reviews }) : await query;
      return flat(rows)[0] ?? null;
    },

    async answer(id: number, text: string, now: Date): Promise<void> {
      await db.update(reviews).set({ answer: text, answeredAt: now }).where(eq(reviews.id, id));
    },

    /** A DJ's published customer reviews not removed, newest first. */
    async publishedOfDj(djUserId: number, now: Date, limit: number): Promise<ReviewWithAuthor[]> {
      return flat(
        await withAuthor()
          .where(
            and(
              eq(reviews.subjectUserId, djUserId),
              eq(reviews.authorSide, 'customer'),
              isNull(reviews.removedAt),
              publishedSql(now, {
                bookingId: sql`${reviews.bookingId}`,
                completedAt: sql`${bookings.completedAt}`,
              }),
            ),
          )
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit),
      );
    },

    /** Whether the DJ exists as a DJ and is not suspended. */
    async publicDj(djUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id))
        .where(and(eq(users.id, djUserId), eq(users.userType, 'dj'), isNull(accountSuspensions.userId)));
      return row !== undefined;
    },
  };
}

export type ReviewQueries = ReturnType<typeof reviewQueries>;
