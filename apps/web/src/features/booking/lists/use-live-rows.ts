import { useCallback, useEffect, useRef, useState } from 'react';
import type { TLiveBookingEvent } from '@cuepoint/domain/booking/live-updates-api';
import { HIGHLIGHT_MS } from '../../live-updates/use-highlight.ts';
import { useLiveUpdates } from '../../live-updates/use-live-updates.ts';

/**
 * Live updates for a list: keeps the tab's stream open (the lists refetch themselves), and highlights for 5 s the
 * rows a change concerned. `rowsOf` names them: a request's id, an offer's, a booking's.
 */
export function useLiveRows(
  rowsOf: (event: TLiveBookingEvent) => Array<number | null | undefined>,
  options: { enabled?: boolean } = {},
) {
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const rows = useRef(rowsOf);
  useEffect(() => {
    rows.current = rowsOf;
  });
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const live = useLiveUpdates((event) => {
    const ids = rows.current(event).filter((id): id is number => typeof id === 'number');
    if (!ids.length) return;
    setHighlighted((current) => new Set([...current, ...ids]));
    for (const id of ids) {
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setHighlighted((current) => {
            const next = new Set(current);
            next.delete(id);
            return next;
          });
        }, HIGHLIGHT_MS),
      );
    }
  }, options);

  const isHighlighted = useCallback((id: number) => highlighted.has(id), [highlighted]);
  return { connected: live.connected, isHighlighted };
}
