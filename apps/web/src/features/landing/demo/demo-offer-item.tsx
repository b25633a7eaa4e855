import type { ReactNode } from 'react';
import type { TDemoOffer } from '@cuepoint/domain/demo/offer-simulation';
import { cn } from '../../../lib/cn.ts';
import { OfferStatusBadge } from '../../booking/offers/offer-status-badge.tsx';
import type { OfferSimulation } from './use-offer-simulation.ts';

/** One offer of a demo's simulation in its list, lit up for a moment when the simulation just moved it. */
export function DemoOfferItem({
  offer,
  simulation,
  className,
  children,
}: {
  offer: TDemoOffer;
  simulation: OfferSimulation;
  className: string;
  children: ReactNode;
}) {
  const highlighted = simulation.isHighlighted(offer.id);
  return (
    <li
      data-testid="demo-offer"
      data-status={offer.status}
      data-highlighted={highlighted || undefined}
      className={cn(
        className,
        'transition-colors duration-700',
        highlighted && 'border-cue-400 bg-cue-500/10',
      )}
    >
      {children}
    </li>
  );
}

/** The offer's DJ and where the offer stands. */
export function DemoOfferTitle({ offer, className }: { offer: TDemoOffer; className?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className={cn('font-semibold', className)}>{offer.djName}</h3>
      <OfferStatusBadge status={offer.status} />
    </div>
  );
}
