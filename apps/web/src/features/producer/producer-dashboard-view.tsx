import type { ReactNode } from 'react';
import type { TProducerProfile } from '@cuepoint/domain/producers/producer-profile';
import type { TProducerTrack } from '@cuepoint/domain/producers/track-upload';
import { Container } from '../../ui/layout.tsx';
import { MonetizationCard } from './monetization-card.tsx';
import { PoolActivityCard } from './pool-activity-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { StatCards } from './stat-cards.tsx';
import { TrackLibrary } from './track-library.tsx';
import { TrainingCard } from './training-card.tsx';

export type ProducerDashboardViewProps = {
  profile: TProducerProfile;
  tracks: readonly TProducerTrack[];
  onUploadTrack: () => void;
  onEditProfile: () => void;
  onManageSessions: () => void;
  /** Asks to remove a track (the signed-in page; the demo has none). */
  onRemoveTrack?: ((track: TProducerTrack) => void) | undefined;
  /** Shown above the welcome header (the demo's banner, say). */
  notice?: ReactNode;
};

/**
 * The producer dashboard as a view of its data (docs/product/producers-and-labels.md): welcome header, the five stat
 * cards, Track Library, DJ Pool Activity, Monetization, DAW Training (only with a training rate above 0) and the
 * Profile card. It holds no state and fetches nothing: the signed-in page feeds it from the server, the /producers demo
 * from sample data.
 */
export function ProducerDashboardView({
  profile,
  tracks,
  onUploadTrack,
  onEditProfile,
  onManageSessions,
  onRemoveTrack,
  notice,
}: ProducerDashboardViewProps) {
  return (
    <>
      <div className="border-b border-ink-700 bg-ink-950">
        <Container className="py-8 sm:py-10">
          {notice}
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">Music Producer</p>
          <h1 className="mt-2 break-words text-3xl font-bold sm:text-4xl">
            Welcome back, {profile.producer_name}
          </h1>
          <p className="mt-3 text-mist-300">
            Upload tracks, stems and projects for DJs
            {profile.training_hourly_rate > 0 ? ', and teach your DAW' : ''}.
          </p>
        </Container>
      </div>
      <Container className="flex flex-col gap-6 pb-16 pt-6">
        <StatCards stats={profile.stats} currency={profile.training_currency} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <TrackLibrary tracks={tracks} onUploadTrack={onUploadTrack} onRemoveTrack={onRemoveTrack} />
            <div className="grid gap-6 md:grid-cols-2">
              <PoolActivityCard downloads={profile.stats.dj_pool_downloads} tracks={tracks} />
              <MonetizationCard stats={profile.stats} tracks={tracks} currency={profile.training_currency} />
            </div>
          </div>
          <div className="flex flex-col gap-6">
            <ProfileCard profile={profile} onEditProfile={onEditProfile} />
            {profile.training_hourly_rate > 0 ? (
              <TrainingCard profile={profile} onManageSessions={onManageSessions} />
            ) : null}
          </div>
        </div>
      </Container>
    </>
  );
}
