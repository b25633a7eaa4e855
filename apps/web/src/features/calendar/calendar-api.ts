import type { TCalendarFeed } from '@cuepoint/domain/booking/live-updates-api';
import { api, apiUrl } from '../../lib/api.ts';

type Envelope<T> = { success: true; data: T };

/** The account's feed address; it changes only when rotated. */
export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;

/** A booking's .ics file (the session cookie goes with the download). */
export const bookingCalendarUrl = (bookingId: number) => apiUrl(`/bookings/${bookingId}/calendar.ics`);

export const fetchCalendarFeed = () =>
  api<Envelope<TCalendarFeed>>('/calendar/feed').then((body) => body.data);

export const rotateCalendarFeed = () =>
  api<Envelope<TCalendarFeed>>('/calendar/feed/rotate', { method: 'POST', body: {} }).then(
    (body) => body.data,
  );

/** The same feed for calendar apps that subscribe through webcal:// links (Apple Calendar, Outlook). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
