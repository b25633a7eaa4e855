import { ClipboardList, UserPlus } from 'lucide-react';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { BOOK_DJ_PATH } from '../header/venue-banner.tsx';
import { TabHeading } from '../parts/tab-heading.tsx';

/**
 * Booking Status (spec 2 §2). Booking requests are not taken yet, so there is nothing to list: the tab says where
 * they will appear and leads to the booking screen.
 */
export function BookingsTab() {
  return (
    <>
      <TabHeading title="Booking requests" lead="Your requests to DJs, their status and offers." />
      <EmptyState
        title={VENUE_DASHBOARD_MESSAGES.noBookingRequests}
        icon={<ClipboardList className="size-8" aria-hidden />}
      >
        <p>
          When you request a DJ, the request shows here with its status and the number of offers DJs have
          made.
        </p>
        <ButtonLink
          to={BOOK_DJ_PATH}
          variant="outline"
          size="sm"
          className="mt-4"
          icon={<UserPlus className="size-4" aria-hidden />}
        >
          Book a DJ
        </ButtonLink>
      </EmptyState>
    </>
  );
}
