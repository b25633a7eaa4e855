import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TThread } from '@cuepoint/domain/trust/messages';
import { Button } from '../../ui/button.tsx';
import { useNow } from '../live-updates/use-relative-time.ts';
import { editMessage, reportMessage } from './messages-api.ts';
import { ThreadLoading, ThreadView } from './thread-view.tsx';

/**
 * A conversation read from the server under `threadKey` (`load`), answered with `send`; a sent or edited message
 * reads it again. While loading a skeleton, on failure the reason with Try again.
 */
export function Conversation({
  threadKey,
  load,
  send,
}: {
  threadKey: QueryKey;
  load: () => Promise<TThread>;
  send: (text: string) => Promise<unknown>;
}) {
  const client = useQueryClient();
  const now = useNow();
  const thread = useQuery({ queryKey: threadKey, queryFn: load });
  const refresh = () => client.invalidateQueries({ queryKey: threadKey });
  const sent = useMutation({ mutationFn: send, onSuccess: refresh });
  const edited = useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => editMessage(id, text),
    onSuccess: refresh,
  });
  if (thread.isPending) return <ThreadLoading />;
  if (thread.isError)
    return (
      <p className="text-sm text-mist-300">
        The conversation could not be loaded.{' '}
        <Button variant="ghost" size="sm" onClick={() => void thread.refetch()}>
          Try again
        </Button>
      </p>
    );
  return (
    <ThreadView
      thread={thread.data}
      now={now}
      actions={{
        send: (text) => sent.mutateAsync(text),
        edit: (id, text) => edited.mutateAsync({ id, text }),
        report: (id, reason) => reportMessage(id, reason),
      }}
    />
  );
}
