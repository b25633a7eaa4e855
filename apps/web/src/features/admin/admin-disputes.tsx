import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminDispute } from '@cuepoint/domain/trust/admin';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../ui/button.tsx';
import { DisputeFacts } from '../disputes/booking-dispute.tsx';
import { decideDispute, fetchDisputes } from './admin-api.ts';
import { DecideDisputeForm } from './decide-dispute-form.tsx';
import { OpenOrAllQueue } from './open-or-all-queue.tsx';

/**
 * A decided refund that failed at the gateway: the attempts and the gateway's words; once the retries ran out, an
 * alert with a way to try again (the decision stands, only the gateway part runs).
 */
function RefundFailure({ dispute }: { dispute: TAdminDispute }) {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => {
      const decision = dispute.decision!;
      return decideDispute(dispute.id, {
        outcome: decision.outcome,
        note: decision.note,
        ...(decision.outcome === 'partial_refund' ? { refund_amount: decision.refund } : {}),
      });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
  const failure = dispute.refund_failure;
  if (!failure || !dispute.decision) return null;
  const alerted = failure.alerted_at !== null;
  return (
    <div
      role={alerted ? 'alert' : 'status'}
      className={`flex flex-col gap-2 rounded-lg border p-3 text-sm ${alerted ? 'border-red-400 text-red-200' : 'border-amber-400 text-amber-200'}`}
    >
      <p>
        {alerted
          ? `The refund failed at the payment provider after ${failure.attempts} attempts and is no longer retried.`
          : `The refund failed at the payment provider (${failure.attempts} ${failure.attempts === 1 ? 'attempt' : 'attempts'}); it is retried automatically.`}{' '}
        Last answer: {failure.error}
      </p>
      {alerted ? (
        <div>
          <Button type="button" busy={retry.isPending} onClick={() => retry.mutate()}>
            Retry the refund
          </Button>
          {retry.isError ? (
            <p role="alert" className="mt-2 text-red-300">
              {retry.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Disputes waiting for a decision (or all): both statements, the money, and the decision form. */
export function AdminDisputes() {
  return (
    <OpenOrAllQueue
      name="disputes"
      labels={{ open: 'Waiting for a decision or a refund', all: 'All disputes' }}
      fetch={fetchDisputes}
      empty="No dispute waits for a decision."
    >
      {(disputes) => (
        <ul aria-label="Disputes" className="flex flex-col gap-4">
          {disputes.map((dispute) => (
            <li key={dispute.id} className="flex flex-col gap-3 rounded-xl border border-ink-600 p-4">
              <p className="text-sm">
                <span className="font-semibold">
                  {dispute.customer.name} and {dispute.dj.name}
                </span>{' '}
                ·{' '}
                <Link
                  to={`/admin?tab=booking&booking=${dispute.booking_id}`}
                  className="text-cue-300 underline"
                >
                  Booking #{dispute.booking_id}
                </Link>{' '}
                · charged {formatMajor(dispute.charged, dispute.currency)}
              </p>
              <RefundFailure dispute={dispute} />
              <DisputeFacts dispute={dispute} reader="operator" />
              {dispute.status !== 'decided' ? <DecideDisputeForm dispute={dispute} /> : null}
            </li>
          ))}
        </ul>
      )}
    </OpenOrAllQueue>
  );
}
