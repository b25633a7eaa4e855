import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { Conversation } from './conversation.tsx';
import { bookingThreadKey, fetchBookingThread, sendBookingMessage } from './messages-api.ts';

/** The booking's conversation between its customer and DJ (mounted at the end of the booking page). */
export function BookingMessages({ booking }: { booking: TBooking }) {
  return (
    <section
      aria-labelledby="booking-messages"
      className="rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:p-6"
    >
      <h2 id="booking-messages" className="mb-4 font-display text-lg font-semibold">
        Messages
      </h2>
      <Conversation
        threadKey={bookingThreadKey(booking.id)}
        load={() => fetchBookingThread(booking.id)}
        send={(text) => sendBookingMessage(booking.id, text)}
      />
    </section>
  );
}
