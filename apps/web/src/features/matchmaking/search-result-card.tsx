import { Check } from 'lucide-react';
import type { TSearchedDj } from '@cuepoint/domain/matchmaking/api';
import { DjAvatar } from './dj-avatar.tsx';
import { DjGenreBadges, DjRateAndWays } from './dj-card-parts.tsx';
import { DjNameAndPlace } from './dj-name-and-place.tsx';
import { BookDjLink } from './book-dj-link.tsx';
import { FavoriteHeart } from './favorite-heart.tsx';

/** Why a DJ is in the results, in words. */
export const MATCHED_ON_WORDS: Record<TSearchedDj['matchedOn'], string> = {
  name: 'Name like your search',
  genre: 'Plays a genre you searched',
  city: 'Based in or coming to the city you searched',
  filters: 'Fits your filters',
};

/**
 * One DJ found by the search: their page from the name, where they are, why they were found, genres, rate, how they
 * play, and Book.
 */
export function SearchResultCard({
  dj,
  bookHref,
  searched = true,
}: {
  dj: TSearchedDj;
  bookHref: string;
  /** False when nothing was searched or filtered: every DJ is there, for no reason to tell. */
  searched?: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 focus-within:border-wave-400 hover:border-ink-500">
      <div className="flex items-center gap-3">
        <DjAvatar name={dj.name} image={dj.image} />
        <div className="min-w-0 flex-1">
          <DjNameAndPlace dj={dj} as="h2" />
        </div>
        <FavoriteHeart dj={dj} />
      </div>
      {searched ? (
        <p className="flex items-center gap-1.5 text-sm text-mist-200">
          <Check className="size-4 shrink-0 text-cue-400" aria-hidden />
          {MATCHED_ON_WORDS[dj.matchedOn]}
        </p>
      ) : null}
      <DjGenreBadges name={dj.name} genres={dj.genres} />
      <DjRateAndWays dj={dj} remoteLabel="Remote" />
      <BookDjLink to={bookHref} name={dj.name} />
    </li>
  );
}
