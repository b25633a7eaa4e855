/**
 * "The server may no longer know this session": a 401 on a call that needs one, or the live stream dropping. The
 * session provider listens and asks the server whether the session still stands (decision record 047); whoever
 * reports knows nothing of accounts.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function reportSessionDoubt(): void {
  for (const listener of listeners) listener();
}

export function onSessionDoubt(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
