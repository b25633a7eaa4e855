import { useState } from 'react';
import { Compass, Settings } from 'lucide-react';
import { DISCOVER_MESSAGES, type TDiscoverMode } from '@cuepoint/domain/djs/discover';
import { ENTHUSIAST_DASHBOARD_MESSAGES } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { errorReason } from '../../../lib/error-reason.ts';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import type { EnthusiastProfile } from '../enthusiast-api.ts';
import { queryState } from '../list-state.tsx';
import { TabLink } from '../tab-link.tsx';
import { useDiscoverDjs } from '../use-enthusiast-queries.ts';
import { DiscoverFilters } from './discover-filters.tsx';
import { DjCard } from './dj-card.tsx';

/**
 * Discover (spec 2 §2, 3-public §2): DJs by genre, local (in or travelling to the enthusiast's city) or remote, each
 * card leading to the DJ's page, a page at a time with Load more.
 */
export function DiscoverTab({ profile }: { profile: EnthusiastProfile }) {
  const [genre, setGenre] = useState('');
  const [mode, setMode] = useState<TDiscoverMode>('all');
  const city = profile.city?.trim() ?? '';
  const country = profile.country?.trim() ?? '';
  const needsCity = mode === 'local' && !city;
  const djs = useDiscoverDjs({ genre, mode, city, country }, !needsCity);
  const list = djs.data?.pages.flatMap((page) => page.djs) ?? [];
  const total = djs.data?.pages.at(-1)?.total ?? 0;

  return (
    <DashboardCard title="Discover DJs" icon={<Compass className="size-5" aria-hidden />}>
      <DiscoverFilters genre={genre} mode={mode} onGenreChange={setGenre} onModeChange={setMode} />
      <div className="mt-6">
        {needsCity ? (
          <EmptyState title={DISCOVER_MESSAGES.cityRequired}>
            <p>Add your city in Settings to see the DJs who play there.</p>
            <TabLink tab="settings" className="mt-4" icon={<Settings className="size-4" aria-hidden />}>
              Open Settings
            </TabLink>
          </EmptyState>
        ) : (
          ((djs.data ? null : queryState({ what: 'DJs', query: djs })) ??
          (list.length === 0 ? (
            <EmptyState title={DISCOVER_MESSAGES.empty} />
          ) : (
            <>
              <p role="status" className="mb-4 text-sm text-mist-300">
                Showing {list.length} of {total} {total === 1 ? 'DJ' : 'DJs'}
              </p>
              <ul aria-label="DJs" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {list.map((dj) => (
                  <DjCard key={dj.user_id} dj={dj} />
                ))}
              </ul>
              {djs.hasNextPage ? (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="outline"
                    busy={djs.isFetchingNextPage}
                    onClick={() => void djs.fetchNextPage()}
                  >
                    Load more
                  </Button>
                </div>
              ) : null}
              {djs.isFetchNextPageError ? (
                <p role="alert" className="mt-3 text-center text-sm text-red-300">
                  {ENTHUSIAST_DASHBOARD_MESSAGES.loadFailed('more DJs', errorReason(djs.error))}
                </p>
              ) : null}
            </>
          )))
        )}
      </div>
    </DashboardCard>
  );
}
