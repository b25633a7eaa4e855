import { useCallback, useEffect, useState } from 'react';
import { readPushStatus, type PushStatus } from './push-actions.ts';

/** This browser's push status, read once mounted (the server render knows nothing of it) and on `refresh()`. */
export function usePushStatus() {
  const [state, setState] = useState<{ status: PushStatus; subscribed: boolean }>({
    status: 'checking',
    subscribed: false,
  });
  const refresh = useCallback(async () => {
    const next = await readPushStatus();
    setState(next);
    return next;
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { ...state, refresh };
}
