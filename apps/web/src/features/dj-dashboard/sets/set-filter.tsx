import { ToggleGroup } from 'radix-ui';
import { cn } from '../../../lib/cn.ts';
import type { TDjSet } from './sets-api.ts';

export const SET_FILTERS = ['all', 'audio', 'video'] as const;
export type TSetFilter = (typeof SET_FILTERS)[number];
const LABELS: Record<TSetFilter, string> = { all: 'All', audio: 'Audio', video: 'Video' };

/** docs/product/djs.md: All shows every set (tracklist-only ones too); Audio and Video show that type. */
export function filterSets(sets: readonly TDjSet[], filter: TSetFilter): TDjSet[] {
  return filter === 'all' ? [...sets] : sets.filter((set) => set.set_type === filter);
}

/** All / Audio / Video as one choice: a radio group (arrow keys move, the chosen one is announced as checked). */
export function SetFilter({
  value,
  onChange,
  counts,
}: {
  value: TSetFilter;
  onChange(next: TSetFilter): void;
  counts: Record<TSetFilter, number>;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Clicking the chosen filter again keeps it: one is always chosen.
      onValueChange={(next) => (next ? onChange(next as TSetFilter) : undefined)}
      aria-label="Show sets"
      className="inline-flex rounded-full border border-ink-600 bg-ink-900 p-1"
    >
      {SET_FILTERS.map((filter) => (
        <ToggleGroup.Item
          key={filter}
          value={filter}
          className={cn(
            'rounded-full px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-wave-400',
            value === filter ? 'bg-cue-500 text-ink-950' : 'text-mist-200 hover:bg-ink-700',
          )}
        >
          {LABELS[filter]}
          <span className={cn('ml-1.5 text-xs', value === filter ? 'text-ink-900' : 'text-mist-400')}>
            {counts[filter]}
          </span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
