import { toMajor } from '@cuepoint/domain/money/minor-units';
import type { TAuditEntry, TOperatorAction } from '@cuepoint/domain/trust/admin';
import { DISPUTE_OUTCOME_LABELS, type TDisputeOutcome } from '@cuepoint/domain/trust/disputes';
import { formatReaderInstant } from '../../lib/format.ts';
import { DATE_TIME_WITH_ZONE } from '../../lib/place-time-format.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';

// The operator audit in words: what was done, to what, when, and its details as "Label: value" parts.

/** Each operator action as the console names it (a new action must be named here). */
export const OPERATOR_ACTION_LABELS: Record<TOperatorAction, string> = {
  'user.suspended': 'Account suspended',
  'user.restored': 'Account restored',
  'booking.viewed': 'Booking viewed',
  'dispute.decided': 'Dispute decided',
  'report.content_removed': 'Reported content removed',
  'report.kept': 'Reported content kept',
  'feature.announced': 'Feature announced',
};

const DETAIL_LABELS: Record<string, string> = {
  reason: 'Reason',
  note: 'Note',
  outcome: 'Outcome',
  booking_id: 'Booking',
  refund_minor: 'Refund',
  dj_share_minor: 'From the DJ',
  platform_share_minor: 'From the platform',
  // A suspension: what it moved in the account's name.
  requestIds: 'Requests passed on',
  bookingIds: 'Bookings cancelled',
  withdrawnRequestIds: 'Requests withdrawn',
  // A report: what was reported (with its id).
  target: 'Content',
  key: 'Key',
  title: 'Title',
  url: 'Link',
  recipients: 'Recipients',
};

const TARGET_LABELS: Record<string, string> = {
  user: 'Account',
  booking: 'Booking',
  dispute: 'Dispute',
  report: 'Report',
  review: 'Review',
  message: 'Message',
};

/** A key no label was written for, still readable: "refund_minor" → "Refund", "requestIds" → "Request ids". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/_minor$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

export function actionLabel(action: string): string {
  return OPERATOR_ACTION_LABELS[action as TOperatorAction] ?? humanizeKey(action);
}

/** What the action was done to: "Dispute #4", "Account #12"; an announcement has no row of its own. */
export function targetLabel(entry: Pick<TAuditEntry, 'target' | 'target_id'>): string {
  const name = TARGET_LABELS[entry.target] ?? humanizeKey(entry.target);
  return entry.target_id > 0 ? `${name} #${entry.target_id}` : name;
}

function money(minor: number, currency: string | null): string {
  const major = toMajor(minor);
  return currency ? formatMajor(major, currency) : major.toFixed(2);
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(plain).join(', ') : 'none';
  return JSON.stringify(value);
}

function valueOf(key: string, value: unknown, currency: string | null): string {
  // Amounts are written in minor units (cents), under keys ending in _minor.
  if (key.endsWith('_minor') && typeof value === 'number') return money(value, currency);
  if (key === 'outcome' && typeof value === 'string')
    return DISPUTE_OUTCOME_LABELS[value as TDisputeOutcome] ?? value;
  if ((key.endsWith('_id') || key === 'id') && typeof value === 'number') return `#${value}`;
  if (/(Ids|_ids)$/.test(key) && Array.isArray(value))
    return value.length ? value.map((id) => `#${plain(id)}`).join(', ') : 'none';
  return plain(value);
}

/**
 * An entry's details in words, in the order written: "Outcome: Partial refund", "Refund: €150", "Booking: #8". A
 * report's target and target id read as one part ("Content: Message #5"); keys without a label keep their value
 * under a readable name.
 */
export function auditDetailParts(
  entry: Pick<TAuditEntry, 'detail' | 'currency'>,
): { label: string; value: string }[] {
  const { detail, currency } = entry;
  const reported = typeof detail['target'] === 'string' && typeof detail['target_id'] === 'number';
  return Object.entries(detail).flatMap(([key, value]) => {
    if (reported && key === 'target_id') return [];
    if (reported && key === 'target')
      return [
        {
          label: DETAIL_LABELS[key]!,
          value: targetLabel({ target: value as string, target_id: detail['target_id'] as number }),
        },
      ];
    return [{ label: DETAIL_LABELS[key] ?? humanizeKey(key), value: valueOf(key, value, currency) }];
  });
}

export function auditDetailText(entry: Pick<TAuditEntry, 'detail' | 'currency'>): string {
  return auditDetailParts(entry)
    .map((part) => `${part.label}: ${part.value}`)
    .join(' · ');
}

/** When it was done, with the zone it is read in ("Nov 28, 2026, 4:08 AM UTC"); pass `useHydrated()`. */
export function formatAuditTime(iso: string, hydrated: boolean): string {
  return formatReaderInstant(iso, DATE_TIME_WITH_ZONE, hydrated);
}
