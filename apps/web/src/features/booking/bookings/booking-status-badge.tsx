import type { ReactNode } from 'react';
import { Ban, CalendarCheck, CheckCircle2, Hourglass, TimerOff } from 'lucide-react';
import { BOOKING_STATUS_LABELS, type TBookingStatus } from '@cuepoint/domain/booking/booking-api';
import { cn } from '../../../lib/cn.ts';

const LOOKS: Record<TBookingStatus, { className: string; icon: ReactNode }> = {
  awaiting_confirmation: {
    className: 'border-yellow-300/40 bg-yellow-300/15 text-yellow-200',
    icon: <Hourglass className="size-3.5" aria-hidden />,
  },
  confirmed: {
    className: 'border-emerald-300/40 bg-emerald-400/15 text-emerald-200',
    icon: <CalendarCheck className="size-3.5" aria-hidden />,
  },
  completed: {
    className: 'border-sky-300/40 bg-sky-400/15 text-sky-200',
    icon: <CheckCircle2 className="size-3.5" aria-hidden />,
  },
  cancelled: {
    className: 'border-red-300/40 bg-red-400/15 text-red-200',
    icon: <Ban className="size-3.5" aria-hidden />,
  },
  expired: {
    className: 'border-red-300/40 bg-red-400/15 text-red-200',
    icon: <TimerOff className="size-3.5" aria-hidden />,
  },
};

/** A booking's status with its colour and icon. */
export function BookingStatusBadge({ status }: { status: TBookingStatus }) {
  const look = LOOKS[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        look.className,
      )}
    >
      {look.icon}
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
