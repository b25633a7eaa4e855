import { useId } from 'react';
import { RECOMMENDATION_FILTERS, type TRecommendationFilter } from '@cuepoint/domain/matchmaking/api';
import { cn } from '../../../lib/cn.ts';

const LABELS: Record<TRecommendationFilter, string> = { all: 'All', local: 'Local', remote: 'Remote' };

/**
 * The Discover filter (docs/product/matchmaking.md): All, Local or Remote, as a radio group (arrow keys move between
 * them).
 */
export function DiscoverFilters({
  filter,
  onFilterChange,
}: {
  filter: TRecommendationFilter;
  onFilterChange(filter: TRecommendationFilter): void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-mist-200">Where they play</legend>
      <div className="inline-flex rounded-full border border-ink-600 bg-ink-900 p-1">
        {RECOMMENDATION_FILTERS.map((item) => (
          <label
            key={item}
            className={cn(
              'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wave-400',
              filter === item ? 'bg-cue-500 text-ink-950' : 'text-mist-200 hover:text-mist-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={item}
              checked={filter === item}
              onChange={() => onFilterChange(item)}
              className="sr-only"
            />
            {LABELS[item]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
