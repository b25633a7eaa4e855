import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { Button } from '../../ui/button.tsx';
import { useNow } from '../live-updates/use-relative-time.ts';
import {
  bookingThreadKey,
  editMessage,
  fetchBookingThread,
  reportMessage,
  sendBookingMessage,
} from './messages-api.ts';
import { ThreadLoading, ThreadView } from './thread-view.tsx';

/** The booking's conversation between its customer and DJ (mounted at the end of the booking page). */
export function BookingMessages({ booking }: { booking: TBooking }) {
  const client = useQueryClient();
  const key = bookingThreadKey(booking.id);
  const thread = useQuery({ queryKey: key, queryFn: () => fetchBookingThread(booking.id) });
  const now = useNow();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const send = useMutation({
    mutationFn: (text: string) => sendBookingMessage(booking.id, text),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => editMessage(id, text),
    onSuccess: refresh,
  });
  return (
    <section
      aria-labelledby="booking-messages"
      className="rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:p-6"
    >
      <h2 id="booking-messages" className="mb-4 font-display text-lg font-semibold">
        Messages
      </h2>
      {thread.isPending ? (
        <ThreadLoading />
      ) : thread.isError ? (
        <p className="text-sm text-mist-300">
          The conversation could not be loaded.{' '}
          <Button variant="ghost" size="sm" onClick={() => void thread.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <ThreadView
          thread={thread.data}
          now={now}
          actions={{
            send: (text) => send.mutateAsync(text),
            edit: (id, text) => edit.mutateAsync({ id, text }),
            report: (id, reason) => reportMessage(id, reason),
          }}
        />
      )}
    </section>
  );
}
