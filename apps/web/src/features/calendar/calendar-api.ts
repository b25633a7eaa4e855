import { apiData, apiClient, apiUrl, EMPTY_JSON_BODY } from '../../lib/api.ts';

/** The account's feed address; it changes only when rotated. */
export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;

/** A booking's .ics file (the session cookie goes with the download). */
export const bookingCalendarUrl = (bookingId: number) => apiUrl(`/bookings/${bookingId}/calendar.ics`);

export const fetchCalendarFeed = () => apiData(apiClient.GET('/calendar/feed'));

export const rotateCalendarFeed = () =>
  apiData(apiClient.POST('/calendar/feed/rotate', { body: EMPTY_JSON_BODY }));

/** The same feed for calendar apps that subscribe through webcal:// links (Apple Calendar, Outlook). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
