import { useState } from 'react';
import { Compass, Search, Settings } from 'lucide-react';
import { MATCHMAKING_MESSAGES, type TRecommendationFilter } from '@cuepoint/domain/matchmaking/api';
import { ButtonLink } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { bookingHref } from '../../matchmaking/booking-href.ts';
import { RecommendedDjCard } from '../../matchmaking/recommended-dj-card.tsx';
import { useEnthusiastRecommendations } from '../../matchmaking/use-matchmaking-queries.ts';
import type { EnthusiastProfile } from '../enthusiast-api.ts';
import { useEnthusiastKeys } from '../enthusiast-context.ts';
import { queryState } from '../list-state.tsx';
import { TabLink } from '../tab-link.tsx';
import { DiscoverFilters } from './discover-filters.tsx';

/**
 * Discover (docs/product/matchmaking.md): DJs recommended for the enthusiast's genres, artists and city, each with why,
 * filtered All, Local (in or coming near their city) or Remote; a search for any DJ beside it.
 */
export function DiscoverTab({ profile }: { profile: EnthusiastProfile }) {
  const [filter, setFilter] = useState<TRecommendationFilter>('all');
  const needsCity = filter === 'local' && !profile.city?.trim();
  const recommendations = useEnthusiastRecommendations(useEnthusiastKeys().all, filter, !needsCity);
  const list = recommendations.data?.recommendations ?? [];

  return (
    <DashboardCard
      title="Recommended DJs"
      icon={<Compass className="size-5" aria-hidden />}
      action={
        <ButtonLink to="/search" variant="ghost" size="sm" icon={<Search className="size-4" aria-hidden />}>
          Search all DJs
        </ButtonLink>
      }
    >
      <DiscoverFilters filter={filter} onFilterChange={setFilter} />
      <div className="mt-6">
        {needsCity ? (
          <EmptyState title={MATCHMAKING_MESSAGES.cityRequired}>
            <p>Add your city in Settings to see the DJs who play there.</p>
            <TabLink tab="settings" className="mt-4" icon={<Settings className="size-4" aria-hidden />}>
              Open Settings
            </TabLink>
          </EmptyState>
        ) : (
          ((recommendations.data ? null : queryState({ what: 'recommendations', query: recommendations })) ??
          (list.length === 0 ? (
            <EmptyState title={MATCHMAKING_MESSAGES.empty} />
          ) : (
            <ul aria-label="Recommended DJs" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((dj) => (
                <RecommendedDjCard key={dj.id} dj={dj} bookHref={bookingHref('enthusiast', dj)} />
              ))}
            </ul>
          )))
        )}
      </div>
    </DashboardCard>
  );
}
