import { MapPin } from 'lucide-react';
import { Badge } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { formatRateFrom } from '../../lib/format.ts';
import type { TProfilePage } from './dj-profile-api.ts';
import { BookDjButton } from './book-dj-button.tsx';
import { ProfileLink } from './profile-link.tsx';
import { availabilityTypeLabel, placeLabel } from './format.ts';
import { DjRating } from '../reviews/dj-rating.tsx';
import { FavoriteHeart } from '../matchmaking/favorite-heart.tsx';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '')).toUpperCase();
}

/**
 * The top of a DJ's page: banner, avatar, name, demo label, location, the rate the DJ starts from (when set), genres,
 * profile link and Book this DJ.
 */
export function ProfileHero({ profile }: { profile: TProfilePage }) {
  const place = placeLabel(profile.location.city, profile.location.country);
  return (
    <header className="border-b border-ink-700 bg-ink-950">
      <div className="relative h-40 w-full overflow-hidden sm:h-56 lg:h-72">
        {profile.banner_image_url ? (
          <img
            src={profile.banner_image_url}
            alt={`${profile.stage_name}'s banner`}
            className="size-full object-cover"
            fetchPriority="high"
          />
        ) : (
          <div
            aria-hidden
            className="size-full bg-[radial-gradient(ellipse_at_top_left,rgb(255_61_129/0.45),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgb(45_226_230/0.35),transparent_55%)]"
          />
        )}
        <div
          aria-hidden
          className="absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-ink-950 to-transparent"
        />
      </div>
      <Container className="relative pb-8 sm:pb-10">
        <div className="-mt-14 flex flex-col gap-5 sm:-mt-20 sm:flex-row sm:items-end">
          {profile.profile_image_url ? (
            <img
              src={profile.profile_image_url}
              alt={`${profile.stage_name}'s profile picture`}
              className="size-28 shrink-0 rounded-full border-4 border-ink-950 bg-ink-800 object-cover shadow-xl sm:size-40"
            />
          ) : (
            <div
              role="img"
              aria-label={`${profile.stage_name}'s initials`}
              className="flex size-28 shrink-0 items-center justify-center rounded-full border-4 border-ink-950 bg-gradient-to-br from-cue-500 to-wave-500 font-display text-4xl font-bold text-ink-950 shadow-xl sm:size-40 sm:text-5xl"
            >
              {initialsOf(profile.stage_name)}
            </div>
          )}
          <div className="min-w-0 flex-1 sm:pb-2">
            <div className="flex flex-wrap items-center gap-3">
              <h1 id="dj-name" className="text-4xl font-bold break-words sm:text-5xl">
                {profile.stage_name}
              </h1>
              {profile.is_demo ? (
                <Badge tone="amber" className="text-sm">
                  Demo profile
                </Badge>
              ) : null}
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-x-2 text-mist-300">
              <MapPin className="size-4 shrink-0 text-cue-400" aria-hidden />
              <span>{place ?? 'Location not specified'}</span>
              <span aria-hidden>·</span>
              <span>{availabilityTypeLabel(profile.location.availability_type)}</span>
              {profile.hourly_rate_min > 0 ? (
                <>
                  <span aria-hidden>·</span>
                  <span>{formatRateFrom(profile.hourly_rate_min, profile.currency)}</span>
                </>
              ) : null}
            </p>
            <DjRating djId={profile.user_id} />
          </div>
          <div className="flex items-center gap-3 sm:pb-2">
            <FavoriteHeart dj={{ id: profile.user_id, name: profile.stage_name }} />
            <BookDjButton djId={profile.user_id} djName={profile.stage_name} />
          </div>
        </div>
        {profile.genres.length ? (
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Genres">
            {profile.genres.map((genre) => (
              <li key={genre}>
                <Badge tone="cue" className="px-3 py-1 text-sm">
                  {genre}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6">
          <ProfileLink slug={profile.slug} />
        </div>
      </Container>
    </header>
  );
}
