import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { ZTrackRecord } from './track-record.ts';
import { DAY_MS } from '../time/durations.ts';

/**
 * Reviews after a completed booking (decision record 034, after Airbnb and Sharetribe): each party may review the
 * other within 14 days of the booking's completion; reviews are double-blind — neither party reads the other's until
 * both have written or the window has closed, then both are published at once; the reviewed party may answer once;
 * anyone signed in may report one. Pure: the server passes `now` from its clock.
 */

export const REVIEW_WINDOW_DAYS = 14;

export const REVIEW_LIMITS = { textMin: 10, textMax: 2000, answerMax: 1000, reportReasonMax: 500 } as const;

export const REVIEW_SIDES = ['customer', 'dj'] as const;
export type TReviewSide = (typeof REVIEW_SIDES)[number];

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  textTooShort: `Please write at least ${REVIEW_LIMITS.textMin} characters about the booking`,
  textTooLong: `A review can be at most ${REVIEW_LIMITS.textMax} characters`,
  notCompleted: 'You can review a booking once it is completed',
  windowClosed: `Reviews can be written within ${REVIEW_WINDOW_DAYS} days after the booking`,
  alreadyReviewed: 'You have already reviewed this booking',
  answerRequired: 'Please write your answer',
  answerTooLong: `An answer can be at most ${REVIEW_LIMITS.answerMax} characters`,
  alreadyAnswered: 'You have already answered this review',
  notYours: 'Only the reviewed party can answer a review',
  notPublished: 'This review is not published yet',
  notFound: 'Review not found',
  reportReasonRequired: 'Please tell us what is wrong with this review',
  reportReasonTooLong: `A report can be at most ${REVIEW_LIMITS.reportReasonMax} characters`,
  alreadyReported: 'You have already reported this',
  ownReview: 'You cannot report your own review',
  djIdInvalid: 'dj_id must be a whole number',
  awaitingOther:
    'Your review is saved. It will be published when the other party has written theirs, or when the review period ends.',
} as const;

/** When the review window of a booking completed at `completedAt` closes. */
export function reviewWindowClosesAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

export type TReviewRefusal = { ok: false; code: 'rule' | 'conflict'; reason: string };

/** Whether a party may write their review now. */
export function mayWriteReview(input: {
  bookingStatus: string;
  completedAt: Date | null;
  alreadyWritten: boolean;
  now: Date;
}): { ok: true; closesAt: Date } | TReviewRefusal {
  if (input.bookingStatus !== 'completed' || !input.completedAt)
    return { ok: false, code: 'rule', reason: REVIEW_MESSAGES.notCompleted };
  if (input.alreadyWritten) return { ok: false, code: 'conflict', reason: REVIEW_MESSAGES.alreadyReviewed };
  const closesAt = reviewWindowClosesAt(input.completedAt);
  if (input.now.getTime() >= closesAt.getTime())
    return { ok: false, code: 'rule', reason: REVIEW_MESSAGES.windowClosed };
  return { ok: true, closesAt };
}

/**
 * When a booking's reviews are published, or null while they are still blind: the instant the second review was
 * written when both came in time, else the window's close once it has passed (with whatever was written).
 */
export function reviewsPublishedAt(input: {
  completedAt: Date;
  /** When each party's review was written (absent: not written). */
  writtenAt: readonly Date[];
  now: Date;
}): Date | null {
  const closesAt = reviewWindowClosesAt(input.completedAt);
  if (input.writtenAt.length >= 2) {
    const last = new Date(Math.max(...input.writtenAt.map((at) => at.getTime())));
    return last.getTime() <= input.now.getTime() ? (last < closesAt ? last : closesAt) : null;
  }
  return input.now.getTime() >= closesAt.getTime() ? closesAt : null;
}

/** What a reader sees of a review: its author always; everyone (the reviewed party included) once published. */
export function reviewVisibleTo(input: {
  authorId: number;
  readerId: number | null;
  published: boolean;
  hidden: boolean;
}): boolean {
  if (input.readerId !== null && input.readerId === input.authorId) return true;
  return input.published && !input.hidden;
}

/** A DJ's rating: the mean of published customer reviews to one decimal, and how many there are. */
export function ratingSummary(ratings: readonly number[]): { average: number | null; count: number } {
  if (ratings.length === 0) return { average: null, count: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { average: Math.round((sum * 10) / ratings.length) / 10, count: ratings.length };
}

// ——— API ———

export const ZReviewBody = z.strictObject({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  text: zText({ error: REVIEW_MESSAGES.textTooShort, multiline: true, label: 'Review' })
    .trim()
    .min(REVIEW_LIMITS.textMin, REVIEW_MESSAGES.textTooShort)
    .max(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.textTooLong),
});
export type TReviewBody = z.infer<typeof ZReviewBody>;

export const ZReviewAnswerBody = z.strictObject({
  text: zText({ error: REVIEW_MESSAGES.answerRequired, multiline: true, label: 'Answer' })
    .trim()
    .min(1, REVIEW_MESSAGES.answerRequired)
    .max(REVIEW_LIMITS.answerMax, REVIEW_MESSAGES.answerTooLong),
});

export const ZReportBody = z.strictObject({
  reason: zText({ error: REVIEW_MESSAGES.reportReasonRequired, multiline: true, label: 'Reason' })
    .trim()
    .min(1, REVIEW_MESSAGES.reportReasonRequired)
    .max(REVIEW_LIMITS.reportReasonMax, REVIEW_MESSAGES.reportReasonTooLong),
});
export type TReportBody = z.infer<typeof ZReportBody>;

export const ZDjReviewsQuery = z.object({
  dj_id: z.coerce
    .number({ error: REVIEW_MESSAGES.djIdInvalid })
    .int(REVIEW_MESSAGES.djIdInvalid)
    .min(1, REVIEW_MESSAGES.djIdInvalid)
    .max(2_147_483_647, REVIEW_MESSAGES.djIdInvalid),
});

export const ZReview = z.object({
  id: z.number(),
  booking_id: z.number(),
  author_side: z.enum(REVIEW_SIDES),
  author_name: z.string(),
  subject_id: z.number(),
  rating: z.number(),
  text: z.string(),
  created_at: z.string(),
  /** null while the review is still blind (only its author reads it then). */
  published_at: z.string().nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type TReview = z.infer<typeof ZReview>;

export const ZRating = z.object({ average: z.number().nullable(), count: z.number() });
export type TRating = z.infer<typeof ZRating>;

/** A booking's reviews as one of its parties sees them, with what they may do next. */
export const ZBookingReviews = z.object({
  booking_id: z.number(),
  /** When reviews can be written until (null before completion). */
  window_closes_at: z.string().nullable(),
  published: z.boolean(),
  can_review: z.boolean(),
  mine: ZReview.nullable(),
  /** The other party's review once published; before that only whether it was written. */
  theirs: ZReview.nullable(),
  theirs_written: z.boolean(),
  can_answer: z.boolean(),
});
export type TBookingReviews = z.infer<typeof ZBookingReviews>;

export const ZDjReviews = z.object({
  dj_id: z.number(),
  rating: ZRating,
  track_record: ZTrackRecord,
  reviews: z.array(ZReview),
});
export type TDjReviews = z.infer<typeof ZDjReviews>;
