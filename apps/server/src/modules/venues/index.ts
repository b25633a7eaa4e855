/**
 * Venues: profile and banner, events, analytics, co-streaming, in-person opportunities and nearby events.
 * The module's public face: other modules import only this file (decision record 049).
 */

export { venueAnalyticsRoutes } from './analytics/routes.ts';
export { coStreamingRoutes } from './co-streaming/routes.ts';
export { venueEventRoutes } from './events/routes.ts';
export { inPersonOpportunitiesRoutes } from './in-person-opportunities/routes.ts';
export { nearbyEventsRoutes } from './nearby-events/routes.ts';
export { venueProfileRoutes } from './profile/routes.ts';
