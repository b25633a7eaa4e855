import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Conversation } from './conversation.tsx';
import {
  fetchRequestThread,
  fetchUnreadConversations,
  requestThreadKey,
  sendRequestMessage,
  unreadConversationsKey,
} from './messages-api.ts';
import { MessagesDisclosure } from './messages-disclosure.tsx';

/** The reader's unread conversations; `unreadOf(request, dj)` is the count for one (0 when none or not loaded). */
export function useUnreadConversations() {
  const unread = useQuery({ queryKey: unreadConversationsKey, queryFn: fetchUnreadConversations });
  return {
    list: unread.data ?? [],
    unreadOf: (requestId: number, djId: number | null) =>
      unread.data?.find((row) => row.request_id === requestId && (djId === null || row.dj_id === djId))
        ?.unread ?? 0,
  };
}

/** The opened conversation: loaded when shown, and reading it clears its unread count. */
function OpenThread({ requestId, djId }: { requestId: number; djId: number | null }) {
  const client = useQueryClient();
  return (
    <Conversation
      threadKey={requestThreadKey(requestId, djId)}
      load={async () => {
        const loaded = await fetchRequestThread(requestId, djId);
        void client.invalidateQueries({ queryKey: unreadConversationsKey });
        return loaded;
      }}
      send={(text) => sendRequestMessage(requestId, djId, text)}
    />
  );
}

/**
 * The conversation about a request before any booking (decision record 034), behind a button that says how many of
 * the other party's messages are unread: a DJ with the request's customer (`djId` null), or the customer with one DJ
 * the request reached. Contact details stay hidden until a booking between them is confirmed, as the thread says.
 */
export function RequestConversation({
  requestId,
  djId,
  partnerName,
  unread,
}: {
  requestId: number;
  djId: number | null;
  partnerName: string;
  unread: number;
}) {
  return (
    <MessagesDisclosure
      showLabel={`Messages with ${partnerName}`}
      hideLabel={`Hide messages with ${partnerName}`}
      unread={unread}
    >
      {(panelId) => (
        <ConversationPanel id={panelId} requestId={requestId} djId={djId} partnerName={partnerName} />
      )}
    </MessagesDisclosure>
  );
}

/** One conversation about a request, open: shown in a disclosure, or as it is when it is the only one. */
export function ConversationPanel({
  id,
  requestId,
  djId,
  partnerName,
}: {
  id?: string;
  requestId: number;
  djId: number | null;
  partnerName: string;
}) {
  return (
    <section
      id={id}
      aria-label={`Messages with ${partnerName}`}
      className="rounded-xl border border-ink-600 bg-ink-850 p-4"
    >
      <OpenThread requestId={requestId} djId={djId} />
    </section>
  );
}
