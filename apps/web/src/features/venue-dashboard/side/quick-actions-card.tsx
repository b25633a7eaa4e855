import { CalendarPlus, Heart, Settings, UserPlus, Zap } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { BOOK_DJ_PATH } from '../header/venue-banner.tsx';

const itemClasses =
  'flex w-full items-center gap-3 rounded-xl bg-ink-900 px-4 py-3 text-left text-sm font-semibold text-mist-100 transition-colors hover:bg-ink-700';

function Icon({ children }: { children: ReactNode }) {
  return <span className="text-cue-400">{children}</span>;
}

/** Quick Actions (docs/product/venues.md): each leads to a real place of the dashboard. */
export function QuickActionsCard({
  onAddEvent,
  onOpenSettings,
  onOpenFavorites,
}: {
  onAddEvent(): void;
  onOpenSettings(): void;
  onOpenFavorites(): void;
}) {
  return (
    <DashboardCard title="Quick Actions" icon={<Zap className="size-5" aria-hidden />}>
      <ul className="flex flex-col gap-2">
        <li>
          <button type="button" className={itemClasses} onClick={onAddEvent}>
            <Icon>
              <CalendarPlus className="size-5" aria-hidden />
            </Icon>
            Add an event
          </button>
        </li>
        <li>
          <Link to={BOOK_DJ_PATH} className={itemClasses}>
            <Icon>
              <UserPlus className="size-5" aria-hidden />
            </Icon>
            Book a DJ
          </Link>
        </li>
        <li>
          <button type="button" className={itemClasses} onClick={onOpenFavorites}>
            <Icon>
              <Heart className="size-5" aria-hidden />
            </Icon>
            Manage favorite DJs
          </button>
        </li>
        <li>
          <button type="button" className={itemClasses} onClick={onOpenSettings}>
            <Icon>
              <Settings className="size-5" aria-hidden />
            </Icon>
            Edit venue settings
          </button>
        </li>
      </ul>
    </DashboardCard>
  );
}
