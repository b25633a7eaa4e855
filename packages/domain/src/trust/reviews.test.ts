import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REVIEW_MESSAGES,
  ZReviewBody,
  mayWriteReview,
  ratingSummary,
  reviewVisibleTo,
  reviewWindowClosesAt,
  reviewsPublishedAt,
} from './reviews.ts';
import { DAY_MS } from '../time/durations.ts';

const completedAt = new Date('2027-05-01T02:00:00Z');
const at = (days: number) => new Date(completedAt.getTime() + days * DAY_MS);

describe('reviews', () => {
  it('may be written by each party once, from completion for 14 days', () => {
    expect(
      mayWriteReview({ bookingStatus: 'confirmed', completedAt: null, alreadyWritten: false, now: at(1) }),
    ).toEqual({
      ok: false,
      code: 'rule',
      reason: REVIEW_MESSAGES.notCompleted,
    });
    expect(
      mayWriteReview({ bookingStatus: 'completed', completedAt, alreadyWritten: false, now: at(13.99) }),
    ).toEqual({
      ok: true,
      closesAt: at(14),
    });
    expect(
      mayWriteReview({ bookingStatus: 'completed', completedAt, alreadyWritten: false, now: at(14) }),
    ).toMatchObject({
      ok: false,
      reason: REVIEW_MESSAGES.windowClosed,
    });
    expect(
      mayWriteReview({ bookingStatus: 'completed', completedAt, alreadyWritten: true, now: at(1) }),
    ).toMatchObject({
      ok: false,
      code: 'conflict',
    });
  });

  it('stay blind until both are written or the window closes', () => {
    expect(reviewsPublishedAt({ completedAt, writtenAt: [at(1)], now: at(5) })).toBeNull();
    expect(reviewsPublishedAt({ completedAt, writtenAt: [at(1), at(3)], now: at(5) })).toEqual(at(3));
    expect(reviewsPublishedAt({ completedAt, writtenAt: [at(1)], now: at(14) })).toEqual(
      reviewWindowClosesAt(completedAt),
    );
    expect(reviewsPublishedAt({ completedAt, writtenAt: [], now: at(20) })).toEqual(at(14));
  });

  it('never publishes one side before the other', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 13.9, noNaN: true }), { maxLength: 2 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (written, nowDays) => {
          const now = at(nowDays);
          const writtenAt = written.map(at).filter((date) => date <= now);
          const published = reviewsPublishedAt({ completedAt, writtenAt, now });
          if (published === null) {
            // blind: the window is open and at most one review is in
            expect(now < at(14) && writtenAt.length < 2).toBe(true);
          } else {
            expect(published.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(writtenAt.length === 2 || now >= at(14)).toBe(true);
          }
        },
      ),
    );
  });

  it('shows a review to its author always, to others once published and not removed', () => {
    expect(reviewVisibleTo({ authorId: 1, readerId: 1, published: false, hidden: false })).toBe(true);
    expect(reviewVisibleTo({ authorId: 1, readerId: 2, published: false, hidden: false })).toBe(false);
    expect(reviewVisibleTo({ authorId: 1, readerId: null, published: true, hidden: false })).toBe(true);
    expect(reviewVisibleTo({ authorId: 1, readerId: 2, published: true, hidden: true })).toBe(false);
  });

  it('sums a rating to one decimal', () => {
    expect(ratingSummary([])).toEqual({ average: null, count: 0 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 50 }), (ratings) => {
        const { average, count } = ratingSummary(ratings);
        expect(count).toBe(ratings.length);
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('checks the body in words', () => {
    expect(
      ZReviewBody.safeParse({ rating: 0, text: 'Great set, thank you!' }).error?.issues[0]?.message,
    ).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(ZReviewBody.safeParse({ rating: 5, text: 'ok' }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.textTooShort,
    );
    expect(ZReviewBody.parse({ rating: '4', text: '  Great set, thank you!  ' })).toEqual({
      rating: 4,
      text: 'Great set, thank you!',
    });
  });
});
