import { Check, Star } from 'lucide-react';
import type { TDirectoryDj } from '@cuepoint/domain/matchmaking/directory';
import { BookDjLink } from './book-dj-link.tsx';
import { DjAvatar } from './dj-avatar.tsx';
import { DjGenreBadges, DjRateAndWays } from './dj-card-parts.tsx';
import { DjNameAndPlace } from './dj-name-and-place.tsx';
import { FavoriteHeart } from './favorite-heart.tsx';

/** "4.8 (12 reviews)", or null before the first published review. */
export function ratingWords(dj: Pick<TDirectoryDj, 'rating' | 'reviewCount'>): string | null {
  if (dj.rating === null || dj.reviewCount === 0) return null;
  return `${dj.rating.toFixed(1)} (${dj.reviewCount} ${dj.reviewCount === 1 ? 'review' : 'reviews'})`;
}

/**
 * One DJ of the public directory: picture, name (their page), place, rating and completed bookings, why they match
 * (best match), genres, rate, how they play, a heart to keep them and Book.
 */
export function DirectoryCard({ dj, bookHref }: { dj: TDirectoryDj; bookHref: string }) {
  const rating = ratingWords(dj);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 focus-within:border-wave-400 hover:border-ink-500">
      <div className="flex items-start gap-3">
        <DjAvatar name={dj.name} image={dj.image} />
        <div className="min-w-0 flex-1">
          <DjNameAndPlace dj={dj} as="h2" />
        </div>
        <FavoriteHeart dj={dj} />
      </div>
      {rating || dj.completedBookings > 0 ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-mist-200">
          {rating ? (
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-amber-300 text-amber-300" aria-hidden />
              <span>
                <span className="sr-only">Rated </span>
                {rating}
              </span>
            </span>
          ) : null}
          {dj.completedBookings > 0 ? (
            <span>
              {dj.completedBookings} {dj.completedBookings === 1 ? 'booking' : 'bookings'} completed
            </span>
          ) : null}
        </p>
      ) : null}
      {dj.reasons.length ? (
        <ul aria-label={`Why ${dj.name} matches`} className="space-y-1 text-sm text-mist-100">
          {dj.reasons.slice(0, 3).map((reason) => (
            <li key={reason} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-cue-400" aria-hidden />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <DjGenreBadges name={dj.name} genres={dj.genres} />
      <DjRateAndWays dj={dj} remoteLabel="Streamed" />
      <BookDjLink to={bookHref} name={dj.name} />
    </li>
  );
}
