import type { TNotificationItem } from '@cuepoint/domain/notifications/push-api';
import { api } from '../../lib/api.ts';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = ['notifications', 'unread'] as const;
export const LIST_KEY = ['notifications', 'list'] as const;

export type NotificationList = {
  data: TNotificationItem[];
  unread_count: number;
  next_before: number | null;
};

export const fetchNotifications = (before?: number) =>
  api<NotificationList>('/notifications', { query: { before, limit: 20 } });

export const fetchUnreadCount = async () =>
  (await api<{ unread_count: number }>('/notifications/unread-count')).unread_count;

export const markNotificationRead = (id: number) =>
  api<{ data: TNotificationItem; unread_count: number }>(`/notifications/${id}/read`, {
    method: 'POST',
    body: {},
  });

export const markAllNotificationsRead = () =>
  api<{ unread_count: number }>('/notifications/read-all', { method: 'POST', body: {} });
