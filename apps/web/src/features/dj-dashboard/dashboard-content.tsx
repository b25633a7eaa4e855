import { Container } from '../../ui/layout.tsx';
import type { DashboardProfile } from './dashboard-api.ts';
import { ProfileHeader } from './header/profile-header.tsx';
import { ProfileCard } from './profile/profile-card.tsx';
import { GenresCard } from './genres/genres-card.tsx';
import { FeatureCard, offersFeaturing } from './overview/feature-card.tsx';
import { ProfileSummaryCard } from './overview/profile-summary-card.tsx';
import { EarningsCard } from './overview/earnings-card.tsx';
import { HourlyRateCard } from './rate/hourly-rate-card.tsx';
import { StandardTermsCard } from './rate/standard-terms-card.tsx';
import { PerformanceHoursCard } from './availability/performance-hours-card.tsx';
import { TravelAvailabilityCard } from './availability/travel-availability-card.tsx';
import { DjSetsCard } from './sets/dj-sets-card.tsx';
import { MixcloudCard } from './mixcloud/mixcloud-card.tsx';
import { AnnouncedSetsCard } from './announce/announced-sets-card.tsx';
import { DjNav, DJ_OVERVIEW_SECTIONS } from '../dj-workspace/dj-nav.tsx';
import { InboxSummaryCard } from '../dj-workspace/overview/inbox-summary-card.tsx';
import { PayoutsCard } from './payouts/payouts-card.tsx';

/**
 * The signed-in DJ's dashboard (docs/product/djs.md): the DJ's pages' navigation, then two columns on a wide screen
 * (the work on the left, the overview on the right), one column on a phone, where the inbox's summary comes first (what
 * waits for an answer, the next booking, the way to the inbox) and the rest of the overview after the work. Cards that
 * depend on the performance types show only for the DJs they concern.
 */
export function DashboardContent({ profile }: { profile: DashboardProfile }) {
  const remote = profile.accepts_remote_venues || profile.accepts_remote_private;
  return (
    <>
      <DjNav />
      <ProfileHeader profile={profile} />
      <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-label="Bookings" className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-start-1">
          <InboxSummaryCard />
        </section>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div id={DJ_OVERVIEW_SECTIONS.profile} className="scroll-mt-24">
            <ProfileCard profile={profile} />
          </div>
          <GenresCard profile={profile} />
          <div id={DJ_OVERVIEW_SECTIONS.sets} className="scroll-mt-24">
            <DjSetsCard />
          </div>
          <MixcloudCard />
          <AnnouncedSetsCard profile={profile} />
          <PerformanceHoursCard />
          {profile.accepts_in_person ? <TravelAvailabilityCard /> : null}
        </div>
        <aside
          aria-label="Overview"
          className="flex min-w-0 flex-col gap-6 self-start lg:col-start-2 lg:row-start-2"
        >
          <ProfileSummaryCard profile={profile} />
          <PayoutsCard />
          {offersFeaturing(profile) ? <FeatureCard profile={profile} /> : null}
          {remote || profile.accepts_in_person ? <HourlyRateCard profile={profile} /> : null}
          <StandardTermsCard profile={profile} />
          <EarningsCard />
        </aside>
      </Container>
    </>
  );
}
