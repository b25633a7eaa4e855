import { Link } from 'react-router';
import { MapPin, Radio } from 'lucide-react';
import type { TDiscoveredDj } from '@cuepoint/domain/djs/discover';
import { formatAmount } from '../../../lib/format.ts';
import { Badge } from '../../../ui/feedback.tsx';
import { placeLine } from '../event-format.ts';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** One DJ of the Discover tab: picture, name (their public page), genres, place, remote, rate. */
export function DjCard({ dj }: { dj: TDiscoveredDj }) {
  const place = placeLine(dj.city, dj.country);
  return (
    <li className="relative flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 focus-within:border-wave-400 hover:border-ink-500">
      <div className="flex items-center gap-3">
        {dj.profile_image_url ? (
          <img
            src={dj.profile_image_url}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-cue-500/15 font-display text-lg font-bold text-cue-300"
          >
            {initials(dj.stage_name)}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="break-words font-display text-lg font-semibold">
            {/* The whole card opens the DJ's page; the name is the link. */}
            <Link
              to={`/${dj.slug}`}
              className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
            >
              {dj.stage_name}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-mist-300">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            {place ?? 'Not specified'}
          </p>
        </div>
      </div>
      {dj.genres.length ? (
        <ul aria-label={`Genres of ${dj.stage_name}`} className="flex flex-wrap gap-1.5">
          {dj.genres.map((genre) => (
            <li key={genre}>
              <Badge>{genre}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-mist-200">From {formatAmount(dj.hourly_rate_min, dj.currency)}/hour</span>
        {dj.accepts_remote ? (
          <Badge tone="wave">
            <Radio className="size-3" aria-hidden />
            Plays remote
          </Badge>
        ) : null}
      </div>
    </li>
  );
}
