import type { ReactNode } from 'react';
import { Ban, CalendarCheck, CheckCircle2, Handshake, Hourglass, TimerOff } from 'lucide-react';
import { BOOKING_STATUS_LABELS, type TBookingStatus } from '@cuepoint/domain/booking/booking-api';
import { StatusPill, type TPillTone } from '../status-pill.tsx';

const LOOKS: Record<TBookingStatus, { tone: TPillTone; icon: ReactNode }> = {
  awaiting_confirmation: { tone: 'yellow', icon: <Hourglass className="size-3.5" aria-hidden /> },
  awaiting_dj_agreement: { tone: 'yellow', icon: <Handshake className="size-3.5" aria-hidden /> },
  confirmed: { tone: 'green', icon: <CalendarCheck className="size-3.5" aria-hidden /> },
  completed: { tone: 'blue', icon: <CheckCircle2 className="size-3.5" aria-hidden /> },
  cancelled: { tone: 'red', icon: <Ban className="size-3.5" aria-hidden /> },
  expired: { tone: 'red', icon: <TimerOff className="size-3.5" aria-hidden /> },
};

/** A booking's status with its colour and icon. */
export function BookingStatusBadge({ status }: { status: TBookingStatus }) {
  return (
    <StatusPill status={status} {...LOOKS[status]}>
      {BOOKING_STATUS_LABELS[status]}
    </StatusPill>
  );
}
