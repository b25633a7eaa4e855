import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { countryName } from '@cuepoint/domain/catalog/country-list';
import { eventPlace } from './booking-format.ts';

/** The venue's address with the event's city and country, the city once when the address already names it. */
function venueAddressLine(address: string, event: TBooking['event']): string {
  const city = event.city?.trim().toLowerCase();
  if (city && address.toLowerCase().includes(city)) {
    const country = event.country ? (countryName(event.country) ?? event.country) : null;
    return country && !address.toLowerCase().includes(country.toLowerCase())
      ? `${address}, ${country}`
      : address;
  }
  return `${address}, ${eventPlace(event)}`;
}

function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-cue-300 underline">
      {email}
    </a>
  );
}

/**
 * How the two parties of a confirmed booking reach each other: the customer gets the DJ's e-mail; the DJ gets the
 * customer's, and for an on-site event at a venue the venue's address. Nothing before the confirmation (the server
 * sends none).
 */
export function BookingContacts({ booking, reader }: { booking: TBooking; reader: 'customer' | 'dj' }) {
  if (reader === 'customer')
    return booking.dj_email ? (
      <p className="mt-3 text-sm text-mist-300">
        Reach the DJ at <MailLink email={booking.dj_email} />
      </p>
    ) : null;
  if (!booking.customer_email && !booking.venue_address) return null;
  return (
    <div className="mt-3 flex flex-col gap-1 text-sm text-mist-300">
      {booking.venue_address ? (
        <p>
          Venue address:{' '}
          <span className="text-mist-100">{venueAddressLine(booking.venue_address, booking.event)}</span>
        </p>
      ) : null}
      {booking.customer_email ? (
        <p>
          Reach {booking.customer_name} at <MailLink email={booking.customer_email} />
        </p>
      ) : null}
    </div>
  );
}
