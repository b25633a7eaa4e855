import { requestAnchor } from './request-href.ts';
import { useId, useState, type ReactNode } from 'react';
import { CalendarClock, Clock, CreditCard, MapPin, Radio, UserRound } from 'lucide-react';
import { PAYMENT_STATUS_LABELS, type TPaymentStatus } from '@cuepoint/domain/booking/states';
import { PERFORMANCE_TYPE_LABELS } from '@cuepoint/domain/booking/request-rules';
import { totalBudget } from '@cuepoint/domain/booking/request-rules';
import { formatInZone, placeLine } from '../../../lib/place-time-format.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { useBrowserTimeZone } from '../../../lib/use-client-values.ts';
import type { TListedWithBooking } from './customer-request-actions.tsx';
import { hoursLabel } from '../request-form/duration-options.ts';
import { RequestStatusBadge } from './request-status-badge.tsx';

/** Past about three lines the description folds; the whole of it is a click away. */
const FOLDED_CHARS = 180;

function RequestDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > FOLDED_CHARS || text.split('\n').length > 3;
  return (
    <div className="flex flex-col items-start gap-1">
      <p id={id} className={cn('whitespace-pre-line text-sm text-mist-300', long && !open && 'line-clamp-3')}>
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((current) => !current)}
          className="text-xs font-semibold text-cue-300 underline-offset-4 hover:underline"
        >
          {open ? 'Show less' : 'Show all'}
        </button>
      ) : null}
    </div>
  );
}

function paymentLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status as TPaymentStatus] ?? status;
}

/**
 * One booking request (docs/product/booking-requests.md): when and how long, where, the budget and its total,
 * the status badge (docs/product/booking-requests.md), the card's payment status, the offers so far and the DJ it was
 * aimed at; once booked, the booked DJ and the price agreed in place of the budget.
 */
export function BookingRequestItem({
  request,
  actions,
  highlighted,
}: {
  request: TListedWithBooking;
  actions?: ReactNode;
  /** Changed a moment ago (a live update): highlighted for a few seconds. */
  highlighted?: boolean;
}) {
  const timeZone = useBrowserTimeZone();
  const where = placeLine(request.city, request.country);
  const offers = request.offers_count;
  // Once a DJ is booked, the card shows who plays at the price agreed rather than the budget asked.
  const booked = request.booked ?? null;
  return (
    <article
      id={requestAnchor(request.id)}
      aria-label={`Booking request for ${formatInZone(request.date, timeZone)}`}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 transition-colors duration-700',
        highlighted && 'border-cue-400 bg-cue-500/10',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <RequestStatusBadge status={request.status} />
        <span className="inline-flex items-center gap-1 rounded-full bg-ink-700 px-2.5 py-0.5 text-xs font-semibold text-mist-200">
          <CreditCard className="size-3.5" aria-hidden />
          <span className="sr-only">Payment: </span>
          {paymentLabel(request.payment_status)}
        </span>
        {/* A DJ who accepted the request as asked made no offer: '0 offers' would say nothing happened. */}
        {booked && offers === 0 ? null : (
          <span className="ml-auto text-xs text-mist-400">
            {offers === 1 ? '1 offer' : `${offers} offers`}
          </span>
        )}
      </div>
      <p className="flex items-center gap-2 font-semibold text-mist-100">
        <CalendarClock className="size-4 shrink-0 text-cue-400" aria-hidden />
        <time dateTime={request.date}>{formatInZone(request.date, timeZone)}</time>
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-mist-300">
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden />
          {hoursLabel(request.duration)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Radio className="size-4" aria-hidden />
          {PERFORMANCE_TYPE_LABELS[request.performance_type] ?? request.performance_type}
        </li>
        {/* A streamed set has no place unless one was given; an on-site one says when it lacks one. */}
        {where || request.performance_type !== 'remote' ? (
          <li className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden />
            {where ?? 'Not specified'}
          </li>
        ) : null}
        {request.dj_name ? (
          <li className="inline-flex items-center gap-1.5">
            <UserRound className="size-4" aria-hidden />
            {request.dj_name}
          </li>
        ) : null}
      </ul>
      {booked ? (
        <p className="text-sm text-mist-200">
          <span className="font-semibold text-mist-100">Booked: {booked.dj_name}</span> at{' '}
          {formatMajor(booked.hourly_rate, request.currency)} / hour · total{' '}
          {formatMajor(booked.amount, request.currency)}
        </p>
      ) : (
        <p className="text-sm text-mist-200">
          Budget {formatMajor(request.hourly_budget, request.currency)} / hour · total{' '}
          {formatMajor(totalBudget(request.hourly_budget, request.duration), request.currency)}
        </p>
      )}
      <RequestDescription text={request.description} />
      {request.similar_djs.length ? (
        <p className="text-xs text-mist-400">Similar to {request.similar_djs.join(', ')}</p>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
