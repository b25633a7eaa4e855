import { useState } from 'react';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import { Bell, Check, CheckCheck, Settings } from 'lucide-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_CENTRE_TEXT as T } from '@cuepoint/domain/notifications/messages';
import type { TNotificationItem } from '@cuepoint/domain/notifications/push-api';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { Alert, Spinner } from '../../ui/feedback.tsx';
import {
  fetchNotifications,
  LIST_KEY,
  markAllNotificationsRead,
  markNotificationRead,
  UNREAD_KEY,
} from './notifications-api.ts';
import { PushDialog } from './push-dialog.tsx';
import { PushPrompt } from './push-prompt.tsx';
import { useUnreadCount } from './use-unread-count.ts';

/** "5 min ago", "3 h ago", "2 d ago", then the date. */
export function ago(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'Just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)} d ago`;
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

function Item({
  item,
  onOpen,
  onRead,
}: {
  item: TNotificationItem;
  onOpen: () => void;
  onRead: (id: number) => void;
}) {
  const unread = item.read_at === null;
  return (
    <li
      className={cn(
        'flex gap-2 border-b border-ink-700 px-3 py-2.5 last:border-0',
        unread && 'bg-ink-700/40',
      )}
    >
      <span
        className={cn('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-cue-400' : 'bg-transparent')}
        aria-hidden
      />
      <Link
        to={item.url}
        className="min-w-0 flex-1 rounded focus-visible:outline-2 focus-visible:outline-cue-400"
        onClick={() => {
          if (unread) onRead(item.id);
          onOpen();
        }}
      >
        <span className="block text-sm font-semibold text-mist-100">
          {item.title}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        <span className="mt-0.5 block text-sm text-mist-300">{item.body}</span>
        <time dateTime={item.created_at} className="mt-1 block text-xs text-mist-400">
          {ago(item.created_at)}
        </time>
      </Link>
      {unread ? (
        <button
          type="button"
          onClick={() => onRead(item.id)}
          className="self-start rounded-full p-1.5 text-mist-300 hover:bg-ink-600 hover:text-mist-100"
          aria-label={`${T.markRead}: ${item.title}`}
          title={T.markRead}
        >
          <Check className="size-4" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}

/**
 * The header's notification centre for signed-in users: a bell with the unread count (live), a list of the latest
 * notifications with links to what they concern, mark read and mark all read, and the push notification settings.
 * DJs and venues are also offered the push prompt here (docs/product/notifications.md).
 */
export function NotificationBell({ userType }: { userType: string }) {
  const [open, setOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const client = useQueryClient();
  const unread = useUnreadCount(true);
  const list = useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled: open,
  });
  const afterChange = (count: number) => {
    client.setQueryData(UNREAD_KEY, count);
    void client.invalidateQueries({ queryKey: LIST_KEY });
  };
  const readOne = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (answer) => afterChange(answer.unread_count),
  });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (answer) => afterChange(answer.unread_count),
  });
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const count = unread ?? 0;

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={T.bellLabel(count)}
            title={T.title}
            icon={<Bell className="size-5" aria-hidden />}
          >
            {count > 0 ? (
              <span
                aria-hidden
                data-testid="unread-badge"
                className="absolute -top-0.5 right-0.5 min-w-5 rounded-full bg-cue-500 px-1 text-center text-xs font-bold leading-5 text-ink-950"
              >
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            aria-label={T.title}
            className="z-50 flex max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-ink-600 bg-ink-800 shadow-2xl"
          >
            <div className="flex items-center justify-between border-b border-ink-700 px-3 py-2">
              <h2 className="font-display text-base font-semibold">{T.title}</h2>
              <Button
                variant="ghost"
                size="sm"
                disabled={count === 0 || readAll.isPending}
                busy={readAll.isPending}
                onClick={() => readAll.mutate()}
                icon={<CheckCheck className="size-4" aria-hidden />}
              >
                {T.markAllRead}
              </Button>
            </div>
            <div className="flex-1 overflow-y-auto" aria-live="polite" aria-busy={list.isPending}>
              {list.isPending ? (
                <Spinner label="Loading notifications" className="p-6" />
              ) : list.isError ? (
                <div className="p-3">
                  <Alert tone="error">{T.loadFailed}</Alert>
                  <Button variant="outline" size="sm" className="mt-2" onClick={() => void list.refetch()}>
                    {T.retry}
                  </Button>
                </div>
              ) : items.length === 0 ? (
                <p className="p-6 text-center text-sm text-mist-300">{T.empty}</p>
              ) : (
                <ul>
                  {items.map((item) => (
                    <Item
                      key={item.id}
                      item={item}
                      onOpen={() => setOpen(false)}
                      onRead={(id) => readOne.mutate(id)}
                    />
                  ))}
                </ul>
              )}
              {list.hasNextPage ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="m-2"
                  busy={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  Show older
                </Button>
              ) : null}
            </div>
            <div className="border-t border-ink-700 p-2">
              <Button
                variant="ghost"
                size="sm"
                className="w-full justify-center"
                onClick={() => {
                  setOpen(false);
                  setSettingsOpen(true);
                }}
                icon={<Settings className="size-4" aria-hidden />}
              >
                {T.settings}
              </Button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <PushDialog open={settingsOpen} onOpenChange={setSettingsOpen} userType={userType} />
      {userType === 'dj' || userType === 'venue' ? <PushPrompt userType={userType} /> : null}
    </>
  );
}
