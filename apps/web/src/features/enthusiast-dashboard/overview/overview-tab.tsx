import type { EnthusiastProfile } from '../enthusiast-api.ts';
import { BookingRequestCard } from './booking-request-card.tsx';
import { PushBanner } from './push-banner.tsx';
import { StatTiles } from './stat-tiles.tsx';
import { WelcomePanel } from './welcome-panel.tsx';

/**
 * Overview (docs/product/enthusiasts.md): the push banner, the stat tiles, the booking request form and the welcome
 * panel.
 */
export function OverviewTab({ profile }: { profile: EnthusiastProfile }) {
  return (
    <div className="flex flex-col gap-6">
      <PushBanner />
      <StatTiles stats={profile.stats} />
      <BookingRequestCard profile={profile} />
      <WelcomePanel name={profile.display_name} />
    </div>
  );
}
