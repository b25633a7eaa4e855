import { Link } from 'react-router';
import { CalendarPlus, MapPin, Radio, Users } from 'lucide-react';
import type { TSearchedDj } from '@cuepoint/domain/matchmaking/api';
import { formatAmount } from '../../lib/format.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { DjAvatar } from './dj-avatar.tsx';

/** One DJ found by the search: their page from the name, where they are, genres, rate, how they play, and Book. */
export function SearchResultCard({ dj, bookHref }: { dj: TSearchedDj; bookHref: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 focus-within:border-wave-400 hover:border-ink-500">
      <div className="flex items-center gap-3">
        <DjAvatar name={dj.name} image={dj.image} />
        <div className="min-w-0">
          <h2 className="break-words font-display text-lg font-semibold">
            <Link
              to={`/${dj.slug}`}
              className="hover:text-cue-300 focus-visible:outline-2 focus-visible:outline-wave-400"
            >
              {dj.name}
            </Link>
          </h2>
          <p className="flex items-center gap-1 text-sm text-mist-300">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            {dj.location ?? 'Not specified'}
          </p>
        </div>
      </div>
      {dj.genres.length ? (
        <ul aria-label={`Genres of ${dj.name}`} className="flex flex-wrap gap-1.5">
          {dj.genres.map((genre) => (
            <li key={genre}>
              <Badge>{genre}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 text-sm">
        <span className="mr-auto text-mist-200">From {formatAmount(dj.hourlyRate, dj.currency)}/hour</span>
        {dj.inPerson ? (
          <Badge>
            <Users className="size-3" aria-hidden />
            In person
          </Badge>
        ) : null}
        {dj.isRemote ? (
          <Badge tone="wave">
            <Radio className="size-3" aria-hidden />
            Remote
          </Badge>
        ) : null}
      </div>
      <ButtonLink
        to={bookHref}
        variant="outline"
        size="sm"
        icon={<CalendarPlus className="size-4" aria-hidden />}
      >
        Book {dj.name}
      </ButtonLink>
    </li>
  );
}
