import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { REVIEW_LIMITS, REVIEW_MESSAGES, ZReviewBody, type TReview } from '@cuepoint/domain/trust/reviews';
import { Button } from '../../ui/button.tsx';
import { Alert, Spinner } from '../../ui/feedback.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { answerReview, bookingReviewsKey, fetchBookingReviews, writeReview } from './reviews-api.ts';
import { Stars, StarInput } from './star-rating.tsx';
import { formatReaderInstant } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-client-values.ts';
import { firstMessages } from '../../lib/first-messages.ts';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** A day in the reader's zone once hydrated, in UTC while the server's markup is taken over (no mismatch). */
function useDateOf() {
  const hydrated = useHydrated();
  return (iso: string) => formatReaderInstant(iso, DAY, hydrated);
}

function ReviewCard({ review, title }: { review: TReview; title: string }) {
  const dateOf = useDateOf();
  return (
    <article aria-label={title} className="rounded-xl border border-ink-600 p-4">
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Stars rating={review.rating} />
        <span className="text-xs text-mist-400">{dateOf(review.created_at)}</span>
      </header>
      <p className="whitespace-pre-wrap text-sm text-mist-100">{review.text}</p>
      {review.answer ? (
        <p className="mt-3 border-l-2 border-ink-500 pl-3 text-sm text-mist-300">
          <span className="font-semibold text-mist-200">Answer: </span>
          {review.answer}
        </p>
      ) : null}
    </article>
  );
}

/** The booking's reviews: write yours once it is completed, read the other party's once both are in (double-blind). */
export function BookingReviews({ booking, reader }: { booking: TBooking; reader: 'customer' | 'dj' }) {
  const dateOf = useDateOf();
  const client = useQueryClient();
  const key = bookingReviewsKey(booking.id);
  const reviews = useQuery({
    queryKey: key,
    queryFn: () => fetchBookingReviews(booking.id),
    enabled: booking.status === 'completed',
  });
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string }>({});
  const write = useMutation({
    mutationFn: () => writeReview(booking.id, { rating, text }),
    onSuccess: (next) => client.setQueryData(key, next),
  });
  const reply = useMutation({
    mutationFn: (reviewId: number) => answerReview(reviewId, answer),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  // The other party by name, as the booking's page calls them.
  const other = reader === 'customer' ? booking.dj_name : booking.customer_name;
  const pickRating = (value: number) => {
    setRating(value);
    setErrors(({ rating: _chosen, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZReviewBody.safeParse({ rating, text });
    if (!parsed.success) {
      setErrors(firstMessages(parsed.error.issues, (key) => (key === 'rating' ? 'rating' : 'text')));
      return;
    }
    setErrors({});
    write.mutate(undefined, { onError: (error) => setErrors({ form: error.message }) });
  };

  let body;
  if (booking.status !== 'completed')
    body = <p className="text-sm text-mist-300">{REVIEW_MESSAGES.notCompleted}.</p>;
  else if (reviews.isPending) body = <Spinner label="Loading the reviews…" />;
  else if (reviews.isError)
    body = (
      <p className="text-sm text-mist-300">
        The reviews could not be loaded.{' '}
        <Button variant="ghost" size="sm" onClick={() => void reviews.refetch()}>
          Try again
        </Button>
      </p>
    );
  else {
    const data = reviews.data;
    body = (
      <div className="flex flex-col gap-4">
        {data.can_review ? (
          <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Write your review">
            <p className="text-sm text-mist-300">
              How was it with {other}?{' '}
              {data.theirs_written
                ? `${other} has already written their review: both reviews are published together when you send yours.`
                : `Your review stays hidden from ${other} until they have written theirs${
                    data.window_closes_at ? `, or until ${dateOf(data.window_closes_at)}` : ''
                  }.`}
            </p>
            <StarInput value={rating} onChange={pickRating} error={errors.rating} />
            <TextAreaField
              label="Your review"
              value={text}
              maxLength={REVIEW_LIMITS.textMax}
              error={errors.text}
              onChange={(event) => setText(event.target.value)}
            />
            {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
            <div>
              <Button type="submit" busy={write.isPending}>
                Publish review
              </Button>
            </div>
          </form>
        ) : null}
        {data.mine ? (
          <>
            <ReviewCard review={data.mine} title="Your review" />
            {!data.published ? <Alert tone="info">{REVIEW_MESSAGES.awaitingOther}</Alert> : null}
          </>
        ) : null}
        {data.theirs ? (
          <ReviewCard
            review={data.theirs}
            title={reader === 'customer' ? 'The DJ’s review of you' : 'The customer’s review of you'}
          />
        ) : data.theirs_written && !data.can_review ? (
          <p className="text-sm text-mist-300">
            {other} has written a review: you will read it once yours is in.
          </p>
        ) : null}
        {data.can_answer && data.theirs ? (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (answer.trim()) reply.mutate(data.theirs!.id);
            }}
          >
            <TextAreaField
              label="Answer this review (once)"
              value={answer}
              maxLength={REVIEW_LIMITS.answerMax}
              error={reply.error?.message}
              onChange={(event) => setAnswer(event.target.value)}
            />
            <div>
              <Button type="submit" variant="outline" busy={reply.isPending}>
                Publish answer
              </Button>
            </div>
          </form>
        ) : null}
        {!data.can_review && !data.mine && !data.theirs ? (
          <p className="text-sm text-mist-300">{REVIEW_MESSAGES.windowClosed}.</p>
        ) : null}
      </div>
    );
  }
  return (
    <section
      aria-labelledby="booking-reviews"
      className="rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:p-6"
    >
      <h2 id="booking-reviews" className="mb-4 font-display text-lg font-semibold">
        Reviews
      </h2>
      {body}
    </section>
  );
}
