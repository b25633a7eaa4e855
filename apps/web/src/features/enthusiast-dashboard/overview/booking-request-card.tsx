import { CalendarPlus, Compass } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { TabLink } from '../tab-link.tsx';

/**
 * Where the booking request form will stand (spec 2 §2 Overview). Requests open with the booking engine; until then
 * the card says what it will do and leads to the DJs. A DJ chosen on a profile (?dj_id=) stays in the address for it.
 */
export function BookingRequestCard() {
  const [params] = useSearchParams();
  const chosenDj = params.get('dj_id');
  return (
    <DashboardCard title="Request a DJ" icon={<CalendarPlus className="size-5" aria-hidden />}>
      <p className="text-mist-200">
        Booking requests open soon: describe your event, your budget per hour and the DJs you like, and DJs
        will send you offers. Your card is only charged once a DJ accepts and your event is confirmed.
      </p>
      {chosenDj ? (
        <p className="mt-3 text-sm text-mist-300">
          The DJ you chose is kept for your request, which will start right here.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-mist-300">Meanwhile, find the DJs you would like to book.</p>
      <TabLink
        tab="discover"
        variant="primary"
        size="md"
        className="mt-4"
        icon={<Compass className="size-4" aria-hidden />}
      >
        Browse DJs
      </TabLink>
    </DashboardCard>
  );
}
