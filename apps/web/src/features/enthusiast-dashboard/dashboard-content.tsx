import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CalendarDays, Compass, Heart, LayoutDashboard, MapPin, Settings } from 'lucide-react';
import {
  ENTHUSIAST_TAB_LABELS,
  ENTHUSIAST_TABS,
  type TEnthusiastTab,
} from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { Container } from '../../ui/layout.tsx';
import { Tabs, type TabItem } from '../../ui/tabs.tsx';
import type { EnthusiastProfile } from './enthusiast-api.ts';
import { placeLine } from '../../lib/place-time-format.ts';
import { TabFocusContext } from './tab-link.tsx';
import { OverviewTab } from './overview/overview-tab.tsx';
import { EventsTab } from './events/events-tab.tsx';
import { FavoritesTab } from './favorites/favorites-tab.tsx';
import { DiscoverTab } from './discover/discover-tab.tsx';
import { SettingsTab } from './settings/settings-tab.tsx';

const icon = { className: 'size-4', 'aria-hidden': true } as const;
const TAB_ICONS: Record<TEnthusiastTab, ReactNode> = {
  overview: <LayoutDashboard {...icon} />,
  events: <CalendarDays {...icon} />,
  favorites: <Heart {...icon} />,
  discover: <Compass {...icon} />,
  settings: <Settings {...icon} />,
};
const TAB_ITEMS: ReadonlyArray<TabItem<TEnthusiastTab>> = ENTHUSIAST_TABS.map((id) => ({
  id,
  label: ENTHUSIAST_TAB_LABELS[id],
  icon: TAB_ICONS[id],
}));

/**
 * The signed-in enthusiast's dashboard (docs/product/enthusiasts.md): a greeting, then the tabs overview, events,
 * favorites, discover and settings, the chosen one kept in the address as ?tab= (a reload or a shared link opens the
 * same tab).
 */
/** 'Welcome back' once the account has done something here (a request, a favorite DJ, an event); a new one is welcomed. */
function isReturning(profile: {
  stats?: { requests_made?: number; favorite_djs?: number; events_attended?: number } | null;
}): boolean {
  const stats = profile.stats;
  return (stats?.requests_made ?? 0) + (stats?.favorite_djs ?? 0) + (stats?.events_attended ?? 0) > 0;
}

export function DashboardContent({ profile }: { profile: EnthusiastProfile }) {
  const [tab, setTab] = useTabParam(ENTHUSIAST_TABS);
  const tabsRef = useRef<HTMLDivElement>(null);
  // A link in a panel opened another tab: once it shows, focus goes to its tab.
  const [focusTarget, setFocusTarget] = useState<TEnthusiastTab | null>(null);
  useEffect(() => {
    if (focusTarget !== tab) return;
    setFocusTarget(null);
    const selected = tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    selected?.focus();
  }, [focusTarget, tab]);
  const place = placeLine(profile.city, profile.country);
  return (
    <TabFocusContext.Provider value={setFocusTarget}>
      <div className="border-b border-ink-700 bg-ink-950">
        <Container className="py-8 sm:py-10">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">Music Enthusiast</p>
          <h1 className="mt-2 break-words text-3xl font-bold sm:text-4xl">
            {isReturning(profile) ? 'Welcome back' : 'Welcome'}, {profile.display_name}
          </h1>
          <p className="mt-3 flex items-center gap-2 text-mist-300">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {place ?? 'Not specified'}
          </p>
        </Container>
      </div>
      <Container className="pb-16 pt-4 sm:pt-6">
        <div ref={tabsRef} className="scroll-mt-20">
          <Tabs label="Enthusiast dashboard" tabs={TAB_ITEMS} value={tab} onValueChange={setTab}>
            {tab === 'overview' ? <OverviewTab profile={profile} /> : null}
            {tab === 'events' ? <EventsTab profile={profile} /> : null}
            {tab === 'favorites' ? <FavoritesTab /> : null}
            {tab === 'discover' ? <DiscoverTab profile={profile} /> : null}
            {tab === 'settings' ? <SettingsTab profile={profile} /> : null}
          </Tabs>
        </div>
      </Container>
    </TabFocusContext.Provider>
  );
}
