import { useState, type ReactNode } from 'react';
import type { TVenueSettings } from '@cuepoint/domain/venues/venue-profile';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { BookingsTab } from './bookings/bookings-tab.tsx';
import { EventModal, type EventModalState } from './events/event-modal.tsx';
import { EventsTab } from './events/events-tab.tsx';
import { FavoritesTab } from './favorites/favorites-tab.tsx';
import { VenueBanner } from './header/venue-banner.tsx';
import { CoStreamTab } from './opportunities/co-stream-tab.tsx';
import { InPersonTab } from './opportunities/in-person-tab.tsx';
import { SettingsTab } from './settings/settings-tab.tsx';
import { AnalyticsCard } from './side/analytics-card.tsx';
import { AvailableDjsCard } from './side/available-djs-card.tsx';
import { VenueRecommendationsCard } from '../matchmaking/venue-recommendations-card.tsx';
import { QuickActionsCard } from './side/quick-actions-card.tsx';
import { RecentBookingUpdatesCard } from './side/recent-booking-updates-card.tsx';
import { useOpenTab, VenueDashboardLayout } from './venue-dashboard-layout.tsx';
import { VENUE_TABS, type VenueTab } from './venue-tabs.ts';

/**
 * The signed-in venue's dashboard (docs/product/venues.md): the banner, the tabs (the one in ?tab= open) and, beside
 * them on a wide screen or below them on a phone, the analytics, available DJs and quick actions.
 */
export function DashboardContent({ settings }: { settings: TVenueSettings }) {
  const [tab, setTab] = useTabParam(VENUE_TABS);
  const [eventModal, setEventModal] = useState<EventModalState>(null);
  const { tabsRef, openTab } = useOpenTab(setTab);

  const panels: Record<VenueTab, () => ReactNode> = {
    events: () => (
      <EventsTab
        onAdd={() => setEventModal({ mode: 'add' })}
        onEdit={(event) => setEventModal({ mode: 'edit', event })}
      />
    ),
    inperson_opportunities: () => <InPersonTab />,
    costream_opportunities: () => <CoStreamTab />,
    favorites: () => <FavoritesTab />,
    bookings: () => <BookingsTab />,
    settings: () => <SettingsTab settings={settings} />,
  };

  return (
    <>
      <VenueBanner profile={settings.venue_profile} />
      <VenueDashboardLayout
        tab={tab}
        onTabChange={setTab}
        tabsRef={tabsRef}
        overview={
          <>
            <RecentBookingUpdatesCard />
            <AnalyticsCard />
            <AvailableDjsCard />
            <VenueRecommendationsCard />
            <QuickActionsCard
              onAddEvent={() => {
                setTab('events');
                setEventModal({ mode: 'add' });
              }}
              onOpenFavorites={() => openTab('favorites')}
              onOpenSettings={() => openTab('settings')}
            />
          </>
        }
      >
        {panels[tab]()}
      </VenueDashboardLayout>
      <EventModal
        state={eventModal}
        currency={settings.venue_profile.currency}
        onClose={() => setEventModal(null)}
      />
    </>
  );
}
