import { useRef, useState, type ReactNode } from 'react';
import { CalendarDays, Compass, Heart, Star, UserRoundSearch, Zap } from 'lucide-react';
import type { TRecommendationFilter } from '@cuepoint/domain/matchmaking/api';
import { Container } from '../../../ui/layout.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { Badge, EmptyState } from '../../../ui/feedback.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { Tabs, type TabItem } from '../../../ui/tabs.tsx';
import { StatTiles } from '../../enthusiast-dashboard/overview/stat-tiles.tsx';
import { DiscoverFilters } from '../../enthusiast-dashboard/discover/discover-filters.tsx';
import { FavoriteList } from '../../enthusiast-dashboard/favorites/favorite-list.tsx';
import { ListedEventItem } from '../../enthusiast-dashboard/events/listed-event-item.tsx';
import {
  DEMO_ENTHUSIAST,
  DEMO_FAVORITE_ARTISTS,
  DEMO_RECOMMENDED_DJS,
  demoEvents,
  filterDemoDjs,
} from './enthusiast-demo-data.ts';

type DemoTab = 'recommendations' | 'favorites' | 'events';

const TAB_ITEMS: ReadonlyArray<TabItem<DemoTab>> = [
  { id: 'recommendations', label: 'DJ Recommendations', icon: <Compass className="size-4" aria-hidden /> },
  { id: 'favorites', label: 'Manage Favorite Artists', icon: <Heart className="size-4" aria-hidden /> },
  { id: 'events', label: 'Upcoming Events', icon: <CalendarDays className="size-4" aria-hidden /> },
];

function Recommendations() {
  const [filter, setFilter] = useState<TRecommendationFilter>('all');
  const list = filterDemoDjs(DEMO_RECOMMENDED_DJS, filter);
  return (
    <div className="flex flex-col gap-6">
      <DiscoverFilters filter={filter} onFilterChange={setFilter} />
      {list.length ? (
        <ul aria-label="Recommended DJs" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((dj) => (
            <li key={dj.id} className="flex flex-col gap-2 rounded-2xl border border-ink-600 bg-ink-900 p-4">
              <h3 className="font-display text-lg font-semibold">{dj.name}</h3>
              <p className="text-sm text-mist-300">{dj.location}</p>
              <ul aria-label={`Genres of ${dj.name}`} className="flex flex-wrap gap-1.5">
                {dj.genres.map((genre) => (
                  <li key={genre}>
                    <Badge>{genre}</Badge>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-mist-200">Similar to {dj.similarTo.join(', ')}</p>
              <p className="flex items-center gap-1 text-sm text-mist-200">
                <Star className="size-4 text-amber-300" aria-hidden />
                {dj.rating.toFixed(1)} · answers {dj.responseTime} · {dj.approvalRate}% accepted
              </p>
              <p className="text-sm text-mist-300">{dj.availability}</p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No DJs found matching your filter criteria." />
      )}
    </div>
  );
}

function FavoriteArtists() {
  const [artists, setArtists] = useState<string[]>(DEMO_FAVORITE_ARTISTS);
  const [text, setText] = useState('');
  const name = text.trim();
  const add = () => {
    if (!name || artists.some((artist) => artist.toLowerCase() === name.toLowerCase())) return;
    setArtists((current) => [...current, name]);
    setText('');
  };
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <TextField
          label="Add an artist"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" disabled={!name}>
          Add
        </Button>
      </form>
      {artists.length ? (
        <FavoriteList
          label="Favorite artists"
          items={artists.map((artist, index) => ({ id: index, name: artist }))}
          removing={null}
          onRemove={(artist) => setArtists((current) => current.filter((item) => item !== artist))}
        />
      ) : (
        <EmptyState title="No favorite artists yet" />
      )}
    </div>
  );
}

function UpcomingEvents() {
  return (
    <ul aria-label="Upcoming events" className="flex flex-col gap-3">
      {demoEvents().map((event) => (
        <ListedEventItem key={event.id} event={event} />
      ))}
    </ul>
  );
}

/**
 * The enthusiast page's demo dashboard (docs/product/content.md): DJ Recommendations with All/Local/Remote, Manage
 * Favorite Artists and Upcoming Events, Your Activity and Quick Actions, on sample data that stays on this page.
 */
export function EnthusiastDemo() {
  const [tab, setTab] = useState<DemoTab>('recommendations');
  const tabsRef = useRef<HTMLDivElement>(null);
  const openTab = (next: DemoTab) => {
    setTab(next);
    requestAnimationFrame(() =>
      tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  };
  const panels: Record<DemoTab, () => ReactNode> = {
    recommendations: () => <Recommendations />,
    favorites: () => <FavoriteArtists />,
    events: () => <UpcomingEvents />,
  };
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">
          Music Enthusiast Dashboard
        </p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Welcome back, {DEMO_ENTHUSIAST.name}</h1>
        <p className="mt-2 text-mist-300">{DEMO_ENTHUSIAST.city}</p>
      </header>
      <DashboardCard title="Your Activity" icon={<UserRoundSearch className="size-5" aria-hidden />}>
        <StatTiles stats={{ events_attended: 7, favorite_djs: 4, requests_made: 3, upcoming_events: 3 }} />
      </DashboardCard>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div ref={tabsRef} className="min-w-0">
          <Tabs
            label="Music enthusiast dashboard"
            tabs={TAB_ITEMS}
            value={tab}
            onValueChange={(next) => setTab(next as DemoTab)}
          >
            {panels[tab]()}
          </Tabs>
        </div>
        <aside aria-label="Overview" className="flex min-w-0 flex-col gap-6">
          <DashboardCard title="Quick Actions" icon={<Zap className="size-5" aria-hidden />}>
            <div className="flex flex-col gap-2">
              <Button variant="secondary" onClick={() => openTab('recommendations')}>
                Discover DJs
              </Button>
              <Button variant="secondary" onClick={() => openTab('favorites')}>
                Manage favorite artists
              </Button>
              <Button variant="secondary" onClick={() => openTab('events')}>
                See upcoming events
              </Button>
            </div>
          </DashboardCard>
        </aside>
      </div>
    </Container>
  );
}
