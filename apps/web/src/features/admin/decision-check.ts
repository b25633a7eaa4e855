import { toMinor } from '@cuepoint/domain/money/minor-units';
import {
  partialRefundIssue,
  ZDecideDisputeBody,
  type TDecideDisputeBody,
  type TDisputeOutcome,
} from '@cuepoint/domain/trust/disputes';

export type TDecisionField = 'outcome' | 'refund_amount' | 'note';
export type TDecisionErrors = Partial<Record<TDecisionField, string>>;

const FIELDS: readonly string[] = ['outcome', 'refund_amount', 'note'] satisfies TDecisionField[];

/**
 * A dispute decision as the form holds it, checked by the rules the server applies (the decision's schema, and a
 * partial refund below what was charged): the body to send, or each field's first problem, so every message shows
 * under the field it is about.
 */
export function checkDecision(
  form: { outcome: TDisputeOutcome | ''; amount: string; note: string },
  /** What the card was charged, in major units. */
  charged: number,
): { body: TDecideDisputeBody; errors: null } | { body: null; errors: TDecisionErrors } {
  const amount = form.amount.trim();
  const refundAmount = amount === '' ? undefined : Number(amount);
  const parsed = ZDecideDisputeBody.safeParse({
    outcome: form.outcome,
    note: form.note,
    ...(form.outcome === 'partial_refund' ? { refund_amount: refundAmount } : {}),
  });
  const errors: TDecisionErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    // The body has no other field; anything else is the decision's as a whole, shown with its choice.
    errors[FIELDS.includes(field) ? (field as TDecisionField) : 'outcome'] ??= issue.message;
  }
  // An amount the schema took is a positive number with at most 2 decimals: it must also be less than the charge.
  if (form.outcome === 'partial_refund' && refundAmount !== undefined && !errors.refund_amount) {
    const tooHigh = partialRefundIssue(toMinor(refundAmount), toMinor(charged));
    if (tooHigh) errors.refund_amount = tooHigh;
  }
  return parsed.success && !errors.refund_amount
    ? { body: parsed.data, errors: null }
    : { body: null, errors };
}
