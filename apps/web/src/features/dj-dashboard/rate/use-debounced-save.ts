import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

/**
 * Saves the latest value once changes have stopped for `delayMs` (docs/product/djs.md: the hourly rate after 1 s). A
 * value still waiting when the card goes away is saved then, so leaving the page right after typing loses nothing.
 */
export function useDebouncedSave<T>(save: (value: T) => Promise<unknown>, delayMs: number) {
  const [state, setState] = useState<SaveState>('idle');
  const saveRef = useRef(save);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    if (mounted.current) setState('saving');
    try {
      await saveRef.current(next.value);
      if (mounted.current && !pending.current) setState('saved');
    } catch {
      if (mounted.current && !pending.current) setState('failed');
    }
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setState('waiting');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  /** Drops a value that became invalid before it was sent. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    setState('idle');
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void flush();
    };
  }, [flush]);

  return { state, schedule, cancel, flush };
}
