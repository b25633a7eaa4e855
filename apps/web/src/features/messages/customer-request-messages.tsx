import { useQuery } from '@tanstack/react-query';
import { apiBody, apiClient } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import { MessagesDisclosure } from './messages-disclosure.tsx';
import { ConversationPanel, RequestConversation, useUnreadConversations } from './request-messages.tsx';

const fetchRecipients = (requestId: number) =>
  apiBody(apiClient.GET('/booking-requests/{id}', { params: { path: { id: requestId } } })).then(
    (body) => body.data.recipients ?? [],
  );

/** One conversation per DJ the request reached, loaded when the panel opens; the only one shown open. */
function RecipientConversations({ requestId, panelId }: { requestId: number; panelId: string }) {
  const unread = useUnreadConversations();
  const recipients = useQuery({
    queryKey: ['booking-requests', 'recipients', requestId],
    queryFn: () => fetchRecipients(requestId),
  });
  return (
    <div id={panelId} className="flex flex-col gap-3">
      {recipients.isPending ? (
        <Spinner label="Loading the DJs of this request…" />
      ) : recipients.isError ? (
        <p className="text-sm text-mist-300">
          The DJs of this request could not be loaded.{' '}
          <Button variant="ghost" size="sm" onClick={() => void recipients.refetch()}>
            Try again
          </Button>
        </p>
      ) : recipients.data.length === 0 ? (
        <p className="text-sm text-mist-400">
          No DJ has this request yet: you can write to a DJ once it reaches them.
        </p>
      ) : recipients.data.length === 1 ? (
        // One DJ: the conversation itself, not a second button to open it.
        <ConversationPanel
          requestId={requestId}
          djId={recipients.data[0]!.dj_id}
          partnerName={recipients.data[0]!.dj_name}
        />
      ) : (
        recipients.data.map((recipient) => (
          <RequestConversation
            key={recipient.dj_id}
            requestId={requestId}
            djId={recipient.dj_id}
            partnerName={recipient.dj_name}
            unread={unread.unreadOf(requestId, recipient.dj_id)}
          />
        ))
      )}
    </div>
  );
}

/**
 * The customer's conversations about one request, one per DJ it reached (loaded when opened), each with its unread
 * count; the button says how many of the DJs' messages are unread in all.
 */
export function CustomerRequestMessages({ requestId }: { requestId: number }) {
  const unread = useUnreadConversations();
  const total = unread.list
    .filter((row) => row.request_id === requestId)
    .reduce((sum, row) => sum + row.unread, 0);
  return (
    <MessagesDisclosure showLabel="Messages" hideLabel="Hide messages" unread={total}>
      {(panelId) => <RecipientConversations requestId={requestId} panelId={panelId} />}
    </MessagesDisclosure>
  );
}
