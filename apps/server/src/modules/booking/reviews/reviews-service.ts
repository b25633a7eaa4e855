import {
  REVIEW_MESSAGES,
  mayWriteReview,
  reviewWindowClosesAt,
  reviewsPublishedAt,
  type TBookingReviews,
  type TDjReviews,
  type TReview,
  type TReviewBody,
} from '@cuepoint/domain/trust/reviews';
import { presentTrackRecord } from '@cuepoint/domain/trust/track-record';
import type { Clock } from '../../../adapters/clock.ts';
import type { Db } from '../../../db/client.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import { appendBookingEvent } from '../../notifications/index.ts';
import { reviewQueries, type ReviewWithAuthor } from './reviews-store.ts';
import { ratingSummaries, trackRecords } from './track-record-store.ts';
import { messageQueries } from '../messages/messages-store.ts';
import { sideOf } from '@cuepoint/domain/booking/sides';

const PUBLIC_LIMIT = 50;

function presentReview(row: ReviewWithAuthor, publishedAt: Date | null): TReview {
  return {
    id: row.id,
    booking_id: row.bookingId,
    author_side: row.authorSide as 'customer' | 'dj',
    author_name: row.authorName,
    subject_id: row.subjectUserId,
    rating: row.rating,
    text: row.body,
    created_at: row.createdAt.toISOString(),
    published_at: publishedAt?.toISOString() ?? null,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/** When a booking's reviews are (or were) published, from its completion and the reviews written. */
function publishedAtOf(
  completedAt: Date | null,
  written: readonly ReviewWithAuthor[],
  now: Date,
): Date | null {
  if (!completedAt) return null;
  return reviewsPublishedAt({ completedAt, writtenAt: written.map((row) => row.createdAt), now });
}

/**
 * Double-blind reviews after a completed booking (decision record 034). The parties of the booking write, read and
 * answer; anyone reads a DJ's published reviews; anyone signed in reports one. Writes add `review.*` outbox rows.
 */
export function createReviewsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const store = reviewQueries(db);

  async function bookingFor(user: AuthUser, bookingId: number) {
    const booking = await store.booking(bookingId);
    if (!booking || (booking.customerUserId !== user.id && booking.djUserId !== user.id))
      throw notFound('Booking not found');
    return booking;
  }

  async function view(user: AuthUser, bookingId: number): Promise<TBookingReviews> {
    const booking = await bookingFor(user, bookingId);
    const now = clock.now();
    const written = await store.ofBooking(bookingId);
    const publishedAt = publishedAtOf(booking.completedAt, written, now);
    const mine = written.find((row) => row.authorUserId === user.id) ?? null;
    const theirs = written.find((row) => row.authorUserId !== user.id) ?? null;
    const may = mayWriteReview({
      bookingStatus: booking.status,
      completedAt: booking.completedAt,
      alreadyWritten: mine !== null,
      now,
    });
    const theirsVisible = theirs !== null && publishedAt !== null && theirs.removedAt === null;
    return {
      booking_id: booking.id,
      window_closes_at: booking.completedAt ? reviewWindowClosesAt(booking.completedAt).toISOString() : null,
      published: publishedAt !== null,
      can_review: may.ok,
      mine: mine ? presentReview(mine, publishedAt) : null,
      theirs: theirsVisible ? presentReview(theirs, publishedAt) : null,
      theirs_written: theirs !== null,
      can_answer: theirsVisible && theirs.answer === null,
    };
  }

  return {
    view,

    /** A party writes their review; the second one publishes both in the same transaction. */
    async write(user: AuthUser, bookingId: number, body: TReviewBody): Promise<TBookingReviews> {
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const queries = reviewQueries(txDb);
        const booking = await queries.booking(bookingId, { lock: true });
        const side = booking ? sideOf(booking, user) : null;
        if (!booking || !side) throw notFound('Booking not found');
        const now = clock.now();
        const before = await queries.ofBooking(bookingId);
        const may = mayWriteReview({
          bookingStatus: booking.status,
          completedAt: booking.completedAt,
          alreadyWritten: before.some((row) => row.authorUserId === user.id),
          now,
        });
        if (!may.ok) throw may.code === 'conflict' ? conflict(may.reason) : unprocessable(may.reason);
        const inserted = await queries.insert({
          bookingId,
          authorUserId: user.id,
          subjectUserId: side === 'customer' ? booking.djUserId : booking.customerUserId,
          authorSide: side,
          rating: body.rating,
          body: body.text,
          createdAt: now,
        });
        if (!inserted) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        const payload = {
          at: now.toISOString(),
          actor: { role: side, userId: user.id },
          dj_id: booking.djUserId,
          customer_id: booking.customerUserId,
          booking_id: booking.id,
          review_id: inserted.id,
        };
        await appendBookingEvent(txDb, {
          requestId: booking.requestId,
          type: 'review.written',
          createdAt: now,
          // The second review: the other party has written theirs, so nobody is asked to write one.
          payload: {
            type: 'review.written',
            ...payload,
            ...(before.length === 1 ? { other_written: true } : {}),
          },
        });
        if (before.length === 1)
          await appendBookingEvent(txDb, {
            requestId: booking.requestId,
            type: 'review.published',
            createdAt: now,
            payload: { type: 'review.published', ...payload, actor: { role: 'system' } },
          });
      });
      return view(user, bookingId);
    },

    /** The reviewed party answers a published review once. */
    async answer(user: AuthUser, reviewId: number, text: string): Promise<TReview> {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const queries = reviewQueries(txDb);
        const now = clock.now();
        const row = await queries.review(reviewId, { lock: true });
        const written = row ? await queries.ofBooking(row.bookingId) : [];
        const publishedAt = row ? publishedAtOf(row.completedAt, written, now) : null;
        const involved = row && (row.subjectUserId === user.id || row.authorUserId === user.id);
        if (!row || (!involved && (publishedAt === null || row.removedAt !== null)))
          throw notFound(REVIEW_MESSAGES.notFound);
        if (row.subjectUserId !== user.id) throw forbidden(REVIEW_MESSAGES.notYours);
        if (publishedAt === null || row.removedAt !== null) throw unprocessable(REVIEW_MESSAGES.notPublished);
        if (row.answer !== null) throw conflict(REVIEW_MESSAGES.alreadyAnswered);
        await queries.answer(row.id, text, now);
        const booking = (await queries.booking(row.bookingId))!;
        await appendBookingEvent(txDb, {
          requestId: booking.requestId,
          type: 'review.answered',
          createdAt: now,
          payload: {
            type: 'review.answered',
            at: now.toISOString(),
            actor: { role: sideOf(booking, user) ?? 'customer', userId: user.id },
            dj_id: booking.djUserId,
            customer_id: booking.customerUserId,
            booking_id: booking.id,
            review_id: row.id,
          },
        });
        return presentReview({ ...row, answer: text, answeredAt: now }, publishedAt);
      });
    },

    /** Anyone signed in reports a review they can read (not their own). */
    async report(user: AuthUser, reviewId: number, reason: string): Promise<void> {
      const now = clock.now();
      const row = await store.review(reviewId);
      const written = row ? await store.ofBooking(row.bookingId) : [];
      const visible =
        row !== null &&
        (row.subjectUserId === user.id ||
          (publishedAtOf(row.completedAt, written, now) !== null && row.removedAt === null));
      if (!row || (!visible && row.authorUserId !== user.id)) throw notFound(REVIEW_MESSAGES.notFound);
      if (row.authorUserId === user.id) throw forbidden(REVIEW_MESSAGES.ownReview);
      if (!(await messageQueries(db).report('review', reviewId, user.id, reason, now)))
        throw conflict(REVIEW_MESSAGES.alreadyReported);
    },

    /** A DJ's published reviews, rating and track record, for everyone (a suspended DJ is not found). */
    async djReviews(djUserId: number): Promise<TDjReviews> {
      if (!(await store.publicDj(djUserId))) throw notFound('DJ not found');
      const now = clock.now();
      const [rows, ratings, tracks] = await Promise.all([
        store.publishedOfDj(djUserId, now, PUBLIC_LIMIT),
        ratingSummaries(db, [djUserId], now),
        trackRecords(db, [djUserId]),
      ]);
      const track = tracks[0];
      return {
        dj_id: djUserId,
        rating: ratings.get(djUserId) ?? { average: null, count: 0 },
        track_record: presentTrackRecord(
          track
            ? {
                reached: track.reached,
                answered: track.answered,
                approved: track.approved,
                medianResponseMinutes: track.medianMinutes,
                completedBookings: track.completed,
              }
            : null,
        ),
        reviews: await Promise.all(
          rows.map(async (row) =>
            presentReview(row, publishedAtOf(row.completedAt, await store.ofBooking(row.bookingId), now)),
          ),
        ),
      };
    },
  };
}
