import { CalendarPlus } from 'lucide-react';
import { apiUrl } from '../../../lib/api.ts';
import { buttonClasses } from '../../../ui/button.tsx';

/** Add to calendar: the confirmed booking as an .ics file (GET /bookings/{id}/calendar.ics). */
export function CalendarLink({ bookingId }: { bookingId: number }) {
  return (
    <a
      href={apiUrl(`/bookings/${bookingId}/calendar.ics`)}
      download
      className={buttonClasses('outline', 'sm')}
    >
      <CalendarPlus className="size-4" aria-hidden />
      Add to calendar
    </a>
  );
}
