import { z } from 'zod';
import { choiceError, oneOfMessage } from '../text/validation-messages.ts';
import { zText } from '../text/safe-text.ts';
import { DAY_MS } from '../time/durations.ts';

/**
 * Disputes and refunds (decision record 034, after Stripe's disputes): within 7 days after the event either party
 * opens one on a booking whose card was charged, with a reason and a statement; the other party answers once; an
 * operator decides a full, partial or no refund. The refund comes back from the DJ's payout and the platform's fees
 * in proportion to what each received, to the cent, and the DJ's payout is reduced by the DJ's share: unpaid parts
 * first, then paid transfers reversed.
 */

export const DISPUTE_WINDOW_DAYS = 7;

export const DISPUTE_LIMITS = { statementMin: 20, statementMax: 2000, noteMax: 1000 } as const;

export const DISPUTE_REASONS = ['no_show', 'late_or_short', 'not_as_agreed', 'conduct', 'other'] as const;
export type TDisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<TDisputeReason, string> = {
  no_show: 'The other party did not show up',
  late_or_short: 'Late start or a shorter set than agreed',
  not_as_agreed: 'Not as agreed in the contract',
  conduct: 'Unprofessional conduct',
  other: 'Something else',
};

/** The no-show reason as anyone but its opener reads it: it names the party who did not show up. */
export const DISPUTE_NO_SHOW_OF = {
  dj: 'The DJ did not show up',
  customer: 'The customer did not show up',
} as const;

/**
 * A dispute's reason once opened, the same for everyone who reads it (both parties, an operator, the booking's
 * history): it says who it is about ('The DJ did not show up'); 'The other party …' is the opening form's choice.
 */
export function disputeReasonLabel(dispute: {
  reason: TDisputeReason;
  opened_by: 'customer' | 'dj';
}): string {
  if (dispute.reason !== 'no_show') return DISPUTE_REASON_LABELS[dispute.reason];
  return DISPUTE_NO_SHOW_OF[dispute.opened_by === 'customer' ? 'dj' : 'customer'];
}

export const DISPUTE_STATUSES = ['open', 'answered', 'decided'] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<TDisputeStatus, string> = {
  open: 'Waiting for the other party',
  answered: 'Waiting for Cuepoint’s decision',
  decided: 'Decided',
};

/** What an open dispute waits for, to the party who must answer it and to an operator. */
export const DISPUTE_OPEN_LABELS = {
  yourAnswer: 'Waiting for your answer',
  customerAnswer: 'Waiting for the customer’s answer',
  djAnswer: 'Waiting for the DJ’s answer',
} as const;

/**
 * A dispute's status from the reader's side: an open one waits for the other party to the party who opened it, for
 * an answer from the party who must give it, and for the named party's answer to an operator.
 */
export function disputeStatusLabel(
  dispute: { status: TDisputeStatus; opened_by: 'customer' | 'dj' },
  reader: 'customer' | 'dj' | 'operator',
): string {
  if (dispute.status !== 'open' || reader === dispute.opened_by) return DISPUTE_STATUS_LABELS[dispute.status];
  if (reader !== 'operator') return DISPUTE_OPEN_LABELS.yourAnswer;
  return dispute.opened_by === 'customer' ? DISPUTE_OPEN_LABELS.djAnswer : DISPUTE_OPEN_LABELS.customerAnswer;
}

export const DISPUTE_OUTCOMES = ['full_refund', 'partial_refund', 'no_refund'] as const;
export type TDisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<TDisputeOutcome, string> = {
  full_refund: 'Full refund',
  partial_refund: 'Partial refund',
  no_refund: 'No refund',
};

export const DISPUTE_MESSAGES = {
  reasonRequired: 'Please choose what went wrong',
  reasonInvalid: oneOfMessage('reason', DISPUTE_REASONS),
  statementTooShort: `Please describe what happened in at least ${DISPUTE_LIMITS.statementMin} characters`,
  statementTooLong: `A statement can be at most ${DISPUTE_LIMITS.statementMax} characters`,
  notCharged: 'Only a booking that was charged can be disputed',
  tooEarly: 'A dispute can be opened once the event has started',
  windowClosed: `Disputes can be opened within ${DISPUTE_WINDOW_DAYS} days after the event`,
  alreadyOpen: 'This booking already has a dispute',
  notFound: 'No dispute for this booking',
  ownDispute: 'The other party answers the dispute you opened',
  alreadyAnswered: 'This dispute was already answered',
  alreadyDecided: 'This dispute was already decided',
  outcomeRequired: 'Please choose full, partial or no refund',
  outcomeInvalid: oneOfMessage('outcome', DISPUTE_OUTCOMES),
  amountRequired: 'Please give the amount to refund',
  amountTooHigh: 'A partial refund must be less than what was charged',
  amountWithFull: 'Only a partial refund names an amount',
  noteRequired: 'Please explain the decision to both parties',
  noteTooLong: `A decision note can be at most ${DISPUTE_LIMITS.noteMax} characters`,
} as const;

