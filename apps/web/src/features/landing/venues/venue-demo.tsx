import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ToastProvider } from '../../../ui/toast.tsx';
import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import { DEMO_OPENING_HOURS } from '@cuepoint/domain/venues/opening-hours';
import { DEMO_DELAYS_MS } from '@cuepoint/domain/demo/demo-delays';
import { EventModal, type EventModalState } from '../../venue-dashboard/events/event-modal.tsx';
import type { EventSave } from '../../venue-dashboard/events/events-api.ts';
import { VenueUserContext } from '../../venue-dashboard/venue-keys.ts';
import { CoStreamVenueSearchContext } from '../../venue-dashboard/events/destinations-field.tsx';
import { useOpenTab, VenueDashboardLayout } from '../../venue-dashboard/venue-dashboard-layout.tsx';
import type { VenueTab } from '../../venue-dashboard/venue-tabs.ts';
import { VenueBannerView } from '../../venue-dashboard/header/venue-banner.tsx';
import { useLocalImage } from '../demo/use-local-image.ts';
import { AnalyticsView } from '../../venue-dashboard/side/analytics-card.tsx';
import { QuickActionsCard } from '../../venue-dashboard/side/quick-actions-card.tsx';
import { DemoBookingUpdatesCard } from '../demo/demo-booking-updates-card.tsx';
import { useOfferSimulation } from '../demo/use-offer-simulation.ts';
import { demoPause } from '../demo/demo-pause.ts';
import { DemoBookingStatus } from './demo-booking-status.tsx';
import { demoSavedEvent } from './demo-event-save.ts';
import {
  DemoEventsTab,
  DemoFavoritesTab,
  DemoOpportunitiesTab,
  DemoSettingsTab,
} from './demo-venue-tabs.tsx';
import {
  DEMO_FAVORITE_DJS,
  DEMO_OFFER_HOURS,
  DEMO_VENUE,
  demoVenueAnalytics,
  demoVenueEvents,
  demoVenueOffers,
  searchDemoVenues,
} from './venue-demo-data.ts';

/**
 * The venue page's demo dashboard (docs/product/content.md): the venue dashboard's own banner, tabs and side cards on a
 * sample venue, its offers moved by the simulation. Everything stays in this page's memory.
 */
export function VenueDemo() {
  return (
    // The dashboard's parts read the venue's account (for their cache keys) and toasts: a demo account of its own.
    <VenueUserContext.Provider value={0}>
      <CoStreamVenueSearchContext.Provider value={searchDemoVenues}>
        <ToastProvider>
          <VenueDemoContent />
        </ToastProvider>
      </CoStreamVenueSearchContext.Provider>
    </VenueUserContext.Provider>
  );
}

function VenueDemoContent() {
  const [tab, setTab] = useState<VenueTab>('events');
  const [events, setEvents] = useState(demoVenueEvents);
  const [eventModal, setEventModal] = useState<EventModalState>(null);
  const latestEvents = useRef(events);
  useEffect(() => {
    latestEvents.current = events;
  }, [events]);
  const [favorites, setFavorites] = useState<string[]>(DEMO_FAVORITE_DJS);
  const [hours, setHours] = useState(DEMO_OPENING_HOURS);
  const simulation = useOfferSimulation(demoVenueOffers());
  const banner = useLocalImage();
  const { tabsRef, openTab } = useOpenTab(setTab);

  /**
   * The event form's save, kept on this page after the demo's simulated while: the picked flyer becomes a preview,
   * nothing is sent.
   */
  async function saveEvent(save: EventSave): Promise<TVenueEvent> {
    await demoPause(DEMO_DELAYS_MS.eventSave);
    const flyer = save.flyer ? URL.createObjectURL(save.flyer) : null;
    const saved = demoSavedEvent(save, latestEvents.current, flyer);
    setEvents((current) => [...current.filter((item) => item.id !== saved.id), saved]);
    return saved;
  }

  const panels: Record<VenueTab, () => ReactNode> = {
    events: () => (
      <DemoEventsTab
        events={events}
        onAdd={() => setEventModal({ mode: 'add' })}
        onDelete={(id) => setEvents((current) => current.filter((item) => item.id !== id))}
        onEdit={(item) => setEventModal({ mode: 'edit', event: item })}
      />
    ),
    inperson_opportunities: () => <DemoOpportunitiesTab kind="in-person" />,
    costream_opportunities: () => <DemoOpportunitiesTab kind="co-stream" />,
    favorites: () => (
      <DemoFavoritesTab
        favorites={favorites}
        onRemove={(name) => setFavorites((current) => current.filter((item) => item !== name))}
      />
    ),
    bookings: () => <DemoBookingStatus simulation={simulation} />,
    settings: () => <DemoSettingsTab hours={hours} onSaveHours={setHours} />,
  };

  return (
    <>
      <VenueBannerView profile={DEMO_VENUE} banner={banner} />
      <VenueDashboardLayout
        tab={tab}
        onTabChange={setTab}
        tabsRef={tabsRef}
        overview={
          <>
            <DemoBookingUpdatesCard
              offers={simulation.offers}
              isHighlighted={simulation.isHighlighted}
              currency={DEMO_VENUE.currency}
              hours={DEMO_OFFER_HOURS}
            />
            <AnalyticsView numbers={demoVenueAnalytics(events, favorites.length)} />
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
        currency={DEMO_VENUE.currency}
        onClose={() => setEventModal(null)}
        saveEvent={saveEvent}
      />
    </>
  );
}
