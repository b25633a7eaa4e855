import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sortDjInbox } from '@cuepoint/domain/booking/inbox-groups';
import { apiData, apiClient } from '../../../lib/api.ts';
import { DJ_BOOKING_REQUESTS_KEY } from '../../dj-dashboard/booking-requests/booking-requests-card.tsx';
import type { TInboxRequest } from '../../dj-dashboard/booking-requests/inbox-item.tsx';
import { useLiveUpdates } from '../../live-updates/use-live-updates.ts';
import { useNow } from '../../live-updates/use-relative-time.ts';
import { useUnreadConversations } from '../../messages/request-messages.tsx';

/** The DJ's inbox (GET /dj/booking-requests), the same cached answer as the overview's. */
export function useDjInbox() {
  const now = useNow();
  const query = useQuery({
    queryKey: DJ_BOOKING_REQUESTS_KEY,
    queryFn: () => apiData(apiClient.GET('/dj/booking-requests')),
  });
  return { query, sorted: query.data ? sortDjInbox<TInboxRequest>(query.data, now) : [] };
}

export type TSortedInboxRequest = ReturnType<typeof useDjInbox>['sorted'][number];

/**
 * What the DJ has not seen yet: requests with unread messages, and requests a live update changed since the page
 * opened that the DJ has not opened since. `seen` clears a request's live mark.
 */
export function useUnseenRequests() {
  const [changed, setChanged] = useState<ReadonlySet<number>>(() => new Set());
  const live = useLiveUpdates((event) => {
    setChanged((current) =>
      current.has(event.request_id) ? current : new Set([...current, event.request_id]),
    );
  });
  const unread = useUnreadConversations();
  const seen = useCallback((id: number) => {
    setChanged((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);
  return {
    connected: live.connected,
    unreadMessages: (id: number) => unread.unreadOf(id, null),
    changed: (id: number) => changed.has(id),
    seen,
  };
}
