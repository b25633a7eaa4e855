import type { EnthusiastProfile } from '../enthusiast-api.ts';
import { BookingRequestCard } from './booking-request-card.tsx';
import { PushBanner } from './push-banner.tsx';
import { StatTiles } from './stat-tiles.tsx';
import { WelcomePanel } from './welcome-panel.tsx';

/** Overview (spec 2 §2): the push banner, the stat tiles, the welcome panel and the booking request's place. */
export function OverviewTab({ profile }: { profile: EnthusiastProfile }) {
  return (
    <div className="flex flex-col gap-6">
      <PushBanner />
      <StatTiles stats={profile.stats} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <WelcomePanel name={profile.display_name} />
        <BookingRequestCard />
      </div>
    </div>
  );
}
