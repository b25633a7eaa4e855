import { queryOptions } from '@tanstack/react-query';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import type { TAdminDispute, TAdminReport, TAdminUser, TAuditEntry } from '@cuepoint/domain/trust/admin';
import type { TDecideDisputeBody } from '@cuepoint/domain/trust/disputes';
import { api } from '../../lib/api.ts';

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

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

export const fetchOverview = () => api<Envelope<TAdminOverview>>('/admin/overview').then(data);

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
  api<Envelope<TAdminUser[]>>('/admin/users', { query: { q } }).then(data);
export const suspendUser = (id: number, reason: string) =>
  api<Envelope<TAdminUser>>(`/admin/users/${id}/suspend`, { method: 'POST', body: { reason } }).then(data);
export const restoreUser = (id: number, reason: string) =>
  api<Envelope<TAdminUser>>(`/admin/users/${id}/restore`, { method: 'POST', body: { reason } }).then(data);
export const fetchAdminBooking = (id: number) =>
  api<Envelope<TAdminBooking>>(`/admin/bookings/${id}`).then(data);
export const fetchDisputes = (status: 'open' | 'all') =>
  api<Envelope<TAdminDispute[]>>('/admin/disputes', { query: { status } }).then(data);
export const decideDispute = (id: number, body: TDecideDisputeBody) =>
  api<Envelope<TAdminDispute>>(`/admin/disputes/${id}/decide`, { method: 'POST', body }).then(data);
export const fetchReports = (status: 'open' | 'all') =>
  api<Envelope<TAdminReport[]>>('/admin/reports', { query: { status } }).then(data);
export const resolveReport = (id: number, action: 'remove' | 'keep', note: string) =>
  api<Envelope<TAdminReport>>(`/admin/reports/${id}/resolve`, {
    method: 'POST',
    body: { action, note },
  }).then(data);
export const fetchAudit = () => api<Envelope<TAuditEntry[]>>('/admin/audit').then(data);
