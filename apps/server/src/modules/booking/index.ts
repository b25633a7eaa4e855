/**
 * Booking: requests, offers, bookings and the engine that moves them through the domain's lifecycle (engine/), payments, payouts, disputes, messages, reviews, matchmaking and the calendar feed. ARCHITECTURE.md follows a booking through these files.
 * The module's public face: other modules import only this file (decision record 049).
 */

export { createBookingsService } from './bookings/bookings-service.ts';
export { bookingRowQueries, djHeldTimes } from './bookings/bookings-store.ts';
export { presentBookings } from './bookings/bookings-view.ts';
export { bookingRoutes } from './bookings/routes.ts';
export { calendarRoutes } from './calendar/routes.ts';
export { type DisputesService } from './disputes/disputes-service.ts';
export { disputeQueries, type DisputeRow } from './disputes/disputes-store.ts';
export { presentDispute } from './disputes/present-dispute.ts';
export { disputesServiceFor } from './disputes/refund-retry-job.ts';
export { disputeRoutes } from './disputes/routes.ts';
export { bookingEngineFor, sendReachNewDj } from './engine/jobs.ts';
export { matchmakingRoutes } from './matchmaking/routes.ts';
export { messageRoutes } from './messages/routes.ts';
export { offerRoutes } from './offers/routes.ts';
export { paymentRoutes } from './payments/routes.ts';
export { payoutRoutes } from './payouts/routes.ts';
export { createAuthorizeService } from './requests/authorize-service.ts';
export { createRequestsService } from './requests/requests-service.ts';
export { createBookingStore, isUniqueViolation } from './requests/requests-store.ts';
export { requestRescueRoutes } from './requests/rescue-routes.ts';
export { bookingErrors, ZIdParams } from './requests/route-parts.ts';
export { bookingRequestRoutes } from './requests/routes.ts';
export { reviewRoutes } from './reviews/routes.ts';
