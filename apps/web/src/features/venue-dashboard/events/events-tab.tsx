import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, CalendarX2 } from 'lucide-react';
import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import { VENUE_EVENT_MESSAGES as M } from '@cuepoint/domain/venues/venue-event-rules';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { LoadState } from '../parts/load-state.tsx';
import { TabHeading } from '../parts/tab-heading.tsx';
import { useVenueKeys } from '../venue-keys.ts';
import { EventItem } from './event-item.tsx';
import { deleteVenueEvent, fetchVenueEvents } from './events-api.ts';

export function useVenueEvents() {
  const keys = useVenueKeys();
  return useQuery({ queryKey: keys.events, queryFn: fetchVenueEvents });
}

/**
 * Events (docs/product/venues.md): the venue's events by date then time, Add Event, and each event's Edit and Delete;
 * deleting asks the spec's question first.
 */
export function EventsTab({ onAdd, onEdit }: { onAdd(): void; onEdit(event: TVenueEvent): void }) {
  const toast = useToast();
  const client = useQueryClient();
  const keys = useVenueKeys();
  const events = useVenueEvents();
  const [deleting, setDeleting] = useState<TVenueEvent | null>(null);

  const remove = useMutation({
    mutationFn: (event: TVenueEvent) => deleteVenueEvent(event.id),
    onSuccess: (_, event) => {
      client.setQueryData<TVenueEvent[]>(keys.events, (current) =>
        (current ?? []).filter((item) => item.id !== event.id),
      );
      void client.invalidateQueries({ queryKey: keys.analytics });
      toast.success(VENUE_DASHBOARD_MESSAGES.eventDeleted);
    },
    onError: (error) =>
      toast.error(
        VENUE_DASHBOARD_MESSAGES.deleteEventFailed(
          isUnreachable(error) ? 'the server could not be reached' : errorReason(error),
        ),
      ),
  });

  const addButton = (
    <Button icon={<CalendarPlus className="size-4" aria-hidden />} onClick={onAdd}>
      Add Event
    </Button>
  );

  if (!events.data) return <LoadState query={events} what="your events" />;
  return (
    <div className="flex flex-col">
      <TabHeading title="Your events" lead="Coming and past events, by date and time." action={addButton} />
      {events.data.length ? (
        <ul aria-label="Your events" className="flex flex-col gap-3">
          {events.data.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              onEdit={() => onEdit(event)}
              onDelete={() => setDeleting(event)}
            />
          ))}
        </ul>
      ) : (
        <EmptyState title={M.empty} icon={<CalendarX2 className="size-8" aria-hidden />}>
          Add your first event: its date, lead DJ, flyer and tickets, streamed to other venues if you like.
        </EmptyState>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete event?"
        description={M.deleteConfirmation}
        confirmLabel="Delete event"
        cancelLabel="Keep event"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
