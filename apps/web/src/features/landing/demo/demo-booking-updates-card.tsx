import { Activity } from 'lucide-react';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TDemoOffer } from '@cuepoint/domain/demo/offer-simulation';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { LiveIndicator } from '../../live-updates/live-indicator.tsx';
import { UpdateItem } from '../../venue-dashboard/side/recent-booking-updates-card.tsx';
import { asUpdate } from './as-offer.ts';

/** Recent Booking Updates on the demo's offers: the dashboard's own lines, live while the simulation runs. */
export function DemoBookingUpdatesCard({
  offers,
  isHighlighted,
  currency,
  hours,
}: {
  offers: readonly TDemoOffer[];
  isHighlighted(id: number): boolean;
  currency: TExtendedCurrency;
  hours: number;
}) {
  const latest = [...offers].sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated));
  return (
    <DashboardCard
      title="Recent Booking Updates"
      icon={<Activity className="size-5" aria-hidden />}
      action={<LiveIndicator connected />}
      testId="recent-booking-updates"
    >
      {latest.length ? (
        <ul aria-label="Recent booking updates" className="flex flex-col gap-2">
          {latest.map((offer) => (
            <UpdateItem
              key={offer.id}
              update={asUpdate(offer, currency, hours)}
              highlighted={isHighlighted(offer.id)}
            />
          ))}
        </ul>
      ) : (
        <EmptyState title="No booking requests yet">
          <p>Start making offers to DJs to see updates here</p>
        </EmptyState>
      )}
    </DashboardCard>
  );
}
