import type { TBookingSide } from '@cuepoint/domain/booking/sides';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BOOKING_MESSAGES,
  CANCELLATION_NOTICE_LABELS,
  PAYMENT_TERMS_LABELS,
  type TBooking,
} from '@cuepoint/domain/booking/booking-api';
import { PAYOUT_STATUS_LABELS } from '@cuepoint/domain/payouts/payouts-api';
import { PAYMENT_STATUS_LABELS } from '@cuepoint/domain/booking/states';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { useBrowserTimeZone, useHydrated } from '../../../lib/use-client-values.ts';
import { hoursLabel } from '../request-form/duration-options.ts';
import { FeeLines } from '../offers/fee-lines.tsx';
import { actorLabel, eventPlace, formatInZone, historyLabel, performanceLabel } from './booking-format.ts';

export type Reader = TBookingSide;

/** A titled part of a booking's page (its heading names it). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `booking-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:p-6">
      <h2 id={id} className="mb-4 font-display text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-mist-400 sm:w-44 sm:shrink-0">{term}</dt>
      <dd className="text-sm text-mist-100">{children}</dd>
    </div>
  );
}

/**
 * The event: when (in its own zone, and in the reader's when that differs: a DJ streaming to another continent plays
 * at their own hour), how long, what kind, where and what for.
 */
export function EventFacts({ booking }: { booking: TBooking }) {
  const { event } = booking;
  const hydrated = useHydrated();
  const readerZone = useBrowserTimeZone();
  const there = formatInZone(event.date, event.timezone);
  const here = hydrated ? formatInZone(event.date, readerZone) : there;
  return (
    <dl className="flex flex-col gap-2">
      <Row term="When">
        <time dateTime={event.date}>{there}</time>
        {here === there ? null : <span className="block text-mist-300">{here} your time</span>}
      </Row>
      <Row term="Duration">{hoursLabel(event.duration)}</Row>
      <Row term="Performance">{performanceLabel(event)}</Row>
      <Row term="Where">{eventPlace(event)}</Row>
      <Row term="Description">
        <span className="whitespace-pre-line">{event.description}</span>
      </Row>
    </dl>
  );
}

/**
 * The customer's card: what it secures until it is charged (nothing once released or failed), then what was charged
 * and, after a dispute's refund,
 * what came back and what the customer paid in the end.
 */
function CardRow({ booking }: { booking: TBooking }) {
  const money = (amount: number) => formatMajor(amount, booking.currency);
  if (booking.charged === 0) {
    // Nothing held any more: the hold was released (or never went through), so the card secures nothing.
    if (booking.payment_status === 'released')
      return <Row term="Your card">Released: nothing was charged</Row>;
    if (booking.payment_status === 'failed') return <Row term="Your card">The authorization failed</Row>;
    const term =
      booking.payment_status === 'card_saved' ? 'Your saved card will secure' : 'Your card secures';
    return <Row term={term}>{money(booking.hold_amount)}</Row>;
  }
  const { refund } = booking;
  return (
    <Row term="Charged to your card">
      {money(booking.charged)}
      {!refund
        ? null
        : refund.sent
          ? ` · ${money(refund.amount)} refunded · you paid ${money(booking.customer_paid_now)}`
          : ` · ${money(refund.amount)} refund being sent · you pay ${money(booking.customer_paid_now)} in the end`}
    </Row>
  );
}

/** The agreed price and its split (after a refund, where the money ended), the card and the payment's status. */
export function AmountsFacts({ booking, reader }: { booking: TBooking; reader: Reader }) {
  const money = (amount: number) => formatMajor(amount, booking.currency);
  const { refund } = booking;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-mist-200">
        Agreed rate {money(booking.hourly_rate)} / hour for {hoursLabel(booking.event.duration)}
      </p>
      <FeeLines
        amounts={booking.amounts}
        currency={booking.currency}
        audience={reader}
        label="Price breakdown"
        refund={
          refund && {
            charged: booking.charged,
            amount: refund.amount,
            platform_share: refund.platform_share,
            sent: refund.sent,
            dj_payout_now: booking.dj_payout_now,
          }
        }
      />
      <dl className="flex flex-col gap-2">
        <Row term="Payment">{PAYMENT_STATUS_LABELS[booking.payment_status]}</Row>
        {reader === 'customer' ? <CardRow booking={booking} /> : null}
      </dl>
    </div>
  );
}

