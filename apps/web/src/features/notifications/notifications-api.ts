import type { TNotificationItem } from '@cuepoint/domain/notifications/push-api';
import { apiBody, apiClient } from '../../lib/api.ts';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = ['notifications', 'unread'] as const;
export const LIST_KEY = ['notifications', 'list'] as const;

export type NotificationList = {
  data: TNotificationItem[];
  unread_count: number;
  next_before: number | null;
};

export const fetchNotifications = (before?: number) =>
  apiBody(apiClient.GET('/notifications', { params: { query: { before, limit: 20 } } }));

export const fetchUnreadCount = async () =>
  (await apiBody(apiClient.GET('/notifications/unread-count'))).unread_count;

export const markNotificationRead = (id: number) =>
  apiBody(apiClient.POST('/notifications/{id}/read', { params: { path: { id } }, body: {} }));

export const markAllNotificationsRead = () =>
  apiBody(apiClient.POST('/notifications/read-all', { body: {} }));
