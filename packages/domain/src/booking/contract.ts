import { normalizeNames } from './request-rules.ts';

/**
 * The contract a customer confirms a booking with (spec 2 §3 "Contract terms", §9; decision record 029): how the
 * DJ's payout is split between capture and the event's end, how long before the event a customer may still cancel
 * without paying, the equipment the customer provides and any further terms. No zod: the confirmation screens and
 * the server's settlement import it.
 */

/** Spec 2 §9: the payment terms, in the spec's order (the first is the default). */
export const PAYMENT_TERMS = ['50_50', 'upfront', 'after', '30_70'] as const;
export type TPaymentTerms = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_PAYMENT_TERMS: TPaymentTerms = '50_50';

export const PAYMENT_TERMS_LABELS: Record<TPaymentTerms, string> = {
  '50_50': '50/50',
  upfront: '100% upfront',
  after: '100% after',
  '30_70': '30/70',
};

/** The percentage of the DJ's payout due at capture; the rest is due once the event ended. */
export const UPFRONT_PERCENT: Record<TPaymentTerms, number> = {
  '50_50': 50,
  upfront: 100,
  after: 0,
  '30_70': 30,
};

/** Spec 2 §9: the cancellation notice, in hours, in the spec's order (72 hours is the default). */
export const CANCELLATION_NOTICE_HOURS = [72, 48, 24, 168] as const;
export type TCancellationNoticeHours = (typeof CANCELLATION_NOTICE_HOURS)[number];
export const DEFAULT_CANCELLATION_NOTICE_HOURS: TCancellationNoticeHours = 72;

export const CANCELLATION_NOTICE_LABELS: Record<TCancellationNoticeHours, string> = {
  72: '72h',
  48: '48h',
  24: '24h',
  168: '1 week',
};

export function isPaymentTerms(value: unknown): value is TPaymentTerms {
  return (PAYMENT_TERMS as readonly unknown[]).includes(value);
}

export function isCancellationNoticeHours(value: unknown): value is TCancellationNoticeHours {
  return (CANCELLATION_NOTICE_HOURS as readonly unknown[]).includes(value);
}

/** Ours: the spec sets no bounds on the contract's lists and texts. */
export const CONTRACT_LIMITS = {
  equipmentItems: 30,
  equipmentItemLength: 100,
  additionalTerms: 2000,
  specialRequirements: 2000,
} as const;

/**
 * Spec 2 §3 "equipmentProvided (list, deduplicated)": each item trimmed (inner runs of spaces made one), blanks
 * dropped, each once whatever its case (the first spelling kept).
 */
export function normalizeEquipment(items: readonly string[]): string[] {
  return normalizeNames(items);
}
