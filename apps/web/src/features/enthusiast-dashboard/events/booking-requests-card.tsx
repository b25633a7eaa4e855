import { ClipboardList, Compass } from 'lucide-react';
import { ENTHUSIAST_DASHBOARD_MESSAGES } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { TabLink } from '../tab-link.tsx';

/** Your DJ Booking Requests (spec 2 §2): requests arrive with the booking engine; until then none exist. */
export function BookingRequestsCard() {
  return (
    <DashboardCard title="Your DJ Booking Requests" icon={<ClipboardList className="size-5" aria-hidden />}>
      <EmptyState title={ENTHUSIAST_DASHBOARD_MESSAGES.noBookingRequests}>
        <p>When you request a DJ for your event, the request and the offers DJs send show here.</p>
        <TabLink tab="discover" className="mt-4" icon={<Compass className="size-4" aria-hidden />}>
          Find a DJ
        </TabLink>
      </EmptyState>
    </DashboardCard>
  );
}
