import { Link } from 'react-router';
import { CalendarClock, CheckCircle2, CircleAlert, CircleSlash } from 'lucide-react';
import type { TDjPayout, TPayoutClawback } from '@cuepoint/domain/payouts/payouts-api';
import { PAYOUT_KIND_LABELS, PAYOUT_STATUS_LABELS } from '@cuepoint/domain/payouts/payouts-api';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { Badge } from '../../../ui/feedback.tsx';
import { FeeLines } from '../../booking/offers/fee-lines.tsx';
import { hoursLabel } from '../../booking/request-form/duration-options.ts';
import { formatInstant } from '../format.ts';
import type { PayoutGroup } from './payouts-api.ts';

const STATUS_ICONS = {
  scheduled: <CalendarClock className="size-3.5" aria-hidden />,
  paid: <CheckCircle2 className="size-3.5" aria-hidden />,
  failed: <CircleAlert className="size-3.5" aria-hidden />,
  cancelled: <CircleSlash className="size-3.5" aria-hidden />,
} as const;

const STATUS_TONES = { scheduled: 'wave', paid: 'cue', failed: 'amber', cancelled: 'neutral' } as const;

/**
 * What a dispute's refund took from a payout: taken back from a paid transfer (a line of its own, so the paid parts
 * add up to what the DJ receives now), or taken off a payout not yet paid (its amount is already the reduced one).
 */
function ClawbackLine({ payout, clawback }: { payout: TDjPayout; clawback: TPayoutClawback }) {
  const money = formatMajor(clawback.amount, payout.currency);
  if (clawback.kind === 'reduced')
    return (
      <p className="text-xs text-mist-400">
        Reduced by {money} for the customer’s refund (was{' '}
        {formatMajor(payout.amount + clawback.amount, payout.currency)})
      </p>
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-mist-300">
        Taken back for the customer’s refund{clawback.done ? '' : ' (being taken back)'}
      </span>
      <span className="font-semibold text-mist-100">−{money}</span>
    </div>
  );
}

function PayoutLine({ payout }: { payout: TDjPayout }) {
  const hydrated = useHydrated();
  const when = payout.status === 'paid' && payout.paid_at ? payout.paid_at : payout.due_at;
  const whenLabel =
    payout.status === 'paid' ? 'Paid on' : payout.status === 'cancelled' ? 'Was due on' : 'Due on';
  return (
    <li className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-mist-200">{PAYOUT_KIND_LABELS[payout.kind]}</span>
        <span className="font-semibold text-mist-100">{formatMajor(payout.amount, payout.currency)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-mist-400">
        <span>
          {whenLabel} <time dateTime={when}>{formatInstant(when, hydrated)}</time>
        </span>
        <Badge tone={STATUS_TONES[payout.status]}>
          {STATUS_ICONS[payout.status]}
          {PAYOUT_STATUS_LABELS[payout.status]}
        </Badge>
      </div>
      {payout.clawback ? <ClawbackLine payout={payout} clawback={payout.clawback} /> : null}
      {payout.failure_reason ? <p className="text-xs text-amber-cue">{payout.failure_reason}</p> : null}
    </li>
  );
}

/** One booking's payouts: the event, what the customer pays less the fees, and each payout with its date and status. */
export function PayoutBooking({ group }: { group: PayoutGroup }) {
  const hydrated = useHydrated();
  const { first } = group;
  const date = formatInstant(first.event.date, hydrated);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-900 p-4">
      <div>
        <p className="font-semibold text-mist-100">{first.customer_name}</p>
        <p className="text-sm text-mist-300">
          <time dateTime={first.event.date}>{date}</time> · {hoursLabel(first.event.duration)}
        </p>
        <Link
          to={`/bookings/${group.bookingId}`}
          aria-label={`View booking with ${first.customer_name}, ${date}`}
          className="text-sm font-semibold text-cue-300 underline-offset-4 hover:underline"
        >
          View booking
        </Link>
      </div>
      <FeeLines
        amounts={first.booking_amounts}
        refund={first.refund}
        currency={first.currency}
        label={`Fee breakdown for ${first.customer_name}, ${date}`}
      />
      <ul aria-label={`Payouts for ${first.customer_name}, ${date}`} className="divide-y divide-ink-700">
        {group.payouts.map((payout) => (
          <PayoutLine key={payout.id} payout={payout} />
        ))}
      </ul>
    </li>
  );
}
