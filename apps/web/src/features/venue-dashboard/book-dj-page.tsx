import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../ui/button.tsx';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { VenueOnly } from './venue-guard.tsx';

/** /venue-dashboard/book-dj: for venues only, like the dashboard; the booking form itself comes with bookings. */
export function BookDjPage() {
  return (
    <VenueOnly>
      {() => (
        <ComingSoon
          title="Book a DJ"
          description="Request a DJ for your venue, in person or streamed."
          actions={
            <ButtonLink to="/venue-dashboard" icon={<ArrowLeft className="size-4" aria-hidden />}>
              Back to your dashboard
            </ButtonLink>
          }
        />
      )}
    </VenueOnly>
  );
}
