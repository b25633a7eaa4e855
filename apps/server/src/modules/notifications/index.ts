/**
 * Notifications (in-app, e-mail, push) and live updates: the booking events outbox (outbox.ts), the event stream and the unread counts.
 * The module's public face: other modules import only this file (decision record 049).
 */

export { appendBookingEvent, type BookingEventRow } from './live-updates/outbox.ts';
export { liveUpdatesRoutes } from './live-updates/routes.ts';
export { notificationRoutes } from './notifications/routes.ts';
export { announceFeature } from './notifications/sources.ts';
