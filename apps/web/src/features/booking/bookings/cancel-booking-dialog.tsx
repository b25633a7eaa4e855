import { useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_MESSAGES,
  CANCEL_REASON_MAX_LENGTH,
  type TBooking,
} from '@cuepoint/domain/booking/booking-api';
import { bookingCancellationCost } from '@cuepoint/domain/booking/cancellation';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Alert } from '../../../ui/feedback.tsx';
import { refreshNegotiation } from '../offers/offers-api.ts';
import { ReasonDialog } from '../offers/reason-dialog.tsx';
import { cancelBooking } from './bookings-api.ts';
import { formatInZone } from './booking-format.ts';
import type { Reader } from './booking-sections.tsx';

/** What cancelling now would cost, in the reader's words. */
export function CancellationCostNote({
  booking,
  reader,
  now,
}: {
  booking: TBooking;
  reader: Reader;
  now: Date;
}) {
  const cost = bookingCancellationCost(booking, reader, now);
  const money = formatMajor(booking.amounts.customer_pays, booking.currency);
  if (reader === 'dj') {
    return cost.kind === 'refused' ? (
      <Alert tone="error">{BOOKING_MESSAGES.chargedAlready}</Alert>
    ) : (
      <Alert tone="info">
        Nothing is charged to {booking.customer_name}. The request opens again to similar DJs, without you.
      </Alert>
    );
  }
  if (cost.kind === 'charged')
    return (
      <Alert tone="error">
        The event is inside the cancellation notice: cancelling now charges the agreed {money}.
      </Alert>
    );
  return (
    <Alert tone="info">
      {cost.deadline
        ? `Free until ${formatInZone(cost.deadline.toISOString(), booking.event.timezone)}: nothing is charged and the hold on your card is released. After that, cancelling charges the agreed ${money}.`
        : 'Nothing is charged and the hold on your card is released.'}
    </Alert>
  );
}

/** Cancel booking (decision record 029): a required reason both sides read, and what it costs said first. */
export function CancelBookingDialog({
  booking,
  reader,
  now,
  open,
  onOpenChange,
  onCancelled,
}: {
  booking: TBooking;
  reader: Reader;
  now: Date;
  open: boolean;
  onOpenChange(open: boolean): void;
  onCancelled?(booking: TBooking): void;
}) {
  const client = useQueryClient();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this booking?"
      description={`${reader === 'customer' ? booking.dj_name : booking.customer_name} is told why.`}
      requiredMessage={BOOKING_MESSAGES.cancelReasonRequired}
      maxLength={CANCEL_REASON_MAX_LENGTH}
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      onSubmit={async (reason) => {
        const cancelled = await cancelBooking(booking.id, reason ?? '');
        refreshNegotiation(client);
        onCancelled?.(cancelled);
      }}
    >
      <CancellationCostNote booking={booking} reader={reader} now={now} />
    </ReasonDialog>
  );
}
