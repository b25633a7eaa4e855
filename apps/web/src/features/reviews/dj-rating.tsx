import { useQuery } from '@tanstack/react-query';
import { djReviewsKey, fetchDjReviews } from './reviews-api.ts';
import { Stars } from './star-rating.tsx';
import { formatReaderInstant } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-client-values.ts';

function useDjReviews(djId: number) {
  return useQuery({ queryKey: djReviewsKey(djId), queryFn: () => fetchDjReviews(djId) });
}

/** A DJ's rating from published reviews (average and count) and track record, for the public profile's top. */
export function DjRating({ djId }: { djId: number }) {
  const reviews = useDjReviews(djId);
  if (!reviews.data) return null;
  const { rating, track_record: track } = reviews.data;
  return (
    <p
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-mist-300"
      aria-label="Rating and track record"
    >
      {rating.count > 0 && rating.average !== null ? (
        <span className="inline-flex items-center gap-1.5">
          <Stars rating={rating.average} />
          <span className="font-semibold text-mist-100">{rating.average.toFixed(1)}</span>
          <span>
            ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
          </span>
        </span>
      ) : (
        <span>No reviews yet</span>
      )}
      {track.response_time ? <span>Answers {track.response_time}</span> : null}
      {track.approval_rate !== null ? (
        <span>{track.approval_rate}% of requests answered with a yes</span>
      ) : null}
    </p>
  );
}

const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' };

/** The DJ's published reviews on the public profile (the latest first), each with the DJ's answer. */
export function DjReviews({ djId, djName }: { djId: number; djName: string }) {
  const reviews = useDjReviews(djId);
  const hydrated = useHydrated();
  if (!reviews.data) return null;
  const list = reviews.data.reviews.slice(0, 10);
  return (
    <section aria-labelledby="dj-reviews-title">
      <h2 id="dj-reviews-title" className="text-2xl font-bold">
        Reviews
        {list.length ? <span className="ml-2 text-mist-400">({reviews.data.rating.count})</span> : null}
      </h2>
      {list.length === 0 ? (
        <p className="mt-4 text-mist-300">
          {djName} has no reviews yet. Reviews come only from completed bookings.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {list.map((review) => (
            <li key={review.id} className="rounded-xl border border-ink-600 p-4">
              <p className="mb-2 flex flex-wrap items-center gap-2 text-sm">
                <Stars rating={review.rating} />
                <span className="font-semibold">{review.author_name}</span>
                <span className="text-mist-400">
                  {formatReaderInstant(review.created_at, MONTH, hydrated)}
                </span>
              </p>
              <p className="whitespace-pre-wrap text-mist-200">{review.text}</p>
              {review.answer ? (
                <p className="mt-3 border-l-2 border-ink-500 pl-3 text-sm text-mist-300">
                  <span className="font-semibold text-mist-200">{djName} answered: </span>
                  {review.answer}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
