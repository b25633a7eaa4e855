import { ENTHUSIAST_STAT_TILES } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import type { EnthusiastProfile } from '../enthusiast-api.ts';

/** The four stat tiles (docs/product/enthusiasts.md), from the profile's stats. */
export function StatTiles({ stats }: { stats: EnthusiastProfile['stats'] }) {
  return (
    <section aria-labelledby="enthusiast-stats-title">
      <h2 id="enthusiast-stats-title" className="sr-only">
        Your activity
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {ENTHUSIAST_STAT_TILES.map((tile) => (
          <div
            key={tile.key}
            className="flex flex-col-reverse gap-1 rounded-2xl border border-ink-600 bg-ink-850 p-4 sm:p-5"
          >
            <dt className="text-sm text-mist-300">{tile.label}</dt>
            <dd className="font-display text-3xl font-bold text-mist-100 sm:text-4xl">
              {stats[tile.key].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
