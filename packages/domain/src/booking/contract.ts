import type { TBookingStatus } from './booking-statuses.ts';
import { normalizeNames } from './request-rules.ts';
import { isFinalStatus } from './states.ts';
import type { TBookingRequest, TRequestStatus } from './states.ts';
import { HOUR_MS } from '../time/durations.ts';

/**
 * The contract a customer confirms a booking with (docs/product/offers-and-contracts.md; decision record 029): how the
 * DJ's payout is split between capture and the event's end, how long before the event a customer may still cancel
 * without paying, the equipment the customer provides and any further terms. No zod: the confirmation screens and
 * the server's settlement import it.
 */

/** docs/product/offers-and-contracts.md: the payment terms, in the spec's order (the first is the default). */
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

/**
 * docs/product/offers-and-contracts.md: the cancellation notice, in hours, in the spec's order (72 hours is the
 * default).
 */
export const CANCELLATION_NOTICE_HOURS = [72, 48, 24, 168] as const;
export type TCancellationNoticeHours = (typeof CANCELLATION_NOTICE_HOURS)[number];
export const DEFAULT_CANCELLATION_NOTICE_HOURS: TCancellationNoticeHours = 72;

/**
 * A cancellation notice in words, the one wording every screen uses: whole weeks as weeks ("1 week"), anything else
 * in hours ("72 hours"), never abbreviated.
 */
