import { useId } from 'react';
import { DJ_GENRES } from '@cuepoint/domain/catalog/genre-list';
import type { TDiscoverMode } from '@cuepoint/domain/djs/discover';
import { cn } from '../../../lib/cn.ts';
import { SelectField } from '../../../ui/field.tsx';

const MODES: ReadonlyArray<{ id: TDiscoverMode; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'local', label: 'Local' },
  { id: 'remote', label: 'Remote' },
];

/** The Discover filters: a genre, and All/Local/Remote as a radio group (arrow keys move between them). */
export function DiscoverFilters({
  genre,
  mode,
  onGenreChange,
  onModeChange,
}: {
  genre: string;
  mode: TDiscoverMode;
  onGenreChange(genre: string): void;
  onModeChange(mode: TDiscoverMode): void;
}) {
  const name = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <SelectField
        label="Genre"
        value={genre}
        onChange={(event) => onGenreChange(event.target.value)}
        wrapperClassName="sm:w-64"
      >
        <option value="">All genres</option>
        {DJ_GENRES.map((item) => (
          <option key={item} value={item}>
            {item}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-mist-200">Where they play</legend>
        <div className="inline-flex rounded-full border border-ink-600 bg-ink-900 p-1">
          {MODES.map((item) => (
            <label
              key={item.id}
              className={cn(
                'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wave-400',
                mode === item.id ? 'bg-cue-500 text-ink-950' : 'text-mist-200 hover:text-mist-100',
              )}
            >
              <input
                type="radio"
                name={name}
                value={item.id}
                checked={mode === item.id}
                onChange={() => onModeChange(item.id)}
                className="sr-only"
              />
              {item.label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
