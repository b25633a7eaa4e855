/**
 * The operator console: users, bookings, disputes, reports and announcements; the top layer, it may use every other module.
 * The module's public face: other modules import only this file (decision record 049).
 */

export { announcementRoutes } from './admin/announcement-routes.ts';
export { adminRoutes } from './admin/routes.ts';
