/**
 * Runs a single-use call once per key for the life of the page, so React's development double effects (and a
 * remount) do not spend a one-time token twice; every caller gets the same promise.
 */
export function oncePerKey<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const calls = new Map<string, Promise<T>>();
  return (key, run) => {
    let call = calls.get(key);
    if (!call) {
      call = run();
      calls.set(key, call);
    }
    return call;
  };
}
