import { useRef, type ReactNode, type RefObject } from 'react';
import { CalendarDays, ClipboardList, Heart, MapPinned, Radio, Settings } from 'lucide-react';
import { Container } from '../../ui/layout.tsx';
import { Tabs, type TabItem } from '../../ui/tabs.tsx';
import { VENUE_TABS, VENUE_TAB_LABELS, type VenueTab } from './venue-tabs.ts';

const ICONS: Record<VenueTab, ReactNode> = {
  events: <CalendarDays className="size-4" aria-hidden />,
  inperson_opportunities: <MapPinned className="size-4" aria-hidden />,
  costream_opportunities: <Radio className="size-4" aria-hidden />,
  favorites: <Heart className="size-4" aria-hidden />,
  bookings: <ClipboardList className="size-4" aria-hidden />,
  settings: <Settings className="size-4" aria-hidden />,
};

const VENUE_TAB_ITEMS: ReadonlyArray<TabItem<VenueTab>> = VENUE_TABS.map((id) => ({
  id,
  label: VENUE_TAB_LABELS[id],
  icon: ICONS[id],
}));

/** `openTab` opens a tab from elsewhere on the page and moves focus (and the view) to it, in the tabs at `tabsRef`. */
export function useOpenTab(setTab: (tab: VenueTab) => void) {
  const tabsRef = useRef<HTMLDivElement>(null);
  function openTab(next: VenueTab) {
    setTab(next);
    requestAnimationFrame(() =>
      tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  }
  return { tabsRef, openTab };
}

/**
 * The venue dashboard's body (the dashboard and the venues page's demo of it): the tabs with the open one's panel
 * and, beside them on a wide screen or below them on a phone, the overview cards.
 */
export function VenueDashboardLayout({
  tab,
  onTabChange,
  tabsRef,
  overview,
  children,
}: {
  tab: VenueTab;
  onTabChange: (tab: VenueTab) => void;
  tabsRef: RefObject<HTMLDivElement | null>;
  overview: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div ref={tabsRef} className="min-w-0">
        <Tabs label="Venue dashboard" tabs={VENUE_TAB_ITEMS} value={tab} onValueChange={onTabChange}>
          {children}
        </Tabs>
      </div>
      <aside aria-label="Overview" className="flex min-w-0 flex-col gap-6">
        {overview}
      </aside>
    </Container>
  );
}
