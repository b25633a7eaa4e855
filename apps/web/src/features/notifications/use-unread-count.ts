import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { liveConnection } from '../live-updates/use-live-updates.ts';
import { fetchUnreadCount, LIST_KEY, UNREAD_KEY } from './notifications-api.ts';

/**
 * The unread count, kept live by the tab's one updates stream (GET /updates sends `unread` on connect and on each
 * change): each change sets the count and refreshes an open list. The stream reconnects with backoff after a drop
 * and sends the count again.
 */
export function useUnreadCount(enabled: boolean): number | undefined {
  const client = useQueryClient();
  const query = useQuery({ queryKey: UNREAD_KEY, queryFn: fetchUnreadCount, enabled, staleTime: 60_000 });

  useEffect(() => {
    if (!enabled) return undefined;
    const connection = liveConnection();
    const unsubscribe = connection.subscribeUnread((count) => {
      const before = client.getQueryData<number>(UNREAD_KEY);
      client.setQueryData(UNREAD_KEY, count);
      if (before !== undefined && before !== count) void client.invalidateQueries({ queryKey: LIST_KEY });
    });
    const release = connection.retain(client);
    return () => {
      unsubscribe();
      release();
    };
  }, [client, enabled]);

  return query.data;
}
