import type { ReactNode } from 'react';
import { ArrowLeftRight, Ban, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { OFFER_STATUS_LABELS, type TOfferStatus } from '@cuepoint/domain/booking/booking-api';
import { StatusPill, type TPillTone } from '../status-pill.tsx';

const LOOKS: Record<TOfferStatus, { tone: TPillTone; icon: ReactNode }> = {
  pending: { tone: 'yellow', icon: <Clock className="size-3.5" aria-hidden /> },
  negotiating: { tone: 'blue', icon: <ArrowLeftRight className="size-3.5" aria-hidden /> },
  accepted: { tone: 'green', icon: <CheckCircle2 className="size-3.5" aria-hidden /> },
  declined: { tone: 'red', icon: <XCircle className="size-3.5" aria-hidden /> },
  withdrawn: { tone: 'grey', icon: <Ban className="size-3.5" aria-hidden /> },
};

/** docs/product/offers-and-contracts.md: an offer's status with a distinct colour and icon. */
export function OfferStatusBadge({ status }: { status: TOfferStatus }) {
  return (
    <StatusPill status={status} {...LOOKS[status]}>
      {OFFER_STATUS_LABELS[status]}
    </StatusPill>
  );
}
