import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import { DEFAULT_DESTINATION_PRICE } from '@cuepoint/domain/venues/venue-event-rules';
import type { EventSave } from '../../venue-dashboard/events/events-api.ts';
import { DEMO_PARTNER_VENUES, DEMO_VENUE } from './venue-demo-data.ts';

type Slot = { djName: string; startTime: string; duration: string };
type Destination = { venue_user_id: number; price: number | string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const money = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * The demo's save of the venue dashboard's own event form: the checked fields become an event on the page (the
 * picked flyer as a preview), never a request. A new co-streamed event gets one pending destination priced 19.99,
 * as the spec's demo does (docs/product/content.md).
 */
export function demoSavedEvent(
  save: EventSave,
  current: readonly TVenueEvent[],
  flyerUrl: string | null,
): TVenueEvent {
  const { fields } = save;
  const stored = save.eventId === undefined ? undefined : current.find((item) => item.id === save.eventId);
  const id = stored?.id ?? Math.max(0, ...current.map((item) => item.id)) + 1;
  const date = text(fields['date']);
  const time = text(fields['time']);
  const coStream = fields['coStream'] === true;
  const destinations = (fields['destinations'] as Destination[] | undefined) ?? [];
  const ticketPrice = fields['ticketPrice'];
  return {
    id,
    title: text(fields['title']).trim(),
    event_date: date,
    event_time: time,
    dj_name: text(fields['djName']).trim(),
    description: text(fields['description']).trim(),
    is_remote: fields['isRemote'] === true,
    co_stream_enabled: coStream,
    duration: text(fields['duration']),
    flyer_image: flyerUrl ?? (fields['removeFlyer'] ? null : (stored?.flyer_image ?? null)),
    ticket_url: text(fields['ticketUrl']) || null,
    ticket_price:
      ticketPrice === null || ticketPrice === '' || ticketPrice === undefined ? null : money(ticketPrice),
    currency: DEMO_VENUE.currency,
    co_stream_djs: coStream
      ? ((fields['coStreamDJs'] as Slot[] | undefined) ?? []).map((slot) => ({
          dj_name: slot.djName,
          start_time: slot.startTime,
          duration: slot.duration,
        }))
      : [],
    co_stream_destinations: !coStream
      ? []
      : destinations.length
        ? destinations.map((destination, index) => {
            const venue = DEMO_PARTNER_VENUES.find(
              (item) => item.venue_user_id === destination.venue_user_id,
            );
            return {
              id: index + 1,
              venue_user_id: destination.venue_user_id,
              name: venue?.name ?? 'Partner venue (sample)',
              city: venue?.city ?? null,
              country: venue?.country ?? null,
              price: money(destination.price),
              status: 'pending' as const,
            };
          })
        : (stored?.co_stream_destinations.length ?? 0) > 0
          ? stored!.co_stream_destinations
          : [
              {
                id: 1,
                venue_user_id: 0,
                name: 'Partner venue (sample)',
                city: null,
                country: null,
                price: DEFAULT_DESTINATION_PRICE,
                status: 'pending' as const,
              },
            ],
    starts_at: `${date}T${time}:00.000Z`,
    timezone: 'Europe/Berlin',
  };
}
