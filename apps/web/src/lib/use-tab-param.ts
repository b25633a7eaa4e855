import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The tab a screen shows, kept in its address as ?tab= (so a link or a reload opens the same tab): an unknown or
 * missing value is the first tab, and choosing the first tab drops the parameter. Switching tabs replaces the
 * history entry instead of adding one per click.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = tabs[0] as T;
  const raw = params.get('tab');
  const current = tabs.find((tab) => tab === raw) ?? fallback;
  const choose = useCallback(
    (next: T) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === fallback) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, fallback],
  );
  return [current, choose];
}
