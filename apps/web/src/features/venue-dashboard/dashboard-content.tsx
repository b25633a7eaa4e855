import { useRef, useState, type ReactNode } from 'react';
import { CalendarDays, ClipboardList, Heart, MapPinned, Radio, Settings } from 'lucide-react';
import type { TVenueSettings } from '@cuepoint/domain/venues/venue-profile';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { Container } from '../../ui/layout.tsx';
import { Tabs, type TabItem } from '../../ui/tabs.tsx';
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
import { VENUE_TABS, VENUE_TAB_LABELS, type VenueTab } from './venue-tabs.ts';

const ICONS: Record<VenueTab, ReactNode> = {
  events: <CalendarDays className="size-4" aria-hidden />,
  inperson_opportunities: <MapPinned className="size-4" aria-hidden />,
  costream_opportunities: <Radio className="size-4" aria-hidden />,
  favorites: <Heart className="size-4" aria-hidden />,
  bookings: <ClipboardList className="size-4" aria-hidden />,
  settings: <Settings className="size-4" aria-hidden />,
};

const TAB_ITEMS: ReadonlyArray<TabItem<VenueTab>> = VENUE_TABS.map((id) => ({
  id,
  label: VENUE_TAB_LABELS[id],
  icon: ICONS[id],
}));

/**
 * The signed-in venue's dashboard (spec 2 §2): the banner, the tabs (the one in ?tab= open) and, beside them on a
 * wide screen or below them on a phone, the analytics, available DJs and quick actions.
 */
export function DashboardContent({ settings }: { settings: TVenueSettings }) {
  const [tab, setTab] = useTabParam(VENUE_TABS);
  const [eventModal, setEventModal] = useState<EventModalState>(null);
  const tabsRef = useRef<HTMLDivElement>(null);

  /** Opens a tab from elsewhere on the page and moves focus (and the view) to it. */
  function openTab(next: VenueTab) {
    setTab(next);
    requestAnimationFrame(() =>
      tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  }

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
      <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div ref={tabsRef} className="min-w-0">
          <Tabs label="Venue dashboard" tabs={TAB_ITEMS} value={tab} onValueChange={setTab}>
            {panels[tab]()}
          </Tabs>
        </div>
        <aside aria-label="Overview" className="flex min-w-0 flex-col gap-6">
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
        </aside>
      </Container>
      <EventModal
        state={eventModal}
        currency={settings.venue_profile.currency}
        onClose={() => setEventModal(null)}
      />
    </>
  );
}
