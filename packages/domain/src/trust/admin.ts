import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { USER_TYPES } from '../accounts/user-types.ts';
import { ZDispute } from './disputes.ts';

/**
 * The operator console (/admin, decision record 034): accounts whose e-mail is listed in ADMIN_EMAILS search users,
 * suspend and restore accounts, read any booking with its audit trail, decide disputes and moderate reported reviews
 * and messages. Every operator action is written to the operator audit.
 */

export const ADMIN_MESSAGES = {
  operatorsOnly: 'This page is for Cuepoint operators only',
  queryTooLong: 'Search with at most 100 characters',
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'A reason can be at most 500 characters',
  userNotFound: 'User not found',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  ownAccount: 'You cannot suspend your own account',
  operatorAccount: 'An operator account cannot be suspended here: remove it from ADMIN_EMAILS first',
  reportNotFound: 'Report not found',
  reportResolved: 'This report was already resolved',
  suspended: 'This account is suspended. Contact support if you think this is a mistake.',
} as const;

export const OPERATOR_ACTIONS = [
  'user.suspended',
  'user.restored',
  'booking.viewed',
  'dispute.decided',
  'report.content_removed',
  'report.kept',
  'feature.announced',
] as const;
export type TOperatorAction = (typeof OPERATOR_ACTIONS)[number];

const reason = zText({ error: ADMIN_MESSAGES.reasonRequired, multiline: true, label: 'Reason' })
  .trim()
  .min(1, ADMIN_MESSAGES.reasonRequired)
  .max(500, ADMIN_MESSAGES.reasonTooLong);

export const ZAdminUsersQuery = z.object({
  q: zText({ label: 'Search' }).trim().max(100, ADMIN_MESSAGES.queryTooLong).default(''),
});
export const ZSuspendBody = z.strictObject({ reason });
export const ZRestoreBody = z.strictObject({ reason });
export const ZResolveReportBody = z.strictObject({ action: z.enum(['remove', 'keep']), note: reason });

export const ZAdminUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  user_type: z.enum(USER_TYPES),
  created_at: z.string(),
  suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  bookings: z.number(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminReport = z.object({
  id: z.number(),
  target: z.enum(['review', 'message']),
  target_id: z.number(),
  /** The reported text as written (operators read it unmasked). */
  text: z.string(),
  author: z.object({ id: z.number(), name: z.string() }),
  reporter: z.object({ id: z.number(), name: z.string() }),
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  resolution: z.enum(['removed', 'kept']).nullable(),
  created_at: z.string(),
  booking_id: z.number().nullable(),
  request_id: z.number().nullable(),
});
export type TAdminReport = z.infer<typeof ZAdminReport>;

export const ZAdminDispute = ZDispute.extend({
  request_id: z.number(),
  customer: z.object({ id: z.number(), name: z.string() }),
  dj: z.object({ id: z.number(), name: z.string() }),
  /**
   * The decision's refund or reversals failed at the gateway: how often, its last words, and when retrying stopped
   * and the operators were alerted (null while retries go on). Null once it went through, or before any failure.
   */
  refund_failure: z
    .object({ attempts: z.number(), error: z.string(), alerted_at: z.string().nullable() })
    .nullable(),
});
export type TAdminDispute = z.infer<typeof ZAdminDispute>;

export const ZAuditEntry = z.object({
  id: z.number(),
  operator: z.object({ id: z.number(), email: z.string() }),
  action: z.enum(OPERATOR_ACTIONS),
  target: z.string(),
  target_id: z.number(),
  /** Amounts are in minor units, under keys ending in `_minor`. */
  detail: z.record(z.string(), z.unknown()),
  /** The currency of the detail's amounts (a decided dispute's); null when the entry has none. */
  currency: z.string().nullable(),
  at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** Whether an e-mail is one of the operators' (ADMIN_EMAILS, compared without case). */
export function isOperatorEmail(email: string, operators: readonly string[]): boolean {
  const wanted = email.trim().toLowerCase();
  return wanted !== '' && operators.some((operator) => operator.trim().toLowerCase() === wanted);
}
