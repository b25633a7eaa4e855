import { Check, Radio } from 'lucide-react';
import type { TRecommendedDj } from '@cuepoint/domain/matchmaking/api';
import { formatRateFrom } from '../../lib/format.ts';
import { Badge } from '../../ui/feedback.tsx';
import { DjAvatar } from './dj-avatar.tsx';
import { DjGenreBadges } from './dj-card-parts.tsx';
import { DjNameAndPlace } from './dj-name-and-place.tsx';
import { BookDjLink } from './book-dj-link.tsx';
import { FavoriteHeart } from './favorite-heart.tsx';

/**
 * One recommended DJ: picture, name (their public page), place, genres, rate, and why we recommend them in plain
 * words, with the track record when there is one and a way to book.
 */
export function RecommendedDjCard({ dj, bookHref }: { dj: TRecommendedDj; bookHref: string }) {
  const record = [
    dj.responseTime ? `Answers ${dj.responseTime}` : null,
    dj.approvalRate !== null ? `${dj.approvalRate}% of requests accepted` : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 focus-within:border-wave-400 hover:border-ink-500">
      <div className="flex items-center gap-3">
        <DjAvatar name={dj.name} image={dj.image} />
        <div className="min-w-0 flex-1">
          <DjNameAndPlace dj={dj}>
            {dj.distance !== null && dj.distance > 0 ? (
              <span> · {Math.round(dj.distance)} km away</span>
            ) : null}
          </DjNameAndPlace>
        </div>
        <FavoriteHeart dj={dj} />
      </div>
      <DjGenreBadges name={dj.name} genres={dj.genres} />
      {dj.reasons.length ? (
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-mist-400">Why we recommend them</p>
          <ul aria-label={`Why we recommend ${dj.name}`} className="mt-1 space-y-1 text-sm text-mist-100">
            {dj.reasons.map((reason) => (
              <li key={reason} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-cue-400" aria-hidden />
                <span>{reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {record.length ? <p className="text-xs text-mist-300">{record.join(' · ')}</p> : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
        <span className="text-mist-200">{formatRateFrom(dj.hourlyRate, dj.currency)}</span>
        {dj.isRemote ? (
          <Badge tone="wave">
            <Radio className="size-3" aria-hidden />
            Plays remote
          </Badge>
        ) : null}
      </div>
      <BookDjLink to={bookHref} name={dj.name} />
    </li>
  );
}
