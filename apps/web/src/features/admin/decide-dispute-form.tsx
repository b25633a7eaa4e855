import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toMajor, toMinor } from '@cuepoint/domain/money/minor-units';
import {
  DISPUTE_LIMITS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  refundOf,
  type TDecideDisputeBody,
  type TDisputeOutcome,
} from '@cuepoint/domain/trust/disputes';
import type { TAdminDispute } from '@cuepoint/domain/trust/admin';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { decideDispute } from './admin-api.ts';
import { checkDecision, type TDecisionErrors, type TDecisionField } from './decision-check.ts';

/** What a decision gives back to the customer's card, in major units (0: nothing moves), by the server's rule. */
function refundOfDecision(body: TDecideDisputeBody, charged: number): number {
  const partial = body.refund_amount === undefined ? null : toMinor(body.refund_amount);
  return toMajor(refundOf(body.outcome, toMinor(charged), partial));
}

/**
 * The operator's decision on a dispute: full, partial or no refund with a note to both parties. The form checks it
 * with the server's rules, each message under its field; a refund moves money that cannot be taken back, so it is
 * confirmed with its amount and who receives it before it is sent.
 */
export function DecideDisputeForm({ dispute }: { dispute: TAdminDispute }) {
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<TDisputeOutcome | ''>('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<TDecisionErrors>({});
  const [checked, setChecked] = useState(0);
  const [confirming, setConfirming] = useState<TDecideDisputeBody | null>(null);
  const decide = useMutation({
    mutationFn: (body: TDecideDisputeBody) => decideDispute(dispute.id, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });

  // After a refused submit, the first field to correct takes focus (its message is read with it).
  useEffect(() => {
    if (checked === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  const corrected = (...fields: TDecisionField[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  const customer = dispute.customer.name || 'the customer';
  const refund = confirming
    ? formatMajor(refundOfDecision(confirming, dispute.charged), dispute.currency)
    : '';

  return (
    <>
      <form
        ref={formRef}
        aria-label={`Decide dispute ${dispute.id}`}
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          decide.reset();
          const result = checkDecision({ outcome, amount, note }, dispute.charged);
          setErrors(result.errors ?? {});
          if (!result.body) {
            setChecked((count) => count + 1);
            return;
          }
          if (refundOfDecision(result.body, dispute.charged) > 0) setConfirming(result.body);
          else decide.mutate(result.body);
        }}
      >
        <SelectField
          label="Decision"
          value={outcome}
          error={errors.outcome}
          onChange={(event) => {
            setOutcome(event.target.value as TDisputeOutcome | '');
            // The amount's message belongs to the choice that asked for it.
            corrected('outcome', 'refund_amount');
          }}
        >
          <option value="">Choose…</option>
          {DISPUTE_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {DISPUTE_OUTCOME_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {outcome === 'partial_refund' ? (
          <TextField
            label={`Refund (${dispute.currency}, less than ${formatMajor(dispute.charged, dispute.currency)})`}
            inputMode="decimal"
            value={amount}
            error={errors.refund_amount}
            onChange={(event) => {
              setAmount(event.target.value);
              corrected('refund_amount');
            }}
          />
        ) : null}
        <TextAreaField
          label="Note to both parties"
          wrapperClassName="sm:col-span-2"
          value={note}
          maxLength={DISPUTE_LIMITS.noteMax}
          error={errors.note}
          onChange={(event) => {
            setNote(event.target.value);
            corrected('note');
          }}
        />
        {decide.isError ? (
          <p role="alert" className="text-sm text-red-300 sm:col-span-2">
            {decide.error.message}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" busy={decide.isPending}>
            Decide and refund
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={`Refund ${refund} to ${customer}?`}
        description={`${refund} goes back to ${customer}’s card now; ${dispute.dj.name || 'the DJ'} and Cuepoint give it back in proportion to what each received. A refund cannot be taken back.`}
        confirmLabel={`Refund ${refund}`}
        cancelLabel="Go back"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) decide.mutate(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
