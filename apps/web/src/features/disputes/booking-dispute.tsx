import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import {
  DISPUTE_LIMITS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  disputeReasonLabel,
  DISPUTE_REASONS,
  ZAnswerDisputeBody,
  ZOpenDisputeBody,
  disputeStatusLabel,
  type TDispute,
  type TDisputeReason,
} from '@cuepoint/domain/trust/disputes';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../ui/button.tsx';
import { Alert, Badge } from '../../ui/feedback.tsx';
import { SelectField, TextAreaField } from '../../ui/field.tsx';
import { answerDispute, bookingDisputeKey, fetchBookingDispute, openDispute } from './disputes-api.ts';
import { formatReaderInstant } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-client-values.ts';
import { firstMessages } from '../../lib/first-messages.ts';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** A day in the reader's zone once hydrated, in UTC while the server's markup is taken over (no mismatch). */
function useDateOf() {
  const hydrated = useHydrated();
  return (iso: string) => formatReaderInstant(iso, DAY, hydrated);
}

/**
 * A dispute as either party or an operator reads it: statements, status (from the reader's side) and the decision
 * with its money. A party reads the other by name.
 */
export function DisputeFacts({
  dispute,
  reader,
  names,
}: {
  dispute: TDispute;
  reader: 'customer' | 'dj' | 'operator';
  names?: { customer: string; dj: string };
}) {
  const dateOf = useDateOf();
  const money = (amount: number) => formatMajor(amount, dispute.currency);
  const opener =
    dispute.opened_by === reader
      ? 'You'
      : dispute.opened_by === 'customer'
        ? (names?.customer ?? 'The customer')
        : (names?.dj ?? 'The DJ');
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={dispute.status === 'decided' ? 'wave' : 'amber'}>
          {disputeStatusLabel(dispute, reader)}
        </Badge>
        <span className="text-mist-300">
          {opener} opened it on {dateOf(dispute.created_at)}: {disputeReasonLabel(dispute)}
        </span>
      </p>
      <blockquote className="border-l-2 border-ink-500 pl-3 text-mist-100">{dispute.statement}</blockquote>
      {dispute.answer ? (
        <blockquote className="border-l-2 border-wave-400 pl-3 text-mist-100">
          <span className="font-semibold">Answer: </span>
          {dispute.answer}
        </blockquote>
      ) : null}
      {dispute.decision ? (
        <dl aria-label="Decision" className="grid gap-1 rounded-xl border border-ink-600 p-4 sm:grid-cols-2">
          <dt className="text-mist-400">Decision</dt>
          <dd className="font-semibold">{DISPUTE_OUTCOME_LABELS[dispute.decision.outcome]}</dd>
          <dt className="text-mist-400">Refund to the card</dt>
          <dd>
            {money(dispute.decision.refund)} of {money(dispute.charged)}
            {dispute.decision.refund > 0 && !dispute.decision.refunded ? ' (being sent)' : ''}
          </dd>
          {reader !== 'customer' ? (
            <>
              <dt className="text-mist-400">From the DJ’s payout</dt>
              <dd>{money(dispute.decision.dj_share)}</dd>
              <dt className="text-mist-400">The DJ’s payout now</dt>
              <dd>{money(dispute.dj_payout)}</dd>
            </>
          ) : null}
          <dt className="text-mist-400">Why</dt>
          <dd>{dispute.decision.note}</dd>
        </dl>
      ) : null}
    </div>
  );
}

/** The booking's dispute: open one within 7 days after the event, answer the other party's, read the decision. */
export function BookingDispute({ booking, reader }: { booking: TBooking; reader: 'customer' | 'dj' }) {
  const dateOf = useDateOf();
  const client = useQueryClient();
  const key = bookingDisputeKey(booking.id);
  const charged = booking.payment_status === 'captured';
  const dispute = useQuery({
    queryKey: key,
    queryFn: () => fetchBookingDispute(booking.id),
    enabled: charged,
  });
  const [opening, setOpening] = useState(false);
  const returnFocus = useRef(false);
  const [reason, setReason] = useState<TDisputeReason | ''>('');
  const [statement, setStatement] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; statement?: string; form?: string }>({});
  const open = useMutation({
    mutationFn: () => openDispute(booking.id, { reason: reason as TDisputeReason, statement }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['bookings'] }),
  });
  const answer = useMutation({
    mutationFn: () => answerDispute(booking.id, statement),
    onSuccess: () => client.invalidateQueries({ queryKey: ['bookings'] }),
  });
  if (!charged || dispute.isPending || dispute.isError) return null;
  const data = dispute.data;
  if (!data.dispute && !data.can_open) return null;

  const submitOpen = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZOpenDisputeBody.safeParse({ reason, statement });
    if (!parsed.success) {
      setErrors(firstMessages(parsed.error.issues, (key) => (key === 'reason' ? 'reason' : 'statement')));
      return;
    }
    setErrors({});
    open.mutate(undefined, { onError: (error) => setErrors({ form: error.message }) });
  };

  return (
    <section
      aria-labelledby="booking-dispute"
      className="rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:p-6"
    >
      <h2 id="booking-dispute" className="mb-4 font-display text-lg font-semibold">
        Dispute
      </h2>
      {data.dispute ? (
        <div className="flex flex-col gap-4">
          <DisputeFacts
            dispute={data.dispute}
            reader={reader}
            names={{ customer: booking.customer_name, dj: booking.dj_name }}
          />
          {data.dispute.can_answer ? (
            <form
              className="flex flex-col gap-2"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                // The server's rule, said before anything is sent (as the opening form does).
                const parsed = ZAnswerDisputeBody.safeParse({ statement });
                if (!parsed.success) {
                  setErrors({ statement: parsed.error.issues[0]?.message });
                  return;
                }
                setErrors({});
                answer.mutate();
              }}
            >
              <TextAreaField
                label="Your side of the story"
                value={statement}
                maxLength={DISPUTE_LIMITS.statementMax}
                error={errors.statement ?? answer.error?.message}
                onChange={(event) => {
                  setStatement(event.target.value);
                  setErrors({});
                }}
              />
              <div>
                <Button type="submit" busy={answer.isPending}>
                  Send answer
                </Button>
              </div>
            </form>
          ) : null}
        </div>
      ) : opening ? (
        <form onSubmit={submitOpen} className="flex flex-col gap-3" aria-label="Open a dispute">
          <SelectField
            label="What went wrong?"
            // Opened by the button just pressed: the keyboard goes on in the form.
            autoFocus
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value as TDisputeReason)}
          >
            <option value="">Choose…</option>
            {DISPUTE_REASONS.map((value) => (
              <option key={value} value={value}>
                {DISPUTE_REASON_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="What happened"
            value={statement}
            maxLength={DISPUTE_LIMITS.statementMax}
            error={errors.statement}
            onChange={(event) => setStatement(event.target.value)}
          />
          {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
          <div className="flex gap-2">
            <Button type="submit" variant="danger" busy={open.isPending}>
              Open dispute
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                returnFocus.current = true;
                setOpening(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3 text-sm text-mist-300">
          <p>
            Something went wrong with this booking? Open a dispute
            {data.window_closes_at ? ` until ${dateOf(data.window_closes_at)}` : ''}: the other party answers
            and Cuepoint decides about a refund.
          </p>
          <Button
            ref={(button) => {
              // Back from a cancelled form: the keyboard is where it was before.
              if (button && returnFocus.current) {
                returnFocus.current = false;
                button.focus();
              }
            }}
            variant="outline"
            size="sm"
            onClick={() => setOpening(true)}
          >
            Open a dispute
          </Button>
        </div>
      )}
    </section>
  );
}
