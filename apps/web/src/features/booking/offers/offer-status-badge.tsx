import type { ReactNode } from 'react';
import { ArrowLeftRight, Ban, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { OFFER_STATUS_LABELS, type TOfferStatus } from '@cuepoint/domain/booking/booking-api';
import { cn } from '../../../lib/cn.ts';

const LOOKS: Record<TOfferStatus, { className: string; icon: ReactNode }> = {
  pending: {
    className: 'border-yellow-300/40 bg-yellow-300/15 text-yellow-200',
    icon: <Clock className="size-3.5" aria-hidden />,
  },
  negotiating: {
    className: 'border-sky-300/40 bg-sky-400/15 text-sky-200',
    icon: <ArrowLeftRight className="size-3.5" aria-hidden />,
  },
  accepted: {
    className: 'border-emerald-300/40 bg-emerald-400/15 text-emerald-200',
    icon: <CheckCircle2 className="size-3.5" aria-hidden />,
  },
  declined: {
    className: 'border-red-300/40 bg-red-400/15 text-red-200',
    icon: <XCircle className="size-3.5" aria-hidden />,
  },
  withdrawn: {
    className: 'border-ink-500 bg-ink-700 text-mist-300',
    icon: <Ban className="size-3.5" aria-hidden />,
  },
};

/** Spec 3 §4: an offer's status with a distinct colour and icon. */
export function OfferStatusBadge({ status }: { status: TOfferStatus }) {
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
      {OFFER_STATUS_LABELS[status]}
    </span>
  );
}
