import type { TNotificationItem } from '@cuepoint/domain/notifications/push-api';
import type { NotificationRow } from './notifications-store.ts';

export function presentNotification(row: NotificationRow): TNotificationItem {
  return {
    id: row.id,
    category: row.category as TNotificationItem['category'],
    kind: row.kind,
    title: row.title,
    body: row.body,
    url: row.url,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  };
}
