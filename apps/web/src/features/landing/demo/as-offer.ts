import { DEFAULT_CANCELLATION_NOTICE_HOURS, DEFAULT_PAYMENT_TERMS } from '@cuepoint/domain/booking/contract';
import type { TOffer } from '@cuepoint/domain/booking/booking-api';
import type { TDemoOffer } from '@cuepoint/domain/demo/offer-simulation';
import { formatCalendarDate } from '../../../lib/format.ts';
import type { Update } from '../../venue-dashboard/side/recent-booking-updates-card.tsx';

/** The event's start as an instant: the demo's sample dates are local evenings written in UTC. */
export function eventInstant(offer: Pick<TDemoOffer, 'eventDate' | 'eventTime'>): string {
  return `${offer.eventDate}T${offer.eventTime}:00.000Z`;
}

/**
 * "Sat, Jun 13, 2026, 22:00": the event's date and time as the demos' event lists write them (24-hour, the sample
 * evening's own clock), so the updates card does not show "10:00 PM UTC" beside them or move them into a zone.
 */
export function demoEventWhen(offer: Pick<TDemoOffer, 'eventDate' | 'eventTime'>): string {
  return `${formatCalendarDate(offer.eventDate)}, ${offer.eventTime}`;
}

/** A demo offer in the shape the dashboard's own components draw (its request reduced to the event's date). */
export function asUpdate(offer: TDemoOffer, currency: TOffer['currency'], hours: number): Update {
  return {
    request: { date: eventInstant(offer) },
    when: demoEventWhen(offer),
    offer: {
      id: offer.id,
      request_id: offer.id,
      dj_id: offer.id,
      dj_name: offer.djName,
      dj_image: offer.djImage,
      hourly_rate: Math.round((offer.offerAmount / hours) * 100) / 100,
      offer_amount: offer.offerAmount,
      currency,
      status: offer.status,
      counter_offer: offer.counterOffer,
      counter_hourly_rate:
        offer.counterOffer === null ? null : Math.round((offer.counterOffer / hours) * 100) / 100,
      counter_by: offer.counterOffer === null ? null : 'dj',
      awaiting: offer.status === 'negotiating' ? 'customer' : offer.status === 'pending' ? 'dj' : null,
      message: offer.message,
      status_message: null,
      last_updated: offer.lastUpdated,
      booking_id: null,
      payment_terms: DEFAULT_PAYMENT_TERMS,
      cancellation_notice_hours: DEFAULT_CANCELLATION_NOTICE_HOURS,
    },
  };
}