/**
 * A decided refund the gateway failed to take is tried again after these delays (minutes after each failed attempt);
 * when the attempt after the last delay fails too, or the gateway refuses for good, the operators are alerted.
 */
export const REFUND_RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 480] as const;

/** When to try a refund again after `failedAttempts` failures in a row, the last at `failedAt`; null: alert now. */
export function nextRefundAttemptAt(failedAttempts: number, failedAt: Date): Date | null {
  const delay = REFUND_RETRY_DELAYS_MINUTES[failedAttempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay * 60_000);
}

/** When the dispute window of an event ending at `eventEndsAt` closes. */
export function disputeWindowClosesAt(eventEndsAt: Date): Date {
  return new Date(eventEndsAt.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS);
}

/** Whether a party may open a dispute on the booking now. */
export function mayOpenDispute(input: {
  /** What the card was charged and not refunded, in minor units (0: nothing to dispute). */
  chargedMinor: number;
  eventAt: Date;
  eventEndsAt: Date;
  hasDispute: boolean;
  now: Date;
}): { ok: true } | { ok: false; code: 'rule' | 'conflict'; reason: string } {
  if (input.hasDispute) return { ok: false, code: 'conflict', reason: DISPUTE_MESSAGES.alreadyOpen };
  if (input.now.getTime() < input.eventAt.getTime())
    return { ok: false, code: 'rule', reason: DISPUTE_MESSAGES.tooEarly };
  if (input.chargedMinor <= 0) return { ok: false, code: 'rule', reason: DISPUTE_MESSAGES.notCharged };
  if (input.now.getTime() > disputeWindowClosesAt(input.eventEndsAt).getTime())
    return { ok: false, code: 'rule', reason: DISPUTE_MESSAGES.windowClosed };
  return { ok: true };
}

/**
 * What is wrong with a partial refund of `refundMinor` on a charge of `chargedMinor`, or null: a partial refund gives
 * back less than was charged (all of it is a full refund). The decision form checks it before anything is sent, the
 * server again against the charge it holds.
 */
export function partialRefundIssue(refundMinor: number, chargedMinor: number): string | null {
  return refundMinor < chargedMinor ? null : DISPUTE_MESSAGES.amountTooHigh;
}

/** The refund of an outcome, in minor units. */
export function refundOf(
  outcome: TDisputeOutcome,
  chargedMinor: number,
  partialMinor: number | null,
): number {
  if (outcome === 'full_refund') return chargedMinor;
  if (outcome === 'no_refund') return 0;
  return partialMinor ?? 0;
}

export type TRefundSplit = {
  refundMinor: number;
  /** Taken back from the DJ's payout. */
  djShareMinor: number;
  /** Returned from the platform's fees (platform and card fee). */
  platformShareMinor: number;
};

/**
 * Who gives back how much of a refund: the DJ in proportion to the payout in the charge, rounded half up in integers
 * (⌊(2·refund·payout + charged) / (2·charged)⌋), the platform the rest. The two add up to the refund exactly; a full
 * refund takes back the whole payout; neither share exceeds what that side received.
 */
