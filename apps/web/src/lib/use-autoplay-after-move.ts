import { useEffect, useState } from 'react';
import { PLAYER_AUTOPLAY_DELAY_MS } from '@cuepoint/domain/djs/set-platforms';

/**
 * Whether the set now shown may start by itself: only once the listener moved to it, PLAYER_AUTOPLAY_DELAY_MS after
 * the latest move (never on first load). Call `moved` on every move.
 */
export function useAutoplayAfterMove() {
  const [moves, setMoves] = useState(0);
  const [autoplay, setAutoplay] = useState(false);
  useEffect(() => {
    if (!moves) return;
    setAutoplay(false);
    const timer = window.setTimeout(() => setAutoplay(true), PLAYER_AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [moves]);
  return { autoplay, moved: () => setMoves((value) => value + 1) };
}
