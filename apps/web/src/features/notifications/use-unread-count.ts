import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../lib/api.ts';
import { fetchUnreadCount, LIST_KEY, UNREAD_KEY } from './notifications-api.ts';

const UNREAD_EVENT = 'unread';
const RECONNECT_MS = [1_000, 2_000, 5_000, 15_000, 30_000];

/**
 * The unread count, kept live by GET /notifications/updates (server-sent events): each change sets the count and
 * refreshes an open list. Reconnects with backoff after a drop; the count is read again on reconnect.
 */
export function useUnreadCount(enabled: boolean): number | undefined {
  const client = useQueryClient();
  const query = useQuery({ queryKey: UNREAD_KEY, queryFn: fetchUnreadCount, enabled, staleTime: 60_000 });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const open = () => {
      source = new EventSource(apiUrl('/notifications/updates'));
      source.addEventListener('open', () => {
        attempt = 0;
      });
      source.addEventListener(UNREAD_EVENT, (message) => {
        try {
          const count = (JSON.parse(String((message as MessageEvent).data)) as { unread_count?: unknown })
            .unread_count;
          if (typeof count !== 'number') return;
          const before = client.getQueryData<number>(UNREAD_KEY);
          client.setQueryData(UNREAD_KEY, count);
          if (before !== undefined && before !== count) void client.invalidateQueries({ queryKey: LIST_KEY });
        } catch {
          // not ours
        }
      });
      source.addEventListener('error', () => {
        source?.close();
        source = null;
        if (closed) return;
        timer = setTimeout(open, RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]);
        attempt += 1;
      });
    };
    open();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [client, enabled]);

  return query.data;
}