export function splitRefund(chargedMinor: number, djPayoutMinor: number, refundMinor: number): TRefundSplit {
  for (const [name, value] of [
    ['charged', chargedMinor],
    ['payout', djPayoutMinor],
    ['refund', refundMinor],
  ] as const)
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0`);
  if (refundMinor > chargedMinor) throw new RangeError('refund above the charge');
  if (djPayoutMinor > chargedMinor) throw new RangeError('payout above the charge');
  if (chargedMinor === 0) return { refundMinor: 0, djShareMinor: 0, platformShareMinor: 0 };
  const dj = Number(
    (2n * BigInt(refundMinor) * BigInt(djPayoutMinor) + BigInt(chargedMinor)) / (2n * BigInt(chargedMinor)),
  );
  return { refundMinor, djShareMinor: dj, platformShareMinor: refundMinor - dj };
}

export type TPayoutPart = {
  id: number;
  amountMinor: number;
  status: 'scheduled' | 'paid' | 'failed' | 'cancelled';
  transferId: string | null;
  dueAt: Date;
};

export type TPayoutAdjustmentPlan = {
  /** Unpaid parts whose amount goes down (to 0: cancelled). */
  reduce: { payoutId: number; fromMinor: number; toMinor: number }[];
  /** Paid parts whose transfer is reversed by this much. */
  reverse: { payoutId: number; transferId: string; amountMinor: number }[];
  /** What could not be taken back (the DJ received less than the share): 0 when the payouts cover it. */
  shortfallMinor: number;
};

/**
 * How the DJ's share of a refund comes out of the booking's payouts: parts not yet paid are reduced first (the latest
 * due first), then paid transfers are reversed (the latest first). The reductions and reversals add up to the share,
 * unless the payouts hold less (the shortfall says how much).
 */
export function planPayoutAdjustment(
  parts: readonly TPayoutPart[],
  shareMinor: number,
): TPayoutAdjustmentPlan {
  let left = shareMinor;
  const latestFirst = [...parts].sort((a, b) => b.dueAt.getTime() - a.dueAt.getTime() || b.id - a.id);
  const reduce: TPayoutAdjustmentPlan['reduce'] = [];
  const reverse: TPayoutAdjustmentPlan['reverse'] = [];
  for (const part of latestFirst) {
    if (left === 0) break;
    if (part.status !== 'scheduled' && part.status !== 'failed') continue;
    const take = Math.min(left, part.amountMinor);
    if (take === 0) continue;
    reduce.push({ payoutId: part.id, fromMinor: part.amountMinor, toMinor: part.amountMinor - take });
    left -= take;
  }
  for (const part of latestFirst) {
    if (left === 0) break;
    if (part.status !== 'paid' || !part.transferId) continue;
    const take = Math.min(left, part.amountMinor);
    if (take === 0) continue;
    reverse.push({ payoutId: part.id, transferId: part.transferId, amountMinor: take });
    left -= take;
  }
  return { reduce, reverse, shortfallMinor: left };
}

// ——— API ———

const statement = (label: string) =>
  zText({ error: DISPUTE_MESSAGES.statementTooShort, multiline: true, label })
    .trim()
    .min(DISPUTE_LIMITS.statementMin, DISPUTE_MESSAGES.statementTooShort)
    .max(DISPUTE_LIMITS.statementMax, DISPUTE_MESSAGES.statementTooLong);

export const ZOpenDisputeBody = z.strictObject({
  reason: z.enum(DISPUTE_REASONS, {
    error: choiceError(DISPUTE_MESSAGES.reasonRequired, DISPUTE_MESSAGES.reasonInvalid),
  }),
  statement: statement('Statement'),
});
export type TOpenDisputeBody = z.infer<typeof ZOpenDisputeBody>;

export const ZAnswerDisputeBody = z.strictObject({ statement: statement('Answer') });

export const ZDecideDisputeBody = z
  .strictObject({
    outcome: z.enum(DISPUTE_OUTCOMES, {
      error: choiceError(DISPUTE_MESSAGES.outcomeRequired, DISPUTE_MESSAGES.outcomeInvalid),
    }),
    /** Major units with at most 2 decimals; only for a partial refund. */
    refund_amount: z
      .number({ error: DISPUTE_MESSAGES.amountRequired })
      .positive(DISPUTE_MESSAGES.amountRequired)
      .max(999_999.99, DISPUTE_MESSAGES.amountTooHigh)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most 2 decimals')
      .optional(),
    note: zText({ error: DISPUTE_MESSAGES.noteRequired, multiline: true, label: 'Note' })
      .trim()
      .min(1, DISPUTE_MESSAGES.noteRequired)
      .max(DISPUTE_LIMITS.noteMax, DISPUTE_MESSAGES.noteTooLong),
  })
  .superRefine((body, context) => {
    if (body.outcome === 'partial_refund' && body.refund_amount === undefined)
      context.addIssue({ code: 'custom', path: ['refund_amount'], message: DISPUTE_MESSAGES.amountRequired });
    if (body.outcome !== 'partial_refund' && body.refund_amount !== undefined)
      context.addIssue({ code: 'custom', path: ['refund_amount'], message: DISPUTE_MESSAGES.amountWithFull });
  });
export type TDecideDisputeBody = z.infer<typeof ZDecideDisputeBody>;

export const ZDispute = z.object({
  id: z.number(),
  booking_id: z.number(),
  status: z.enum(DISPUTE_STATUSES),
  opened_by: z.enum(['customer', 'dj']),
  reason: z.enum(DISPUTE_REASONS),
  statement: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  currency: z.string(),
  /** What the card was charged, in major units. */
  charged: z.number(),
  decision: z
    .object({
      outcome: z.enum(DISPUTE_OUTCOMES),
      note: z.string(),
      decided_at: z.string(),
      refund: z.number(),
      dj_share: z.number(),
      platform_share: z.number(),
      /** The refund went through at the gateway (false while it is being retried). */
      refunded: z.boolean(),
    })
    .nullable(),
  /** The DJ's payout of the booking after the decision (the agreed payout less the DJ's share). */
  dj_payout: z.number(),
  /** Money the DJ's payouts gave back: unpaid parts reduced and paid transfers reversed. */
  payout_adjustments: z.array(
    z.object({ kind: z.enum(['reduced', 'reversed']), amount: z.number(), done: z.boolean() }),
  ),
  /** Whether the reader may answer now. */
  can_answer: z.boolean(),
});
export type TDispute = z.infer<typeof ZDispute>;

/** GET /bookings/{id}/dispute: the booking's dispute, or whether one may be opened and until when. */
export const ZBookingDispute = z.object({
  dispute: ZDispute.nullable(),
  can_open: z.boolean(),
  window_closes_at: z.string().nullable(),
});
export type TBookingDispute = z.infer<typeof ZBookingDispute>;
