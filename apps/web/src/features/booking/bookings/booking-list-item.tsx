import { useState } from 'react';
import { Receipt, XCircle } from 'lucide-react';
import { DJ_HOLDING_BOOKING_STATUSES, type TBooking } from '@cuepoint/domain/booking/booking-api';
import { cn } from '../../../lib/cn.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { useNow } from '../../live-updates/use-relative-time.ts';
import { UpdatedAt } from '../offers/updated-at.tsx';
import { hoursLabel } from '../request-form/duration-options.ts';
import { eventPlace, formatInZone } from './booking-format.ts';
import type { Reader } from './booking-sections.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { AddToCalendar } from '../../calendar/add-to-calendar.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { isAtRisk } from './secure-booking-panel.tsx';

/**
 * One booking in a party's list: status, event, the agreed amount, a dispute's refund of it (and what the DJ receives
 * after it), open, cancel, calendar.
 */
export function BookingListItem({
  booking,
  reader,
  highlighted,
}: {
  booking: TBooking;
  reader: Reader;
  highlighted?: boolean;
}) {
  const now = useNow();
  const [cancelling, setCancelling] = useState(false);
  const money = (amount: number) => formatMajor(amount, booking.currency);
  const other = reader === 'dj' ? booking.customer_name : booking.dj_name;
  const live = (DJ_HOLDING_BOOKING_STATUSES as readonly string[]).includes(booking.status);
  return (
    <article
      aria-label={`Booking with ${other}`}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-900 p-4 text-sm transition-colors duration-700',
        highlighted && 'border-cue-400 bg-cue-500/10',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <BookingStatusBadge status={booking.status} />
        {isAtRisk(booking) ? (
          <span className="rounded-full border border-amber-400/60 bg-amber-500/10 px-2 py-0.5 text-xs font-medium text-amber-100">
            {reader === 'customer' ? 'Secure this booking' : 'At risk: card not secured'}
          </span>
        ) : null}
        <span className="ml-auto">
          <UpdatedAt iso={booking.updated_at} />
        </span>
      </div>
      <p className="font-semibold text-mist-100">{other}</p>
      <p className="text-mist-300">
        <time dateTime={booking.event.date}>{formatInZone(booking.event.date, booking.event.timezone)}</time>{' '}
        · {hoursLabel(booking.event.duration)} · {eventPlace(booking.event)}
      </p>
      <p className="text-mist-200">
        {money(booking.amounts.customer_pays)} ({money(booking.hourly_rate)} / hour)
        {booking.refund ? ` · ${money(booking.refund.amount)} refunded` : null}
        {reader === 'dj' ? (
          <>
            {' '}
            · you receive <strong className="text-emerald-200">{money(booking.dj_payout_now)}</strong>
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink
          to={`/bookings/${booking.id}`}
          size="sm"
          variant="outline"
          icon={<Receipt className="size-4" aria-hidden />}
        >
          View booking
        </ButtonLink>
        <AddToCalendar bookingId={booking.id} status={booking.status} />
        {live ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<XCircle className="size-4" aria-hidden />}
            onClick={() => setCancelling(true)}
          >
            Cancel booking
          </Button>
        ) : null}
      </div>
      <CancelBookingDialog
        booking={booking}
        reader={reader}
        now={now}
        open={cancelling}
        onOpenChange={setCancelling}
      />
    </article>
  );
}