/** The contract's terms, or that the customer (you, or the customer by name) has not confirmed them yet. */
export function TermsFacts({ booking, reader }: { booking: TBooking; reader: Reader }) {
  const { terms } = booking;
  const offered = `${PAYMENT_TERMS_LABELS[booking.dj_terms.payment_terms]} payment, ${CANCELLATION_NOTICE_LABELS[booking.dj_terms.cancellation_notice_hours]} cancellation notice`;
  if (!terms)
    return (
      <p className="text-sm text-mist-300">
        {reader === 'customer' ? `${booking.dj_name} offered` : 'You offered'} {offered}.{' '}
        {reader === 'customer' ? 'You have' : `${booking.customer_name} has`} not confirmed the contract yet.
      </p>
    );
  return (
    <dl className="flex flex-col gap-2">
      <Row term="Payment terms">{PAYMENT_TERMS_LABELS[terms.payment_terms]}</Row>
      <Row term="Cancellation notice">{CANCELLATION_NOTICE_LABELS[terms.cancellation_notice_hours]}</Row>
      <Row term="Equipment provided">
        {terms.equipment_provided.length ? terms.equipment_provided.join(', ') : 'None listed'}
      </Row>
      {terms.special_requirements ? (
        <Row term="Special requirements">
          <span className="whitespace-pre-line">{terms.special_requirements}</span>
        </Row>
      ) : null}
      <Row term="Additional terms">
        <span className="whitespace-pre-line">{terms.additional_terms || 'None'}</span>
      </Row>
    </dl>
  );
}

const PAYOUT_KIND: Record<TBooking['payouts'][number]['kind'], string> = {
  upfront: 'At the charge',
  after_event: 'After the event',
};
/** The DJ's payouts of the booking: each part, its status and date, and why one was not paid. */
export function PayoutsFacts({ booking }: { booking: TBooking }) {
  if (!booking.payouts.length)
    return <p className="text-sm text-mist-300">Payouts are scheduled once the card is charged.</p>;
  return (
    <ul aria-label="Payouts" className="flex flex-col gap-2">
      {booking.payouts.map((payout) => (
        <li
          key={`${payout.kind}-${payout.due_at}`}
          className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-ink-900 px-3 py-2 text-sm"
        >
          <span className="text-mist-200">
            {PAYOUT_KIND[payout.kind]} · {formatMajor(payout.amount, booking.currency)}
          </span>
          <span className="text-mist-400">
            {PAYOUT_STATUS_LABELS[payout.status]} ·{' '}
            {payout.paid_at
              ? `paid ${formatInZone(payout.paid_at, booking.event.timezone)}`
              : `due ${formatInZone(payout.due_at, booking.event.timezone)}`}
          </span>
          {payout.failure_reason ? (
            <span className="basis-full text-amber-200">
              {payout.failure_reason === BOOKING_MESSAGES.payoutAccountMissing ? (
                <>
                  {payout.failure_reason}:{' '}
                  <Link to="/dj-dashboard" className="underline">
                    connect one on your dashboard
                  </Link>{' '}
                  and it is sent at once.
                </>
              ) : (
                payout.failure_reason
              )}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The audit trail both sides and the operators read: what happened, who did it, when and why, oldest first. */
export function HistoryList({ booking, reader }: { booking: TBooking; reader: Reader | 'operator' }) {
  // The customer's history comes without the DJ's payouts (the server leaves them out).
  const { history } = booking;
  if (!history.length) return <p className="text-sm text-mist-300">Nothing has happened yet.</p>;
  return (
    <ol aria-label="History" className="flex flex-col gap-3 border-l border-ink-600 pl-4">
      {history.map((entry, index) => (
        <li key={`${entry.type}-${entry.at}-${index}`} className="flex flex-col gap-0.5 text-sm">
          <span className="font-semibold text-mist-100">
            {historyLabel(entry)}
            {entry.amount === null ? '' : ` · ${formatMajor(entry.amount, booking.currency)}`}
          </span>
          <span className="text-mist-400">
            {actorLabel(entry.actor, reader, booking)} ·{' '}
            <time dateTime={entry.at}>{formatInZone(entry.at, booking.event.timezone)}</time>
            {entry.payment_status ? ` · ${PAYMENT_STATUS_LABELS[entry.payment_status]}` : ''}
          </span>
          {entry.reason ? <span className="text-mist-200">“{entry.reason}”</span> : null}
        </li>
      ))}
    </ol>
  );
}
