import { useEffect, useRef, useState } from 'react';

/** docs/product/notifications.md: a row that changed stays highlighted this long. */
export const HIGHLIGHT_MS = 5_000;

/**
 * True for `ms` after `key` changes (a row's updated time or status), false on the first render: a row that a live
 * update changed is highlighted for 5 seconds, one that was simply loaded is not.
 */
export function useHighlight(key: unknown, ms: number = HIGHLIGHT_MS): boolean {
  // Which key the highlight is for; set while rendering when the key moves on, cleared by the timer.
  const [seen, setSeen] = useState(key);
  const [highlightedKey, setHighlightedKey] = useState<{ key: unknown } | null>(null);
  if (!Object.is(seen, key)) {
    setSeen(key);
    setHighlightedKey({ key });
  }
  const duration = useRef(ms);
  useEffect(() => {
    duration.current = ms;
  });
  useEffect(() => {
    if (!highlightedKey) return undefined;
    const timer = setTimeout(() => setHighlightedKey(null), duration.current);
    return () => clearTimeout(timer);
  }, [highlightedKey]);
  return highlightedKey !== null;
}
