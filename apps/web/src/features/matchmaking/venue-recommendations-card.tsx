import { Link } from 'react-router';
import { CalendarPlus, Check, Sparkles } from 'lucide-react';
import { MATCHMAKING_MESSAGES, type TVenueRecommendedDj } from '@cuepoint/domain/matchmaking/api';
import { formatRateFrom } from '../../lib/format.ts';
import { DashboardCard } from '../../ui/dashboard-card.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import { useVenueKeys } from '../venue-dashboard/venue-keys.ts';
import { bookingHref } from './booking-href.ts';
import { FavoriteHeart } from './favorite-heart.tsx';
import { useVenueRecommendations } from './use-matchmaking-queries.ts';
import { RetryButton } from '../../ui/retry-button.tsx';

function RecommendationItem({ dj }: { dj: TVenueRecommendedDj }) {
  return (
    <li className="flex flex-col gap-1.5 rounded-xl bg-ink-900 px-3 py-2.5">
      <div className="flex items-center justify-between gap-2">
        <Link to={`/${dj.slug}`} className="font-semibold text-mist-100 underline-offset-4 hover:underline">
          {dj.name}
        </Link>
        <FavoriteHeart dj={dj} className="ml-auto" />
        <Link
          to={bookingHref('venue', dj)}
          aria-label={`Book ${dj.name}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-cue-300 hover:text-cue-200"
        >
          <CalendarPlus className="size-4" aria-hidden />
          Book
        </Link>
      </div>
      <span className="text-xs text-mist-400">
        {dj.location ?? 'Not specified'} · {formatRateFrom(dj.hourlyRate, dj.currency)}
      </span>
      {dj.reasons.length ? (
        <ul aria-label={`Why we recommend ${dj.name}`} className="space-y-0.5 text-sm text-mist-200">
          {dj.reasons.slice(0, 2).map((reason) => (
            <li key={reason} className="flex gap-1.5">
              <Check className="mt-0.5 size-3.5 shrink-0 text-cue-400" aria-hidden />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * Recommended DJs on the venue dashboard (GET /venue/dj-recommendations, docs/product/venues.md): for the venue's next
 * event, else for its profile, each with why and a way to book. A failure shows the empty list with a way to try again
 * (docs/product/venues.md).
 */
export function VenueRecommendationsCard() {
  const recommendations = useVenueRecommendations(useVenueKeys().all);
  const list = recommendations.data?.recommendations ?? [];
  const basis = recommendations.data?.basis;
  return (
    <DashboardCard title="Recommended DJs" icon={<Sparkles className="size-5" aria-hidden />}>
      {recommendations.isPending ? (
        <Spinner label="Loading recommendations…" />
      ) : list.length === 0 ? (
        <div className="text-sm text-mist-300">
          <p>{MATCHMAKING_MESSAGES.empty}</p>
          {recommendations.isError ? <RetryButton query={recommendations} /> : null}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-mist-300">
            {basis?.kind === 'event' && basis.title ? `For ${basis.title}` : 'For your venue'}
          </p>
          <ul aria-label="Recommended DJs" className="flex flex-col gap-2">
            {list.map((dj) => (
              <RecommendationItem key={dj.id} dj={dj} />
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}
