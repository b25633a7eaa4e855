import { queryOptions } from '@tanstack/react-query';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import type { TAdminDispute, TAuditEntry } from '@cuepoint/domain/trust/admin';
import type { TDecideDisputeBody } from '@cuepoint/domain/trust/disputes';
import { apiData, apiClient } from '../../lib/api.ts';

/** The operator console's calls (decision record 034); every key starts with 'admin'. */
export const ADMIN_KEY = ['admin'] as const;

export type TAdminOverview = {
  openDisputes: number;
  openReports: number;
  suspended: number;
  failedRefunds: number;
};
export type TAdminBooking = {
  booking: TBooking;
  dispute: TAdminDispute | null;
  operator_audit: TAuditEntry[];
};

export const fetchOverview = () => apiData(apiClient.GET('/admin/overview'));

/**
 * The console's counts, per account: only an operator gets them (403 for anyone else), which is also how the header
 * learns to offer the console. Asked in the browser only: the header asks on every page of a signed-in account, and
 * what it shows sits in menus that render closed.
 */
export const overviewQuery = (userId: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'overview', userId],
    queryFn: fetchOverview,
    retry: false,
    meta: { ssr: false },
  });
export const searchUsers = (q: string) =>
  apiData(apiClient.GET('/admin/users', { params: { query: { q } } }));
export const suspendUser = (id: number, reason: string) =>
  apiData(apiClient.POST('/admin/users/{id}/suspend', { params: { path: { id } }, body: { reason } }));
export const restoreUser = (id: number, reason: string) =>
  apiData(apiClient.POST('/admin/users/{id}/restore', { params: { path: { id } }, body: { reason } }));
export const fetchAdminBooking = (id: number) =>
  apiData(apiClient.GET('/admin/bookings/{id}', { params: { path: { id } } }));
export const fetchDisputes = (status: 'open' | 'all') =>
  apiData(apiClient.GET('/admin/disputes', { params: { query: { status } } }));
export const decideDispute = (id: number, body: TDecideDisputeBody) =>
  apiData(apiClient.POST('/admin/disputes/{id}/decide', { params: { path: { id } }, body }));
export const fetchReports = (status: 'open' | 'all') =>
  apiData(apiClient.GET('/admin/reports', { params: { query: { status } } }));
export const resolveReport = (id: number, action: 'remove' | 'keep', note: string) =>
  apiData(
    apiClient.POST('/admin/reports/{id}/resolve', { params: { path: { id } }, body: { action, note } }),
  );
export const fetchAudit = () => apiData(apiClient.GET('/admin/audit'));