export function formatCancellationNotice(hours: number): string {
  const WEEK = 168;
  if (hours > 0 && hours % WEEK === 0) return hours === WEEK ? '1 week' : `${hours / WEEK} weeks`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export const CANCELLATION_NOTICE_LABELS = Object.fromEntries(
  CANCELLATION_NOTICE_HOURS.map((hours) => [hours, formatCancellationNotice(hours)]),
) as Record<TCancellationNoticeHours, string>;

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
 * docs/product/offers-and-contracts.md: each item trimmed (inner runs of spaces made one), blanks
 * dropped, each once whatever its case (the first spelling kept).
 */
export function normalizeEquipment(items: readonly string[]): string[] {
  return normalizeNames(items);
}

/** The contract as the rules and the store see it. */
export type TContractTerms = {
  paymentTerms: TPaymentTerms;
  cancellationNoticeHours: TCancellationNoticeHours;
  equipmentProvided: string[];
  additionalTerms: string | null;
  specialRequirements: string | null;
};

/** Terms as a form or a stored row may hold them: anything absent takes the default. */
export type TTermsInput = {
  paymentTerms?: string | null;
  cancellationNoticeHours?: number | null;
  equipmentProvided?: readonly string[] | null;
  additionalTerms?: string | null;
  specialRequirements?: string | null;
};

export type TTermsResult = { ok: true; terms: TContractTerms } | { ok: false; reason: string };

const blankToNull = (text: string | null | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The contract's terms made canonical (the defaults for what is absent, texts trimmed, the equipment list
 * normalised) and checked against the limits; the reason is the API's message (booking-api.ts BOOKING_MESSAGES).
 */
export function normalizeTerms(input: TTermsInput): TTermsResult {
  const paymentTerms = input.paymentTerms ?? DEFAULT_PAYMENT_TERMS;
  if (!isPaymentTerms(paymentTerms)) return { ok: false, reason: TERMS_MESSAGES.paymentTermsInvalid };
  const notice = input.cancellationNoticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS;
  if (!isCancellationNoticeHours(notice)) return { ok: false, reason: TERMS_MESSAGES.noticeInvalid };
  const equipmentProvided = normalizeEquipment(input.equipmentProvided ?? []);
  if (equipmentProvided.some((item) => item.length > CONTRACT_LIMITS.equipmentItemLength))
    return { ok: false, reason: TERMS_MESSAGES.equipmentItemTooLong };
  if (equipmentProvided.length > CONTRACT_LIMITS.equipmentItems)
    return { ok: false, reason: TERMS_MESSAGES.equipmentTooMany };
  const additionalTerms = blankToNull(input.additionalTerms);
  if (additionalTerms !== null && additionalTerms.length > CONTRACT_LIMITS.additionalTerms)
    return { ok: false, reason: TERMS_MESSAGES.additionalTermsTooLong };
  const specialRequirements = blankToNull(input.specialRequirements);
  if (specialRequirements !== null && specialRequirements.length > CONTRACT_LIMITS.specialRequirements)
    return { ok: false, reason: TERMS_MESSAGES.specialRequirementsTooLong };
  return {
    ok: true,
    terms: {
      paymentTerms,
      cancellationNoticeHours: notice,
      equipmentProvided,
      additionalTerms,
      specialRequirements,
    },
  };
}

/** The field messages of the contract (booking-api.ts BOOKING_MESSAGES repeats them for the API). */
export const TERMS_MESSAGES = {
  /** Names the values the API takes (50_50 is 50/50, after is 100% after the event). */
  paymentTermsInvalid: `Payment terms must be one of ${PAYMENT_TERMS.join(', ')}`,
  noticeInvalid: `Cancellation notice must be one of ${[...CANCELLATION_NOTICE_HOURS].sort((a, b) => a - b).join(', ')} hours`,
  equipmentTooMany: `You can list at most ${CONTRACT_LIMITS.equipmentItems} equipment items`,
  equipmentItemTooLong: `Each equipment item must be at most ${CONTRACT_LIMITS.equipmentItemLength} characters`,
  additionalTermsTooLong: `Additional terms must be at most ${CONTRACT_LIMITS.additionalTerms} characters`,
  specialRequirementsTooLong: `Special requirements must be at most ${CONTRACT_LIMITS.specialRequirements} characters`,
} as const;

/** A payout's share of the DJ's payout: due at capture (`upfront`) or once the event ended (`after_event`). */
export type TPayoutPartKind = 'upfront' | 'after_event';
export type TPayoutPart = { kind: TPayoutPartKind; amountMinor: number; dueAt: Date };

/**
 * Round half up of `minor × percent / 100` for whole minor units of 0 or more, in integers (no binary fractions):
 * 50% of 1 cent is 1 cent, 30% of 5 cents is 2 cents (1.5 rounds up).
 */
export function percentOfMinor(minor: number, percent: number): number {
  return Math.floor((minor * percent + 50) / 100);
}

/**
 * The DJ's payouts under the contract's payment terms: 100% upfront due at capture, 100% after due at the event's
 * end, 50/50 and 30/70 split between the two. The upfront part is the payout's share rounded half up; the other
 * part is the rest, so the parts add up to the payout to the cent. A part of 0 is left out (nothing to transfer);
 * a payout of 0 has no parts. A late customer cancellation pays every part at once: pass the same instant twice.
 */
export function payoutParts(
  terms: TPaymentTerms | Pick<TContractTerms, 'paymentTerms'>,
  payoutMinor: number,
  capturedAt: Date,
  eventEndsAt: Date,
): TPayoutPart[] {
  if (!Number.isSafeInteger(payoutMinor) || payoutMinor < 0)
    throw new RangeError('payout must be whole minor units of 0 or more');
  const paymentTerms = typeof terms === 'string' ? terms : terms.paymentTerms;
  const upfront = percentOfMinor(payoutMinor, UPFRONT_PERCENT[paymentTerms]);
  const parts: TPayoutPart[] = [
    { kind: 'upfront', amountMinor: upfront, dueAt: capturedAt },
    { kind: 'after_event', amountMinor: payoutMinor - upfront, dueAt: eventEndsAt },
  ];
  return parts.filter((part) => part.amountMinor > 0);
}

/** The last instant a customer may cancel a confirmed booking without paying: the event's start less the notice. */
export function cancellationDeadline(eventAt: Date, noticeHours: number): Date {
  return new Date(eventAt.getTime() - noticeHours * HOUR_MS);
}

/**
 * Whether a customer's cancellation of a confirmed booking falls inside the notice period (from the deadline on),
 * so the agreed amount is charged.
 */
export function cancellationIsLate(eventAt: Date, noticeHours: number, now: Date): boolean {
  return now.getTime() >= cancellationDeadline(eventAt, noticeHours).getTime();
}

/** A booking's status, from the status of the request it was made on (null: no live booking on it). */
export function bookingStatusOf(requestStatus: TRequestStatus): TBookingStatus | null {
  switch (requestStatus) {
    case 'accepted':
      return 'awaiting_confirmation';
    case 'awaiting_dj_agreement':
      return 'awaiting_dj_agreement';
    case 'confirmed':
      return 'confirmed';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return null;
  }
}

/**
 * Whether the customer must authorize a card again before the booking can be confirmed or charged: the saved card
 * failed, or the agreed price is above what the card secures.
 */
export function needsAuthorization(
  request: Pick<TBookingRequest, 'status' | 'payment' | 'amountMinor' | 'chargeMinor'>,
): boolean {
  if (isFinalStatus(request.status)) return false;
  if (request.payment === 'failed') return true;
  return request.chargeMinor !== null && request.chargeMinor > request.amountMinor;
}
