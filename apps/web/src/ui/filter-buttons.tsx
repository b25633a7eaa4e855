import { useSearchParams } from 'react-router';
import { cn } from '../lib/cn.ts';
import { FOCUS_RING_CLASSES } from './field.tsx';

/** One filter: its query value (null: everything), label and how many it holds. */
export type FilterOption<T extends string> = { value: T | null; label: string; count: number };

/**
 * A row of filter buttons (`aria-pressed`) for a list whose filter is a query parameter, so reload and Back keep
 * it (docs/product/djs.md, "Inbox"; docs/product/booking-requests.md, "Your bookings").
 */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<FilterOption<T>>;
  value: T | null;
  onChange(next: T | null): void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors',
              FOCUS_RING_CLASSES,
              pressed
                ? 'border-cue-400 bg-cue-500/15 text-mist-100'
                : 'border-ink-600 text-mist-300 hover:text-mist-100',
            )}
          >
            {option.label}
            <span className="text-xs text-mist-400">{option.count}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A query parameter's value when it is one of `values`, else null (no filter). */
export function filterParam<T extends string>(raw: string | null, values: readonly T[]): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/**
 * A list's filter kept in the query parameter `param`: its value when it is one of `values` (else null, no filter),
 * how to change it (keeping the other parameters), and the buttons' options with how many of `groups` each holds.
 */
export function useFilterParam<T extends string>(param: string, values: readonly T[]) {
  const [search, setSearch] = useSearchParams();
  const value = filterParam<T>(search.get(param), values);
  const change = (next: T | null) => {
    const params = new URLSearchParams(search);
    if (next) params.set(param, next);
    else params.delete(param);
    setSearch(params);
  };
  const options = (groups: readonly T[], labels: Record<T, string>): Array<FilterOption<T>> => [
    { value: null, label: 'All', count: groups.length },
    ...values.map((group) => ({
      value: group,
      label: labels[group],
      count: groups.filter((each) => each === group).length,
    })),
  ];
  return { value, change, options, search };
}
