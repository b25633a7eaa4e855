import type { ReactNode } from 'react';
import { ArrowRight, CalendarDays, Compass, Heart } from 'lucide-react';
import type { TEnthusiastTab } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { TabLink } from '../tab-link.tsx';

const ACTIONS: ReadonlyArray<{ tab: TEnthusiastTab; title: string; text: string; icon: ReactNode }> = [
  {
    tab: 'discover',
    title: 'Discover DJs',
    text: 'Browse DJs by genre, near you or streaming from anywhere.',
    icon: <Compass className="size-6" aria-hidden />,
  },
  {
    tab: 'events',
    title: 'Attend Events',
    text: 'See live events and streams near your city, nearest first.',
    icon: <CalendarDays className="size-6" aria-hidden />,
  },
  {
    tab: 'favorites',
    title: 'Build Your Collection',
    text: 'Keep the artists and DJs you love in one place.',
    icon: <Heart className="size-6" aria-hidden />,
  },
];

/** The welcome panel (docs/product/enthusiasts.md): three ways into the dashboard, each opening its tab. */
export function WelcomePanel({ name }: { name: string }) {
  return (
    <DashboardCard title={`Welcome to Cuepoint, ${name}`}>
      <p className="mb-5 text-mist-300">
        Find DJs you love, see where they play next and follow their streams.
      </p>
      <ul className="grid gap-4 md:grid-cols-3">
        {ACTIONS.map((action) => (
          <li
            key={action.tab}
            className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-900 p-4"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-cue-500/15 text-cue-400">
              {action.icon}
            </span>
            <h3 className="font-display text-lg font-semibold">{action.title}</h3>
            <p className="flex-1 text-sm text-mist-300">{action.text}</p>
            <TabLink
              tab={action.tab}
              className="self-start"
              icon={<ArrowRight className="size-4" aria-hidden />}
            >
              {action.title}
            </TabLink>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
